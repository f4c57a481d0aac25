// The pg pool behind each PostgreSQL database opened by connection.ts (not behind a transaction, nor SQLite):
// db/compiled.ts runs the hot reads on it as named prepared statements, planned once per connection.
import type pg from 'pg';

const pools = new WeakMap<object, pg.Pool>();

export function registerPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

export const poolOf = (db: object): pg.Pool | undefined => pools.get(db);
