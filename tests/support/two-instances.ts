// Two server instances on one fresh PostgreSQL database, for the API tests of several instances.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/server/config';
import { freshPgDatabase } from './api-db';
import { startTestServer, type TestServer } from './server';

/** Started before the tests of the calling `describe`, closed after them: read `a` and `b` inside the tests. */
export function twoInstances(overrides: Partial<Config> = {}): { a: TestServer; b: TestServer } {
  const pair = {} as { a: TestServer; b: TestServer };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await freshPgDatabase();
    drop = db.drop;
    pair.a = await startTestServer({ ...overrides, database: db.url });
    pair.b = await startTestServer({ ...overrides, database: db.url });
  });
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
    await drop?.();
  });
  return pair;
}
