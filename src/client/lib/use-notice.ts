import { useIonAlert } from '@ionic/react';
import { useCallback } from 'react';

/** An OK-only alert, the spec's NOTIFICATION dialogs; the header names the stage when there is one. */
export function useNotice(): (message: string, header?: string) => void {
  const [alert] = useIonAlert();
  return useCallback(
    (message: string, header = 'NOTIFICATION') => {
      void alert({ header, message, buttons: ['OK'] });
    },
    [alert],
  );
}
