import { useIonAlert } from '@ionic/react';
import { useCallback } from 'react';
import { useT } from '../../lib/i18n';

export interface Confirmation {
  header: string;
  message: string;
  /** The confirming button's text. */
  ok: string;
  /** A text box (e.g. the mail note, the reason) whose text goes to `onOk`. */
  input?: string;
  destructive?: boolean;
  onOk: (text: string) => void;
}

/** The report screens' confirmations (confirm save, send with a mail note, edit request, delete of N items). */
export function useConfirm(): (c: Confirmation) => void {
  const [alert] = useIonAlert();
  const t = useT('common');
  return useCallback(
    (c: Confirmation) => {
      void alert({
        header: c.header,
        message: c.message,
        inputs: c.input ? [{ name: 'text', type: 'textarea', placeholder: c.input }] : [],
        buttons: [
          { text: t('Cancel'), role: 'cancel' },
          {
            text: c.ok,
            role: c.destructive ? 'destructive' : undefined,
            handler: (v?: { text?: string }) => {
              c.onOk(String(v?.text ?? ''));
            },
          },
        ],
      });
    },
    [alert, t],
  );
}
