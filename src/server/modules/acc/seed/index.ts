// The accountant sum's demo data (filled by the acc module's seed files).
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';

export async function seedAcc(_db: Db, _demo: DemoSeed): Promise<void> {}
