// The reception sum's demo data: 60 days of sums for the demo branches and a waiting edit request.
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { seedEditRequest } from './edit-request';
import { seedReception } from './reception';

export async function seedRc(db: Db, demo: DemoSeed): Promise<void> {
  await seedReception(db, demo.invoices, demo.now);
  await seedEditRequest(db, demo.now);
}
