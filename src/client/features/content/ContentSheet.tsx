import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { contentPathLabel, type ContentPath } from '../../../domain/content';
import { useT } from '../../lib/i18n';
import { DrillBody, parentOf } from './ContentDrill';

/** Phones: the opened field in a sheet; a field inside it drills further, Back goes up one level. */
export function ContentSheet({
  root,
  path,
  onOpen,
}: {
  root: unknown;
  path: ContentPath | null;
  onOpen: (path: ContentPath | null) => void;
}) {
  const t = useT('content');
  const up = path ? parentOf(path) : null;
  return (
    <IonModal isOpen={path !== null} onDidDismiss={() => onOpen(null)} data-testid="ce-sheet">
      <IonHeader>
        <IonToolbar>
          {up && (
            <IonButtons slot="start">
              <IonButton onClick={() => onOpen(up)}>{t('‹ Back')}</IonButton>
            </IonButtons>
          )}
          <IonTitle className="ce-sheet-title">{path ? contentPathLabel(path, root) : ''}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => onOpen(null)}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{path && <DrillBody root={root} path={path} onOpen={onOpen} />}</IonContent>
    </IonModal>
  );
}
