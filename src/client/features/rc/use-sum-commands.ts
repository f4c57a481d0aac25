import { useIonAlert } from '@ionic/react';
import type { Dispatch, SetStateAction } from 'react';
import { toast } from '../../lib/toast';
import type { DialogState } from './SumDialogs';
import { newVersion, recheckPms, requestEdit } from './rc-api';
import type { RcSumState } from './use-rc-sum';

/** The confirmations of spec 2 section 2.1: confirm save, confirm send (with the mail note), confirm edit request. */
export function useSumCommands(sum: RcSumState, ctx: {
  role: number;
  selected: Set<string>;
  setSelected: Dispatch<SetStateAction<Set<string>>>;
  setDialog: (d: DialogState) => void;
}) {
  const [alert] = useIonAlert();
  const doc = sum.doc;

  const confirmSave = () => {
    void alert({ header: 'SAVE REPORT', message: 'Save this sum? It stays editable.', buttons: [{ text: 'Cancel', role: 'cancel' }, { text: 'Save', handler: () => { void sum.save(); } }] });
  };

  const confirmSend = () => {
    void alert({
      header: 'SEND REPORT',
      message: 'Send the sum to the managers by mail? It will be locked.',
      inputs: [{ name: 'note', type: 'textarea', placeholder: 'Note for the mail' }],
      buttons: [{ text: 'Cancel', role: 'cancel' }, { text: 'Send', handler: (v: { note?: string }) => { void sum.sendReport(String(v?.note ?? '')); } }],
    });
  };

  const confirmRequestEdit = () => {
    if (!doc) return;
    void alert({
      header: 'REQUEST EDIT',
      message: 'Ask the branch manager and the supervisor to open a new version of this sum?',
      inputs: [{ name: 'reason', type: 'textarea', placeholder: 'Reason' }],
      buttons: [{ text: 'Cancel', role: 'cancel' }, {
        text: 'Send request',
        handler: (v: { reason?: string }) => {
          void requestEdit(doc.branch, { day: doc.day, version: doc.version, reason: String(v?.reason ?? '') }).then((res) => {
            if (res.ok) toast('Your request was sent to the branch manager and the supervisor.');
            else sum.notice(res.error.msg);
          });
        },
      }],
    });
  };

  const confirmNewVersion = () => {
    if (!doc) return;
    void alert({
      header: 'REQUEST EDIT',
      message: `Open version ${doc.version + 1} of this sum for editing?`,
      buttons: [{ text: 'Cancel', role: 'cancel' }, {
        text: 'Open new version',
        handler: () => {
          void newVersion(doc.branch, doc.day, doc.version).then((res) => {
            if (!res.ok) { sum.notice(res.error.msg); return; }
            void sum.load({ branch: doc.branch, day: doc.day, version: 'current' });
          });
        },
      }],
    });
  };

  /** INVOICE ON DATE: re-read the PMS; new and changed invoices come in, rows added by hand stay. */
  const invoiceOnDate = async () => {
    if (!doc) return;
    const res = await recheckPms(doc.branch, doc.day, sum.work.rows);
    if (!res.ok) { sum.notice(res.error.msg, 'MOJA'); return; }
    const { added, changed, content } = res.data;
    if (added.length || changed.length) sum.change(() => content);
    toast(`${added.length} new and ${changed.length} changed invoices from the PMS`, added.length || changed.length ? 'success' : 'medium');
  };

  const confirmDelete = () => {
    const ids = [...ctx.selected];
    void alert({
      header: 'Delete',
      message: `Delete ${ids.length} items?`,
      buttons: [{ text: 'Cancel', role: 'cancel' }, { text: 'Delete', role: 'destructive', handler: () => { sum.deleteRows(ids); ctx.setSelected(new Set()); } }],
    });
  };

  return { confirmSave, confirmSend, confirmRequestEdit, confirmNewVersion, invoiceOnDate, confirmDelete };
}
