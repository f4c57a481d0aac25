import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';

import { useT } from '../lib/i18n';

/**
 * An edit sheet whose fields save when left: its title and a Done button that first leaves the focused
 * field (so the value typed last is kept), then closes.
 */
export function DoneSheet({
  isOpen,
  title,
  onClose,
  onDidPresent,
  className,
  testId,
  doneTestId,
  children,
}: {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  onDidPresent?: () => void;
  className?: string;
  testId?: string;
  doneTestId?: string;
  children: ReactNode;
}) {
  const t = useT('common');
  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onClose}
      onDidPresent={onDidPresent}
      className={className}
      data-testid={testId}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton
              strong
              onClick={() => {
                (document.activeElement as HTMLElement | null)?.blur();
                onClose();
              }}
              data-testid={doneTestId}
            >
              {t('Done')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonModal>
  );
}
