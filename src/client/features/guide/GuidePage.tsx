import { IonSegment, IonSegmentButton, IonLabel, IonSpinner } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { guideApi } from '../../../contract/branch';
import { request } from '../../lib/request';
import { AppPage } from '../../shell/AppPage';

interface Guide {
  name: string;
  content: string;
}

/** The in-app manual: /user/guider (signed in) or any path with report/manual (no sign-in). */
export default function GuidePage() {
  const { pathname } = useLocation();
  const open = pathname.includes('report/manual');
  const [guides, setGuides] = useState<Guide[] | null>(null);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    void request(open ? guideApi.listPublic : guideApi.list, {}).then((res) => {
      if (res.ok) setGuides(res.data.data);
      else setError('error');
    });
  }, [open]);
  const guide = guides?.[current];
  return (
    <AppPage title="Manual">
      {!guides && !error && <IonSpinner />}
      {error && (
        <p className="sb-error" role="alert">
          {error}
        </p>
      )}
      {guides && (
        <>
          <IonSegment scrollable value={String(current)} onIonChange={(e) => setCurrent(Number(e.detail.value ?? 0))}>
            {guides.map((g, i) => (
              <IonSegmentButton key={g.name} value={String(i)}>
                <IonLabel>{g.name}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
          {guide && (
            <div className="sb-card" style={{ marginTop: 16 }}>
              <h2>{guide.name}</h2>
              <p>{guide.content}</p>
            </div>
          )}
        </>
      )}
    </AppPage>
  );
}
