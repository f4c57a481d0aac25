import { useState } from 'react';
import { DEBIT_UPDATE_ERROR, DOUBLE_DEBIT } from '../../../domain/acc-rules';
import { ACC_VERSION_ROLES } from '../../../domain/acc-rules';
import { selectionCheck } from '../../../domain/debit';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Role } from '../../../domain/roles';
import { catalogText, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { useReportConfirms } from '../../ui/use-report-confirms';
import { addDupes, moveToDebit } from './acc-api';
import { accText } from './acc-text';
import type { AccDayState } from './use-acc-docs';
import type { Selection } from './use-selection';

export interface Dupes {
  month: string;
  rows: InvoiceRow[];
}

/**
 * The day report's commands: confirm save (only in the mode that loaded it), send with a mail note,
 * REQUEST EDIT (a new version for the leader and the chief), delete, and move the ticked rows to the
 * previous month's DEBIT (days 01-03), with the "Have Double Debit Bill" answer's add-one / add-all.
 */
export function useDayCommands(
  sum: AccDayState,
  ctx: { role: Role; selection: Selection; saveRefusal: () => string | null },
) {
  const t = useT('acc');
  const confirm = useConfirm();
  const confirms = useReportConfirms(sum, {
    save: t('Save this sum? It stays editable.'),
    send: t('Send the accountant sum by mail? It will be locked.'),
    request: {
      message: () => t('Ask the accountant leader to open a new version of this sum?'),
      input: t('Reason'),
      ok: t('Send request'),
    },
    refusal: ctx.saveRefusal,
  });
  const [dupes, setDupes] = useState<Dupes | null>(null);
  const doc = sum.doc;
  const confirmMove = () => {
    const ids = [...ctx.selection.selected];
    const msg = selectionCheck(ids);
    if (msg) return sum.notice(accText(msg));
    if (!doc) return;
    confirm({
      header: t('DEBIT'),
      message: t('Move {{n}} rows to the DEBIT of the previous month?', { n: ids.length }),
      ok: t('Move'),
      onOk: () => {
        void moveToDebit(doc.branch, doc.day, ids).then((res) => {
          if (!res.ok) return sum.notice(res.error.msg || t(DEBIT_UPDATE_ERROR), t('Update data'));
          ctx.selection.clear();
          if (res.data.duplicates.length) setDupes({ month: res.data.month, rows: res.data.duplicates });
          else toast(catalogText(res.data.msg, ['acc']));
        });
      },
    });
  };
  /** Adds one duplicate (its row) or all of them anyway. */
  const addDupe = async (rows: InvoiceRow[], all: boolean) => {
    if (!doc || !dupes) return;
    const res = await addDupes(doc.branch, dupes.month, rows, all);
    if (!res.ok) return sum.notice(res.error.msg || t(DEBIT_UPDATE_ERROR), t('Update data'));
    toast(catalogText(res.data.msg, ['acc']));
    const left = all ? [] : dupes.rows.filter((r) => !rows.includes(r));
    setDupes(left.length ? { ...dupes, rows: left } : null);
  };

  return {
    confirmSave: confirms.confirmSave,
    confirmSend: confirms.confirmSend,
    requestEdit: ACC_VERSION_ROLES.includes(ctx.role) ? confirms.confirmNewVersion : confirms.confirmRequestEdit,
    confirmDelete: () => confirms.confirmDelete(ctx.selection),
    confirmMove,
    dupes,
    dupesTitle: DOUBLE_DEBIT,
    addDupe,
    closeDupes: () => setDupes(null),
  };
}
