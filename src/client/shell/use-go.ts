import { useIonAlert, useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { LEAVE_WARNING, mustConfirmLeave } from '../lib/leave-guard';

/** In-app navigation that asks first when the current screen has unsaved work. */
export function useGo(): (path: string) => void {
  const router = useIonRouter();
  const [alert] = useIonAlert();
  return useCallback(
    (path: string) => {
      if (!mustConfirmLeave()) {
        router.push(path, 'root', 'replace');
        return;
      }
      void alert({
        header: 'Unsaved changes',
        message: LEAVE_WARNING,
        buttons: [
          { text: 'Stay', role: 'cancel' },
          { text: 'Leave', role: 'confirm', handler: () => router.push(path, 'root', 'replace') },
        ],
      });
    },
    [router, alert],
  );
}
