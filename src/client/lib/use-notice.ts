import { useIonAlert } from '@ionic/react';
import { useCallback } from 'react';
import { useT } from './i18n';

/** An OK-only alert, the spec's NOTIFICATION dialogs; the header names the stage when there is one. */
export function useNotice(): (message: string, header?: string) => void {
  const [alert] = useIonAlert();
  const t = useT('common');
  return useCallback(
    (message: string, header?: string) => {
      void alert({ header: header ?? t('NOTIFICATION'), message, buttons: [t('OK')] });
    },
    [alert, t],
  );
}
