// The accountant sum as report kinds of the shared core (server/docs): the day report ('acc', one per
// branch and day, made from the day's sent reception sum) and the month's debit on sum ('accdebit', one
// per branch and month: the ACC DEBIT AREA). Rows are invoice rows recomputed by src/domain; the search
// index (doc_rows) follows every write; a sent day report is mailed to the area's accountant leaders and
// the accountant chief.
import { debitAreaTotals } from '../../../domain/acc-debit';
import {
  ACC_AFTER_EDIT_ROLES,
  ACC_EDIT_ANSWER_ROLES,
  ACC_EDIT_REQUEST_TO,
  ACC_VERSION_ROLES,
  ACC_VIEW_ROLES,
  ACC_WRITE_ROLES,
  accPastDayBlocked,
} from '../../../domain/acc-rules';
import { branchById } from '../../../domain/branches';
import { keepReceptionCharges } from '../../../domain/rc-charges';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { missingRateCheck } from '../../../domain/row-fields';
import { ACC_DEBIT_KIND, ACC_KIND, RECEPTION_KIND } from '../../../domain/report-kinds';
import type { InvoiceRowInput } from '../../../contract/rc';
import { prepareInput, type RowRules } from '../../docs/invoice-rows';
import type { DocKind, WriteEvent } from '../../docs/kind';
import { setIndexVersion, syncIndex, type RowIndex } from '../../docs/row-index';
import { latestDoc } from '../../docs/store';
import { parseJson } from '../../lib/util';
import { accRecipients, buildAccMail } from './sum-mail';
import { accMailAttachments } from './sum-mail-attachments';

export const ACC_INDEX: RowIndex = { table: 'doc_rows', kind: ACC_KIND };
export const DEBIT_INDEX: RowIndex = { table: 'doc_rows', kind: ACC_DEBIT_KIND };

export const rowsOf = (content: string): InvoiceRow[] => parseJson<InvoiceRow[]>(content, []);

const roles = {
  write: ACC_WRITE_ROLES,
  newVersion: ACC_VERSION_ROLES,
  afterEdit: ACC_AFTER_EDIT_ROLES,
  requestTo: ACC_EDIT_REQUEST_TO,
  answerEdit: ACC_EDIT_ANSWER_ROLES,
};

/** Keeps the kind's search lines on the latest version. */
function indexer(ix: RowIndex) {
  return async (e: WriteEvent<InvoiceRow>): Promise<void> => {
    if (e.action === 'newVersion') await setIndexVersion(e.trx, ix, e.branchId, e.period, e.version);
    else if (e.prepared) await syncIndex(e.trx, ix, e.branchId, e.period, e.version, e.prepared.rows, e.diff);
  };
}

function preparer(rules: RowRules): DocKind<InvoiceRow>['prepare'] {
  return async (_trx, input, stored, me, branchId, period) =>
    prepareInput(input as readonly InvoiceRowInput[], stored, me.role, branchId, period, rules);
}

/**
 * The day report's rows: reception's hotel charges stay as reception typed them (read-only on the accountant sum;
 * `keepReceptionCharges`), the reception sum read only when a row is not in the stored version.
 */
function accPreparer(rules: RowRules): DocKind<InvoiceRow>['prepare'] {
  return async (trx, input, stored, me, branchId, period) => {
    const rows = input as readonly InvoiceRowInput[];
    const known = new Set(stored.map((r) => r.ID));
    const rc = rows.some((r) => !known.has(r.ID)) ? await latestDoc(trx, RECEPTION_KIND, branchId, period) : undefined;
    const kept = keepReceptionCharges(rows, stored, rc ? rowsOf(rc.content) : []);
    return prepareInput(kept, stored, me.role, branchId, period, rules);
  };
}

export const accKind: DocKind<InvoiceRow> = {
  kind: ACC_KIND,
  periodKey: 'day',
  label: 'accountant sum',
  short: 'ACC Sum',
  link: (branchId, day) => `/acc_make/${branchId}/${day}/current`,
  roles,
  pastBlocked: accPastDayBlocked,
  prepare: accPreparer({ context: 'sum' }),
  rowsOf,
  // Compared through the shared version diff by those who read its versions (GET /acc/.../view_sum_with_version).
  mayRead: (me) => ACC_VIEW_ROLES.includes(me.role),
  checkSend: (rows, branchId) => missingRateCheck(rows, branchId),
  afterWrite: indexer(ACC_INDEX),
  async mail(doc, note, sender, t) {
    const branch = branchById(doc.branch_id) ?? { code: String(doc.branch_id), name: String(doc.branch_id) };
    const mail = buildAccMail(doc, branch, note, sender, t);
    return { ...mail, attachments: await accMailAttachments(doc, branch) };
  },
  recipients: accRecipients,
};

/** The debit on sum: its rows are debits, counted as the debit module counts them (nights kept, every row in the totals). */
export const accDebitKind: DocKind<InvoiceRow> = {
  kind: ACC_DEBIT_KIND,
  periodKey: 'month',
  label: 'debit on sum',
  short: 'ACC Debit on Sum',
  link: (branchId, month) => `/acc_make/${branchId}/${month}-01/debit`,
  roles,
  pastBlocked: accPastDayBlocked,
  prepare: preparer({ context: 'debit', totals: debitAreaTotals }),
  rowsOf,
  afterWrite: indexer(DEBIT_INDEX),
};
