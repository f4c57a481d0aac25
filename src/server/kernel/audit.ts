// The server-side trail: who did what to which target, with a JSON detail. Rows are never changed or erased.
import type { Db } from '../db/connection';

export async function audit(
  db: Db,
  userId: number | null,
  action: string,
  target: string,
  detail: unknown = {},
): Promise<void> {
  await db
    .insertInto('audit')
    .values({ at: new Date().toISOString(), user_id: userId, action, target, detail: JSON.stringify(detail) })
    .execute();
}
