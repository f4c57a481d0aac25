import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { AppPage } from '../../shell/AppPage';
import { MemberList } from './MemberList';
import { VoucherPublic } from './VoucherPublic';
import { VoucherUse } from './VoucherUse';
import './membership.css';

/** /membership (CEO and admin): menu Member, Voucher Public, Voucher Use RC (spec 3 section 2). */
const SECTIONS = [
  { key: 'member', label: 'Member' },
  { key: 'public', label: 'Voucher Public' },
  { key: 'use', label: 'Voucher Use RC' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

export default function MembershipPage() {
  const [section, setSection] = useState<Section>('member');
  return (
    <AppPage title="MEMBERSHIP" fill>
      <div className="ms-root">
        <nav className="ms-menu" aria-label="Membership sections">
          <IonSegment value={section} onIonChange={(e) => setSection(e.detail.value as Section)}>
            {SECTIONS.map((s) => (
              <IonSegmentButton key={s.key} value={s.key}>
                <IonLabel>{s.label}</IonLabel>
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
