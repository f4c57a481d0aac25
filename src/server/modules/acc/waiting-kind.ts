// The waiting list of a month (spec 2 sections 2.2, 4.3) as a versioned document of the shared core (kind
// 'accwait', one per branch and month): rows of the previous month's accountant sums that carry into it.
// A save recomputes the rows, refuses a row ID twice and keeps the "return Sum {MM-DD}" marks.
import type { InvoiceRowInput } from '../../../contract/rc';
import { ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { duplicateIds, keepReturnMarks, waitingTotals } from '../../../domain/acc-waiting';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { recomputeRow } from '../../../domain/row-rules';
import { WAIT_KIND } from '../../../domain/report-kinds';
import type { DocKind } from '../../docs/kind';
import { HttpError, parseJson } from '../../lib/util';

export const waitRowsOf = (content: string): InvoiceRow[] => parseJson<InvoiceRow[]>(content, []);

export const waitKind: DocKind<InvoiceRow> = {
  kind: WAIT_KIND,
  periodKey: 'month',
  label: 'waiting list',
  short: 'ACC Waiting',
  link: (branchId, month) => `/acc_make/${branchId}/${month}-01/waiting`,
  roles: { write: ACC_WRITE_ROLES, newVersion: [], afterEdit: [], requestTo: [], answerEdit: [] },
  pastBlocked: () => false,
  async prepare(_trx, input, stored, _me, branchId) {
    const rows = input as readonly InvoiceRowInput[];
    const dupes = duplicateIds(rows);
    if (dupes.length > 0) throw new HttpError(400, `Row ID used more than once: ${dupes.slice(0, 5).join(', ')}`);
    let list: InvoiceRow[];
    try {
      list = keepReturnMarks(stored, rows).map((r) => recomputeRow(r, branchId));
    } catch (err) {
      if (err instanceof RangeError) throw new HttpError(400, 'An amount is too large to compute');
      throw err;
    }
    const prepared = list.map((row) => ({ id: row.ID, row, json: JSON.stringify(row) }));
    return { rows: prepared, content: `[${prepared.map((p) => p.json).join(',')}]`, totals: waitingTotals(list) };
  },
  rowsOf: waitRowsOf,
};
