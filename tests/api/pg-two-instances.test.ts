// Two server instances on one PostgreSQL database (issue 17): a stale save through one and a save through
// the other give one winner; a token of one works on the other; the sign-in limits and idempotency keys
// are shared through the database. Runs in the PostgreSQL pass of the API tests (SUMBOOK_TEST_DB=postgres).
import { describe, expect, it } from 'vitest';
import { testOnPostgres } from '../support/api-db';
import { twoInstances } from '../support/two-instances';
import type { TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

const SAVE_REFUSED = "Can't SAVE report, please reload page and check again.";

describe.skipIf(!testOnPostgres())('two instances on one PostgreSQL', () => {
  const throttle = { perEmail: 3, perIp: 1000, windowMs: 60_000 };
  const pair = twoInstances({ throttle });

  it('are both on PostgreSQL, with one signing secret made in the database', () => {
    expect(pair.a.config.database).toMatch(/^postgres:/);
    expect(pair.a.config.database).toBe(pair.b.config.database);
    expect(pair.a.config.jwtSecret).toHaveLength(64);
    expect(pair.a.config.jwtSecret).toBe(pair.b.config.jwtSecret);
    expect(pair.a.config.dataDir).not.toBe(pair.b.config.dataDir);
  });

  it('a token issued by one instance works on the other', async () => {
    const { token } = await pair.a.login('reception.hbt1@sumbook.test');
    const res = await pair.b.app.inject({ url: apiUrl(userApi.infor, {}), headers: pair.b.auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('reception.hbt1@sumbook.test');
  });

  it('two saves on the same revision through the two instances give one winner', async () => {
    const token = (await pair.a.login('reception.hbt1@sumbook.test')).token;
    const day = freshDay('2033-01-01');
    await createSum(pair.a, token, 3, day, [hotelRow('h1', day)]);
    for (let round = 1; round <= 5; round++) {
      const [ra, rb] = await Promise.all([
        rcCalls(pair.a).save(token, 3, {
          day,
          version: 1,
          revision: round,
          content: [hotelRow('h1', day, { name: 'a' })],
        }),
        rcCalls(pair.b).save(token, 3, {
          day,
          version: 1,
          revision: round,
          content: [hotelRow('h1', day, { name: 'b' })],
        }),
      ]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
      const loser = ra.statusCode === 409 ? ra : rb;
      expect(loser.json()).toEqual(refusal(SAVE_REFUSED));
      const stored = (await rcCalls(pair.b).view(token, 3, day)).json().data;
      expect(stored.revision).toBe(round + 1);
      expect(stored.content[0].name).toBe(ra.statusCode === 200 ? 'A' : 'B');
    }
  });

  it('counts failed sign-ins on both instances together', async () => {
    const email = 'manager.hbt1@sumbook.test';
    const wrong = (s: TestServer) =>
      s.app.inject({ method: 'POST', url: apiUrl(userApi.login, {}), payload: { email, password: 'wrong-password' } });
    expect((await wrong(pair.a)).statusCode).toBe(401);
    expect((await wrong(pair.b)).statusCode).toBe(401);
    expect((await wrong(pair.a)).statusCode).toBe(401);
    const fourth = await wrong(pair.b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().msg).toMatch(/^Too many sign-in attempts/);
  });

  it('answers an idempotency key once across the instances', async () => {
    const token = (await pair.a.login('reception.hbt1@sumbook.test')).token;
    const day = freshDay('2033-01-01');
    const key = `idem-${Date.now().toString(36)}-two`;
    const body = { maker: 'Nguyen Thi Lan', note: '', day, version: 1, revision: 0, content: [hotelRow('h1', day)] };
    const call = (s: TestServer) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(rcApi.save, { branchId: 3 }),
        headers: { ...s.auth(token), 'idempotency-key': key },
        payload: body,
      });
    const [first, second] = await Promise.all([call(pair.a), call(pair.b)]);
    const codes = [first.statusCode, second.statusCode].sort();
    // Either the second copy waited for the first and replays its answer, or it arrived while the first
    // was running and is told so; never two creations.
    expect(codes[0]).toBe(201);
    expect([201, 409]).toContain(codes[1]);
    const replay = await call(pair.b);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    const versions = await pair.a.db
      .selectFrom('documents')
      .select('id')
      .where('kind', '=', 'rc')
      .where('branch_id', '=', 3)
      .where('period', '=', day)
      .execute();
    expect(versions).toHaveLength(1);
  });
});
