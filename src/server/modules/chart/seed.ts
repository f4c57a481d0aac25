// Demo yearly charts: last year and this year for the demo branches (1, 3, 5, 8, 11), the same on every
// start. SALE is rooms x a nightly rate x a seasonal occupancy (VND; USD at Phnom Penh), MASSAGE a share of
// it where the branch has massage; this year's months stop at last month (this month is still open).
import type { Insertable } from 'kysely';
import { normalizeMonths } from '../../../domain/acc-chart';
import { branchById, branchToday } from '../../../domain/branches';
import { USD_BRANCH } from '../../../domain/money';
import { hasMassage } from '../../../domain/packages';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import type { AccChartTable } from '../../db/schema';
import { rng } from '../../db/seed/prng';

const DEMO_BRANCHES = [1, 3, 5, 8, USD_BRANCH];
/** Occupancy by month: Tet in Jan/Feb, a quiet summer, a busy autumn. */
const SEASON = [0.78, 0.7, 0.82, 0.8, 0.74, 0.68, 0.72, 0.75, 0.8, 0.86, 0.88, 0.84];

export async function seedChart(db: Db, demo: DemoSeed): Promise<void> {
  const r = rng(2200);
  const lines: Insertable<AccChartTable>[] = [];
  const at = demo.now.toISOString();
  for (const branchId of DEMO_BRANCHES) {
    const today = branchToday(branchId, demo.now);
    const thisYear = Number(today.slice(0, 4));
    const thisMonth = Number(today.slice(5, 7));
    const rooms = branchById(branchId)?.rooms ?? 30;
    const rate = branchId === USD_BRANCH ? 38 : 820_000;
    for (const year of [thisYear - 1, thisYear]) {
      const months = (share: number) =>
        normalizeMonths(
          SEASON.map((occ, i) => {
            if (year === thisYear && i + 1 >= thisMonth) return 0;
            const jitter = 0.92 + r.next() * 0.16;
            return rooms * 30 * rate * occ * jitter * share;
          }),
          branchId,
        );
      const sale = months(1);
      lines.push({
        branch_id: branchId,
        year,
        type: 'sale',
        months: JSON.stringify(sale),
        rev: 1,
        updated_at: at,
        updated_by: 'Demo',
      });
      if (hasMassage(branchId)) {
        const massage = months(0.12);
        lines.push({
          branch_id: branchId,
          year,
          type: 'massage',
          months: JSON.stringify(massage),
          rev: 1,
          updated_at: at,
          updated_by: 'Demo',
        });
      }
    }
  }
  await db.insertInto('acc_charts').values(lines).execute();
}
