// The accountant sum's demo data: day reports made from the seeded reception sums over the last two
// months and last month's debit on sum (days.ts, debit.ts).
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { seedCostAndWaiting } from './cost';
import { seedDebitOnSum } from './debit';
import { seedDays } from './days';

export async function seedAcc(db: Db, demo: DemoSeed): Promise<void> {
  const days = await seedDays(db, demo.now);
  await seedDebitOnSum(db, days, demo.now);
  await seedCostAndWaiting(db, demo.now);
}
