// Values made once per installation, in the settings table, so that every server instance on one database
// uses the same: the token signing secret and the team code (PostgreSQL mode; SQLite keeps its files).
import { randomBytes } from 'node:crypto';
import type { Db } from './connection';

/** The stored value of `key`; when there is none yet, `make()`'s value is stored (the first instance wins). */
export async function settingOnce(db: Db, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export const sharedJwtSecret = (db: Db) => settingOnce(db, 'jwt_secret', () => randomBytes(32).toString('hex'));
export const sharedTeamCode = (db: Db) => settingOnce(db, 'team_code', () => randomBytes(6).toString('hex'));
