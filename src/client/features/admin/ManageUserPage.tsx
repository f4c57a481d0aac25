import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { BranchSection } from './BranchSection';
import { GlistSection } from './GlistSection';
import { SurveyAdmin } from './SurveyAdmin';
import { UserDatabaseSection } from './UserDatabaseSection';
import { UsersSection } from './UsersSection';
import type { AdminKey } from './texts';
import './admin.css';
import './users.css';

// The audit trail's screen is its own chunk: only who opens it loads it.
const AuditSection = lazy(() => import('./AuditSection'));

/** The side menu of spec 3 section 2 (User Database, Branch, User, Glist, Survey), then the audit trail; names are keys. */
const SECTIONS = [
  { key: 'database', name: 'User Database' },
  { key: 'branch', name: 'Branch' },
  { key: 'user', name: 'User' },
  { key: 'glist', name: 'Glist' },
  { key: 'survey', name: 'Survey' },
  { key: 'audit', name: 'Audit' },
] as const satisfies readonly { key: string; name: AdminKey }[];
type Section = (typeof SECTIONS)[number]['key'];

function Body({ section }: { section: Section }) {
  const t = useT('admin');
  switch (section) {
    case 'database':
      return <UserDatabaseSection />;
    case 'branch':
      return <BranchSection />;
    case 'user':
      return <UsersSection />;
    case 'glist':
      return <GlistSection />;
    case 'survey':
      return <SurveyAdmin />;
    case 'audit':
      return (
        <Suspense fallback={<p className="rc-empty">{t('Loading…')}</p>}>
          <AuditSection />
        </Suspense>
      );
  }
}

/** /manage_user (CEO and admin): a side menu on tablets, a segment bar on phones. */
export default function ManageUserPage() {
  const t = useT('admin');
  const wide = useWide();
  const [section, setSection] = useState<Section>('user');
  return (
    <AppPage title={t('MANAGE')} fill>
      <div className={wide ? 'adm-layout wide' : 'adm-layout'}>
        {wide ? (
          <nav className="adm-side" aria-label={t('Admin sections')}>
            {SECTIONS.map((s) => (
              <button
                key={s.key}
                type="button"
                data-section={s.key}
                className={s.key === section ? 'adm-side-item active' : 'adm-side-item'}
                aria-current={s.key === section ? 'page' : undefined}
                onClick={() => setSection(s.key)}
              >
                {t(s.name)}
              </button>
            ))}
          </nav>
        ) : (
          <nav className="adm-menu" aria-label={t('Admin sections')}>
            <IonSegment scrollable value={section} onIonChange={(e) => setSection(e.detail.value as Section)}>
              {SECTIONS.map((s) => (
                <IonSegmentButton key={s.key} value={s.key} data-section={s.key}>
                  <IonLabel>{t(s.name)}</IonLabel>
                </IonSegmentButton>
              ))}
            </IonSegment>
          </nav>
        )}
        <div className="adm-body">
          <Body section={section} />
        </div>
      </div>
    </AppPage>
  );
}
