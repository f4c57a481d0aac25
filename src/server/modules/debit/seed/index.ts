// The debit book's demo data: 300 reception lines and 80 accountant lines per demo branch over the last
// 14 months, across every debit type and state, with histories (on top of the lines the seeded sums'
// sends write). The benchmark's 10,000-line branch is made by the bench, not here.
import { branchToday } from '../../../../domain/branches';
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { generateLines, writeLines } from './lines';

export const DEMO_DEBIT_BRANCHES = [3, 5, 1, 11, 8] as const;

export async function seedDebit(db: Db, demo: DemoSeed): Promise<void> {
  for (const branchId of DEMO_DEBIT_BRANCHES) {
    const today = branchToday(branchId, demo.now);
    await writeLines(db, branchId, 'rc', generateLines(branchId, 300, today, 420));
    await writeLines(db, branchId, 'acc', generateLines(branchId, 80, today, 420, 1));
  }
}
