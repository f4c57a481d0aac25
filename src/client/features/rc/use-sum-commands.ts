import type { Dispatch, SetStateAction } from 'react';
import { toast } from '../../lib/toast';
import { useConfirm } from '../../ui/sheet/use-confirm';
import type { DialogState } from './SumDialogs';
import { mergePmsRows } from '../../../domain/pms-merge';
import { fromPms, importDebit } from './rc-api';
import type { RcSumState } from './use-rc-sum';

/** The confirmations of spec 2 section 2.1: confirm save, confirm send (with the mail note), confirm edit request. */
export function useSumCommands(
  sum: RcSumState,
  ctx: {
    role: number;
    selected: Set<string>;
    setSelected: Dispatch<SetStateAction<Set<string>>>;
    setDialog: (d: DialogState) => void;
  },
) {
  const confirm = useConfirm();
  const doc = sum.doc;

  const confirmSave = () =>
    confirm({
      header: 'SAVE REPORT',
      message: 'Save this sum? It stays editable.',
      ok: 'Save',
      onOk: () => void sum.save(),
    });

  const confirmSend = () =>
    confirm({
      header: 'SEND REPORT',
      message: 'Send the sum to the managers by mail? It will be locked.',
      input: 'Note for the mail',
      ok: 'Send',
      onOk: (note) => void sum.send(note),
    });

  const confirmRequestEdit = () => {
    if (!doc) return;
    confirm({
      header: 'REQUEST EDIT',
      message: 'Ask the branch manager and the supervisor to open a new version of this sum?',
      input: 'Reason',
      ok: 'Send request',
      onOk: (reason) => void sum.requestEdit(reason),
    });
  };

  const confirmNewVersion = () => {
    if (!doc) return;
    confirm({
      header: 'REQUEST EDIT',
      message: `Open version ${doc.version + 1} of this sum for editing?`,
      ok: 'Open new version',
      onOk: () => void sum.newVersion(),
    });
  };

  /**
   * INVOICE ON DATE: re-read the PMS and yesterday's debit check-ins; new and changed invoices come in,
   * rows added by hand stay. The merge runs on the rows as they are when the answers arrive, so
   * nothing typed meanwhile is lost.
   */
  const invoiceOnDate = async () => {
    if (!doc) return;
    const [pms, debits] = await Promise.all([fromPms(doc.branch, doc.day), importDebit(doc.branch, doc.day)]);
    if (!pms.ok) {
      sum.notice(pms.error.msg, 'MOJA');
      return;
    }
    let report = { added: 0, changed: 0 };
    sum.change((rows) => {
      const merged = mergePmsRows(rows, pms.data.data, doc.branch);
      const have = new Set(merged.content.map((r) => r.ID));
      const carried = (debits.ok ? debits.data.data : []).filter((r) => !have.has(r.ID));
      report = { added: merged.added.length + carried.length, changed: merged.changed.length };
      return [...merged.content, ...carried];
    });
    toast(
      `${report.added} new and ${report.changed} changed invoices`,
      report.added || report.changed ? 'success' : 'medium',
    );
  };

  const confirmDelete = () => {
    const ids = [...ctx.selected];
    confirm({
      header: 'Delete',
      message: `Delete ${ids.length} items?`,
      ok: 'Delete',
      destructive: true,
      onOk: () => {
        sum.deleteRows(ids);
        ctx.setSelected(new Set());
      },
    });
  };

  return { confirmSave, confirmSend, confirmRequestEdit, confirmNewVersion, invoiceOnDate, confirmDelete };
}
