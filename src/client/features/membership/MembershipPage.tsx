import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { MemberList } from './MemberList';
import { VoucherPublic } from './VoucherPublic';
import { VoucherUse } from './VoucherUse';
import './membership.css';

/** /membership (CEO and admin): menu Member, Voucher Public, Voucher Use RC (spec 3 section 2). */
const SECTIONS = [
  { key: 'member', labelKey: 'Member' },
  { key: 'public', labelKey: 'Voucher Public' },
  { key: 'use', labelKey: 'Voucher Use RC' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

export default function MembershipPage() {
  const t = useT('membership');
  const [section, setSection] = useState<Section>('member');
  return (
    <AppPage title={t('MEMBERSHIP')} fill>
      <div className="ms-root">
        <nav className="ms-menu" aria-label={t('Membership sections')}>
          <IonSegment value={section} onIonChange={(e) => setSection(e.detail.value as Section)}>
            {SECTIONS.map((s) => (
              <IonSegmentButton key={s.key} value={s.key}>
                <IonLabel>{t(s.labelKey)}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        </nav>
        {section === 'member' && <MemberList />}
        {section === 'public' && <VoucherPublic />}
        {section === 'use' && <VoucherUse />}
      </div>
    </AppPage>
  );
}
