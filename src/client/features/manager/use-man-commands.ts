import { useConfirm } from '../../ui/sheet/use-confirm';
import type { ManSumState } from './use-man-sum';

/** Why REQUEST EDIT needs a reason (document 4 "Versions and edit requests"). */
export const REASON_REQUIRED = 'Please input the reason';

/** The confirmations of spec 3 section 4: SAVE REPORT, SEND REPORT (with the mail note), REQUEST EDIT (with a reason). */
export function useManCommands(sum: ManSumState) {
  const confirm = useConfirm();
  const doc = sum.doc;

  const confirmSave = () =>
    confirm({
      header: 'SAVE REPORT',
      message: 'Save this report? It stays editable.',
      ok: 'Save',
      onOk: () => void sum.save(),
    });

  // Send locks the version and mails the Area Manager; the screen then shows the version as the server answers it.
  const confirmSend = () =>
    confirm({
      header: 'SEND REPORT',
      message: 'Send the report by mail to the Area Manager? It will be locked. You may add a note to the mail.',
      input: 'Note for the mail',
      ok: 'Send',
      onOk: (note) => void sum.send(note),
    });

  const confirmRequestEdit = () => {
    if (!doc) return;
    confirm({
      header: 'REQUEST EDIT',
      message: `A notification goes to the Area Manager and the version goes up by 1 (version ${doc.version + 1}), open for editing at once. Why do you need to edit?`,
      input: 'Reason (required)',
      ok: 'Request edit',
      onOk: (reason) => {
        if (!reason.trim()) sum.notice(REASON_REQUIRED);
        else void sum.requestEdit(reason.trim());
      },
    });
  };

  return { confirmSave, confirmSend, confirmRequestEdit };
}
