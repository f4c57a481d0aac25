// Reports made of invoice rows (reception sum, accountant sum, debit on sum): the server's own reading of a
// body. Charge fields guarded by role, payments of uncounted rows cleared, every row recomputed by
// src/domain, totals computed from the rows (the client's totals are never used).
import type { InvoiceRowInput } from '../../contract/rc';
import type { InvoiceRow } from '../../domain/invoice-row';
import {
  clearServiceDates,
  clearUncountedPayments,
  duplicateRowIds,
  keepChargeFields,
} from '../../domain/rc-sum-rules';
import { recomputeRow, type RowContext } from '../../domain/row-rules';
import { computeTotals, type Totals } from '../../domain/totals';
import { HttpError } from '../lib/util';
import type { Prepared } from './kind';

export type PreparedSum = Prepared<InvoiceRow> & { totals: Totals };

/** How a report kind reads its rows: 'sum' (a day's sum) or 'debit' (the debit module and the debit on sum), and its totals. */
export interface RowRules {
  context?: RowContext;
  totals?: (rows: readonly InvoiceRow[], period: string) => Totals;
}

export const TOO_LARGE = 'An amount is too large to compute';

export function prepareRows(
  rows: readonly InvoiceRow[],
  branchId: number,
  period: string,
  rules: RowRules = {},
): PreparedSum {
  try {
    const computed = rows.map((r) => recomputeRow(r, branchId, rules.context));
    const prepared = computed.map((row) => ({ id: row.ID, row, json: JSON.stringify(row) }));
    return {
      rows: prepared,
      content: `[${prepared.map((p) => p.json).join(',')}]`,
      totals: (rules.totals ?? computeTotals)(computed, period),
    };
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, TOO_LARGE);
    throw err;
  }
}

/** Checks and recomputes the rows sent by a user against the stored rows of the version. */
export function prepareInput(
  input: readonly InvoiceRowInput[],
  stored: readonly InvoiceRow[],
  role: number,
  branchId: number,
  period: string,
  rules: RowRules = {},
): PreparedSum {
  const dupes = duplicateRowIds(input);
  if (dupes.length > 0) throw new HttpError(400, `Row ID used more than once: ${dupes.slice(0, 5).join(', ')}`);
  return prepareRows(
    keepChargeFields(input, stored, role).map((r) => clearUncountedPayments(clearServiceDates(r), rules.context)),
    branchId,
    period,
    rules,
  );
}
