// The cash register of a month up to a day (view_cost_collect): each day's accountant sum totals (its
// latest version) and cost sheet, turned into rows by domain/acc-cash.ts.
import { cashRegister, closingBalance, type CashDay } from '../../../domain/acc-cash';
import { computeTotals, OPENING_FUND, type CostLine } from '../../../domain/totals';
import { COST_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestOfEach } from '../../docs/store';
import { costRowsOf } from './cost-kind';
import { loadDays } from './period';

/** The latest cost sheet of each day from..to. */
async function costSheets(db: Db, branchId: number, from: string, to: string): Promise<Map<string, CostLine[]>> {
  const rows = await latestOfEach(db, { kind: COST_KIND, branchId, from, to }, ['period', 'content']);
  return new Map(rows.map((r) => [r.period, costRowsOf(r.content)]));
}

export async function cashRegisterOf(db: Db, branchId: number, date: string) {
  const month = date.slice(0, 7);
  const from = `${month}-01`;
  const [sums, costs] = await Promise.all([loadDays(db, branchId, from, date), costSheets(db, branchId, from, date)]);
  const byDay = new Map<string, CashDay>();
  for (const d of sums) byDay.set(d.day, { day: d.day, totals: computeTotals(d.rows, d.day), cost: [] });
  for (const [day, cost] of costs) byDay.set(day, { day, totals: byDay.get(day)?.totals ?? null, cost });
  const rows = cashRegister([...byDay.values()]);
  return { branchId, month, from, to: date, opening: OPENING_FUND, rows, balance: closingBalance(rows) };
}
