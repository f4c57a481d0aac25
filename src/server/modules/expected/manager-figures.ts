// The short-time and late check-out figures of each day of a month, from the latest SENT manager report
// of the day (documents of kind 'man', content [ManagerReport]); read from the documents table, the
// manager module owns the writing.
import { dateOf, monthDays, type DayExtras } from '../../../domain/expected';
import type { LineValues, ManagerReport } from '../../../domain/manager-report';
import { USD_BRANCH, amountDecimals, roundTo } from '../../../domain/money';
import type { Db } from '../../db/connection';
import { parseJson } from '../../lib/util';

export const MANAGER_KIND = 'man';

const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/** A day's figures from its manager report: customers of the short and late lines and their sales (USD at branch 11). */
export function extrasOfReport(report: Partial<ManagerReport> | undefined, branchId: number): DayExtras {
  const line = (key: string): Partial<LineValues> => report?.lines?.[key] ?? {};
  const sale = (v: Partial<LineValues>) =>
    roundTo(Math.max(0, Number(branchId === USD_BRANCH ? v.usd : v.vnd) || 0), amountDecimals(branchId));
  return {
    sumShort: count(line('short').customers),
    sumLate: count(line('late').customers),
    sumRateShort: sale(line('short')),
    sumRateLate: sale(line('late')),
  };
}

/** The figures of each day of the month that has a sent manager report, by day of the month. */
export async function sentManagerFigures(db: Db, branchId: number, month: string): Promise<Map<number, DayExtras>> {
  const docs = await db
    .selectFrom('documents')
    .select(['period', 'version', 'content'])
    .where('kind', '=', MANAGER_KIND)
    .where('branch_id', '=', branchId)
    .where('period', '>=', dateOf(month, 1))
    .where('period', '<=', dateOf(month, monthDays(month)))
    .where('edit', '=', 0)
    .where('sent_at', 'is not', null)
    .orderBy('period')
    .orderBy('version', 'desc')
    .execute();
  const out = new Map<number, DayExtras>();
  for (const d of docs) {
    const day = Number(d.period.slice(8, 10));
    if (out.has(day)) continue;
    const rows = parseJson<unknown>(d.content, []);
    out.set(day, extrasOfReport(Array.isArray(rows) ? (rows[0] as Partial<ManagerReport>) : undefined, branchId));
  }
  return out;
}
