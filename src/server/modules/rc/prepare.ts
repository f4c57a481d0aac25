// The server's own reading of a sum body: charge fields guarded by role, payments of uncounted rows cleared, every row recomputed,
// totals computed from the rows (the client's totals are never used).
import type { InvoiceRowInput } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import {
  clearServiceDates,
  clearUncountedPayments,
  duplicateRowIds,
  keepChargeFields,
} from '../../../domain/rc-sum-rules';
import { recomputeRow } from '../../../domain/row-rules';
import { computeTotals, type Totals } from '../../../domain/totals';
import type { Prepared } from '../../docs/kind';
import { HttpError } from '../../lib/util';

export type PreparedSum = Prepared<InvoiceRow> & { totals: Totals };

export function prepareRows(rows: readonly InvoiceRow[], branchId: number, day: string): PreparedSum {
  try {
    const computed = rows.map((r) => recomputeRow(r, branchId));
    const prepared = computed.map((row) => ({ id: row.ID, row, json: JSON.stringify(row) }));
    return {
      rows: prepared,
      content: `[${prepared.map((p) => p.json).join(',')}]`,
      totals: computeTotals(computed, day),
    };
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, 'An amount is too large to compute');
    throw err;
  }
}

/** Checks and recomputes the rows sent by a user against the stored rows of the version. */
export function prepareInput(
  input: readonly InvoiceRowInput[],
  stored: readonly InvoiceRow[],
  role: number,
  branchId: number,
  day: string,
): PreparedSum {
  const dupes = duplicateRowIds(input);
  if (dupes.length > 0) throw new HttpError(400, `Row ID used more than once: ${dupes.slice(0, 5).join(', ')}`);
  return prepareRows(
    keepChargeFields(input, stored, role).map((r) => clearUncountedPayments(clearServiceDates(r))),
    branchId,
    day,
  );
}
