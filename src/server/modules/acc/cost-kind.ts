// The cost sheet of a day (spec 2 sections 2.2, 3.3) as a versioned document of the shared core (kind
// 'acccost', one per branch and day): every save carries the revision it was based on, so two
// accountants never overwrite each other. Lines are No (their place), Name and Price with its type.
import type { CostLineInput } from '../../../contract/acc-cost';
import { ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { roundTo } from '../../../domain/money';
import { costBucket, costTotals, type CostLine } from '../../../domain/totals';
import { COST_KIND } from '../../../domain/report-kinds';
import type { DocKind } from '../../docs/kind';
import { HttpError, parseJson } from '../../lib/util';

export type CostRow = CostLine & { ID: string; rate: number };

const DECIMALS = { VND: 0, USD: 2, YEN: 0 } as const;

/** A line as stored: the type in capitals ('' is VND), the price rounded to its currency's decimals. */
export function costRow(line: CostLineInput): CostRow {
  const type = line.type.trim().toUpperCase() || 'VND';
  return { ID: line.ID, name: line.name.trim(), rate: roundTo(line.rate, DECIMALS[costBucket(type)]), type };
}

export const costRowsOf = (content: string): CostRow[] => parseJson<CostRow[]>(content, []);

export const costKind: DocKind<CostRow> = {
  kind: COST_KIND,
  periodKey: 'day',
  label: 'cost sheet',
  short: 'ACC Cost',
  link: (branchId, day) => `/acc_make/${branchId}/${day}/current`,
  roles: { write: ACC_WRITE_ROLES, newVersion: [], afterEdit: [], requestTo: [], answerEdit: [] },
  // Accountants keep the cost sheet of any day; who may write is the route's role list.
  pastBlocked: () => false,
  async prepare(_trx, input) {
    const lines = (input as readonly CostLineInput[]).map(costRow);
    const seen = new Set<string>();
    for (const l of lines) {
      if (seen.has(l.ID)) throw new HttpError(400, `Line ID used more than once: ${l.ID}`);
      seen.add(l.ID);
    }
    const rows = lines.map((row) => ({ id: row.ID, row, json: JSON.stringify(row) }));
    return { rows, content: `[${rows.map((r) => r.json).join(',')}]`, totals: costTotals(lines) };
  },
  rowsOf: costRowsOf,
};
