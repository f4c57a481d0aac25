// The reception sum as a report kind of the shared core (server/docs): one version per branch and day;
// rows are invoice rows recomputed by src/domain; sending mails the managers with the day's .xlsx and
// writes the debit book; the invoice search index follows every write.
import type { InvoiceRowInput, RcSum } from '../../../contract/rc';
import { branchById } from '../../../domain/branches';
import type { InvoiceRow } from '../../../domain/invoice-row';
import {
  RC_AFTER_EDIT_ROLES,
  RC_EDIT_ANSWER_ROLES,
  RC_EDIT_REQUEST_TO,
  RC_VERSION_ROLES,
  RC_WRITE_ROLES,
  pastDayBlocked,
} from '../../../domain/rc-roles';
import { missingRateCheck } from '../../../domain/row-fields';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import type { Totals } from '../../../domain/totals';
import type { Db } from '../../db/connection';
import type { DocKind, WriteEvent } from '../../docs/kind';
import type { StoredDoc } from '../../docs/store';
import { RC_INDEX, setIndexVersion, syncIndex } from '../../docs/row-index';
import { parseJson } from '../../lib/util';
import { importCheckIns, recordDebits, settleCheckIns } from './debit-book';
import { prepareInput } from '../../docs/invoice-rows';
import { buildSumMail } from './sum-mail';
import { buildSumXlsx, xlsxFileName } from './sum-xlsx';

export const rowsOf = (content: string): InvoiceRow[] => parseJson<InvoiceRow[]>(content, []);

/** The stored version as the contract's RcSum (for the mail and the .xlsx). */
export function toRcSum(row: StoredDoc): RcSum {
  return {
    branchId: row.branch_id,
    day: row.period,
    version: row.version,
    revision: row.revision,
    edit: row.edit === 1,
    maker: row.maker,
    note: row.note,
    content: rowsOf(row.content),
    totals: parseJson<Totals | Record<string, number>>(row.totals, {}),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
  };
}

/** The stored rows plus the rows the server itself offered for the day (imported debit check-ins), when the body carries them. */
async function withImported(
  db: Db,
  branchId: number,
  day: string,
  input: readonly { ID: string }[],
  before: readonly InvoiceRow[],
): Promise<InvoiceRow[]> {
  const have = new Set(before.map((r) => r.ID));
  if (!input.some((r) => r.ID.startsWith('imp-') && !have.has(r.ID))) return [...before];
  const imported = await importCheckIns(db, branchId, day);
  return [...before, ...imported.filter((r) => !have.has(r.ID))];
}

async function afterWrite(e: WriteEvent<InvoiceRow>): Promise<Record<string, unknown> | void> {
  const { trx, branchId, period: day, version, at } = e;
  if (e.action === 'newVersion') {
    await setIndexVersion(trx, RC_INDEX, branchId, day, version);
    return;
  }
  if (e.prepared) await syncIndex(trx, RC_INDEX, branchId, day, version, e.prepared.rows, e.diff);
  if (e.action === 'save') return;
  const rows = e.prepared ? e.prepared.rows.map((p) => p.row) : e.before;
  const book = { branchId, day, version, rows, by: e.me.name, at };
  await recordDebits(trx, book);
  const settled = await settleCheckIns(trx, book);
  return e.action === 'send' ? { settledCheckIns: settled } : undefined;
}

export const rcKind: DocKind<InvoiceRow> = {
  kind: RECEPTION_KIND,
  periodKey: 'day',
  label: 'reception sum',
  short: 'RC Sum',
  link: (branchId, day) => `/reception_sum/${branchId}/${day}/current`,
  roles: {
    write: RC_WRITE_ROLES,
    newVersion: RC_VERSION_ROLES,
    afterEdit: RC_AFTER_EDIT_ROLES,
    requestTo: RC_EDIT_REQUEST_TO,
    answerEdit: RC_EDIT_ANSWER_ROLES,
  },
  pastBlocked: (role, day, today, opened) => pastDayBlocked(role, day, today, opened),
  async prepare(trx, input, stored, me, branchId, day) {
    const rows = input as readonly InvoiceRowInput[];
    const known = await withImported(trx, branchId, day, rows, stored);
    return prepareInput(rows, known, me.role, branchId, day);
  },
  rowsOf,
  // Like view_sum_with_version: every signed-in user of the branch scope reads (and compares) versions.
  mayRead: () => true,
  checkSend: (rows, branchId) => missingRateCheck(rows, branchId),
  afterWrite,
  async mail(doc, note, sender, t) {
    const branch = branchById(doc.branch_id) ?? { code: String(doc.branch_id), name: String(doc.branch_id) };
    const sum = toRcSum(doc);
    const mail = buildSumMail(sum, branch, note, sender, t);
    const xlsx = await buildSumXlsx(sum, branch);
    const attachment = {
      filename: xlsxFileName(branch.code, sum.day, sum.version),
      content: xlsx,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    return { ...mail, attachments: [attachment] };
  },
};
