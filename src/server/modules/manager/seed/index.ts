// The manager reports' demo data (after the reception sums it is made from).
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { seedManagerReports } from './reports';

export async function seedManager(db: Db, demo: DemoSeed): Promise<void> {
  await seedManagerReports(db, demo);
}
