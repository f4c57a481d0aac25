// The short-time and late check-out figures of each day of a month, from the latest SENT manager report
// of the day (content [ManagerReport]); read through the report store, the manager module owns the writing.
import { dateOf, monthDays, type DayExtras } from '../../../domain/expected';
import type { LineValues, ManagerReport } from '../../../domain/manager-report';
import { USD_BRANCH, amountDecimals, roundTo } from '../../../domain/money';
import { MAN_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestOfEach } from '../../docs/store';
import { parseJson } from '../../lib/util';

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
  const span = { kind: MAN_KIND, branchId, from: dateOf(month, 1), to: dateOf(month, monthDays(month)) };
  const docs = await latestOfEach(db, span, ['period', 'content'], 'sent');
  const out = new Map<number, DayExtras>();
  for (const d of docs) {
    const day = Number(d.period.slice(8, 10));
    const rows = parseJson<unknown>(d.content, []);
    out.set(day, extrasOfReport(Array.isArray(rows) ? (rows[0] as Partial<ManagerReport>) : undefined, branchId));
  }
  return out;
}
