// Issue 17, Proof > Concurrency: the 14 branches' receptionists save their sums at once through two server
// instances (real listening HTTP servers) on one PostgreSQL database: no row lost or mixed up, every refusal
// a 409 with the spec's text (scenario in tests/support/concurrency.ts). CONCURRENCY_SECONDS sets the length
// (default 12; `npm run bench -- concurrency` runs 60 s). Runs in the PostgreSQL pass of the API tests.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgDatabase, testOnPostgres } from '../support/api-db';
import { runConcurrencyScenario, scenarioLine } from '../support/concurrency';
import { startTestServer, type TestServer } from '../support/server';

const SECONDS = Number(process.env.CONCURRENCY_SECONDS ?? 12);
const DAY = '2036-02-14';

describe.skipIf(!testOnPostgres())('14 receptionists saving at once through two instances on one PostgreSQL', () => {
  const servers: TestServer[] = [];
  const bases: string[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshPgDatabase();
    drop = db.drop;
    for (let i = 0; i < 2; i++) {
      const s = await startTestServer({ database: db.url });
      servers.push(s);
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await drop?.();
  });

  it(
    'loses and mixes up no row, and refuses only with a 409 and the spec text',
    async () => {
      const r = await runConcurrencyScenario({ bases, seconds: SECONDS, day: DAY });
      console.log(scenarioLine(r));
      expect(r.problems).toEqual([]);
      expect(r.branches).toBe(14);
      expect(r.refusals).toBeGreaterThan(0);
      expect(r.acks).toBe(Object.values(r.revisions).reduce((a, b) => a + b, 0));
      expect(r.acks + r.refusals).toBe(r.saves);
      // The database itself: one version per branch for the day, at the last acknowledged revision.
      const stored = await servers[0].db
        .selectFrom('documents')
        .select(['branch_id', 'version', 'revision'])
        .where('kind', '=', 'rc')
        .where('period', '=', DAY)
        .execute();
      expect(Object.fromEntries(stored.map((d) => [d.branch_id, d.revision]))).toEqual(r.revisions);
      expect(stored.every((d) => d.version === 1)).toBe(true);
    },
    (SECONDS + 120) * 1000,
  );
});
