import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { AppPage } from '../../shell/AppPage';
import { SurveyAdmin } from './SurveyAdmin';
import './admin.css';

/**
 * /manage_user (CEO and admin): the admin side menu. This build has its Survey section; User Database,
 * Branch, User and Glist come with the administration issue.
 */
const SECTIONS = [{ key: 'survey', label: 'Survey' }] as const;

export default function ManageUserPage() {
  const [section, setSection] = useState<string>('survey');
  return (
    <AppPage title="MANAGE" fill>
      <div className="adm-page">
        <nav className="adm-menu" aria-label="Admin sections">
          <IonSegment value={section} onIonChange={(e) => setSection(String(e.detail.value))}>
            {SECTIONS.map((s) => (
              <IonSegmentButton key={s.key} value={s.key}>
                <IonLabel>{s.label}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        </nav>
        <div className="adm-body">{section === 'survey' && <SurveyAdmin />}</div>
      </div>
    </AppPage>
  );
}
