import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useReportConfirms } from '../../ui/use-report-confirms';
import type { Selection } from '../../ui/use-selection';
import { mergePmsRows } from '../../../domain/pms-merge';
import { fromPms, importDebit } from './rc-api';
import type { RcSumState } from './use-rc-sum';

/** The confirmations of spec 2 section 2.1: confirm save, confirm send (with the mail note), confirm edit request. */
export function useSumCommands(sum: RcSumState, selection: Selection) {
  const t = useT('rc');
  const confirms = useReportConfirms(sum, {
    save: t('Save this sum? It stays editable.'),
    send: t('Send the sum to the managers by mail? It will be locked.'),
    request: {
      message: () => t('Ask the branch manager and the supervisor to open a new version of this sum?'),
      input: t('Reason'),
      ok: t('Send request'),
    },
  });
  const doc = sum.doc;

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
      t('{{added}} new and {{changed}} changed invoices', report),
      report.added || report.changed ? 'success' : 'medium',
    );
  };

  return { ...confirms, invoiceOnDate, confirmDelete: () => confirms.confirmDelete(selection) };
}
