import { useIonAlert, useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { LEAVE_WARNING, mustConfirmLeave } from '../lib/leave-guard';
import { useT } from '../lib/i18n';

/** In-app navigation that asks first when the current screen has unsaved work. */
export function useGo(): (path: string) => void {
  const router = useIonRouter();
  const [alert] = useIonAlert();
  const t = useT('common');
  return useCallback(
    (path: string) => {
      if (!mustConfirmLeave()) {
        router.push(path, 'root', 'replace');
        return;
      }
      void alert({
        header: t('Unsaved changes'),
        message: t(LEAVE_WARNING),
        buttons: [
          { text: t('Stay'), role: 'cancel' },
          { text: t('Leave'), role: 'confirm', handler: () => router.push(path, 'root', 'replace') },
        ],
      });
    },
    [router, alert, t],
  );
}
