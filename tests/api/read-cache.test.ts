// The read caches of an instance (db/read-cache.ts) and the change feed behind them (db/changes.ts):
// - on either database, a stream of live events ends as soon as its session is logged out, not at the
//   next 20 s heartbeat (the change feed tells the streams);
// - on PostgreSQL with two instances, each keeps the session and the report head it read, sees a change made
//   through itself at once, and a change made through the other once PostgreSQL's notification arrives;
// - on SQLite the server keeps them too, and a change another program makes to the file (a second handle here,
//   as the sqlite3 shell or the import tool would) is seen by the very next request (PRAGMA data_version).
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheOf } from '../../src/server/db/read-cache';
import { testOnPostgres } from '../support/api-db';
import { twoInstances } from '../support/two-instances';
import { startTestServer, type TestServer } from '../support/server';
import { listen, listenOn } from './live-support';
import { createSum, freshDay, hotelRow, rcCalls } from './rc-support';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

const BRANCH = 3;
const RECEPTION = 'reception.hbt1@sumbook.test';

/** Calls `read` until `done` holds for its answer (at most `ms`); answers the last answer. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 3000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() - t0 > ms) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a live event stream', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('ends as soon as its session is logged out, long before the 20 s heartbeat', async () => {
    const base = await listenOn(s.app);
    const { token, cookie } = await s.login(RECEPTION);
    const l = await listen(base, token);
    const t0 = Date.now();
    const out = await s.app.inject({ url: apiUrl(userApi.logout, {}), headers: { cookie } });
    expect(out.json().status).toBe(1);
    const ended = await Promise.race([l.ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    l.close();
    expect(ended).toBe(true);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe.skipIf(testOnPostgres())('read caches of the SQLite file', () => {
  let s: TestServer;
  let other: SQLite.Database;
  beforeAll(async () => {
    s = await startTestServer();
    other = new SQLite(s.config.database);
  });
  afterAll(async () => {
    other.close();
    await s.close();
  });

  const infor = (token: string) => s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) });

  it('keep the head and the session, and see a save made through the server at once', async () => {
    const { token } = await s.login(RECEPTION);
    const day = freshDay('2034-03-01');
    await createSum(s, token, BRANCH, day, [hotelRow('h1', day)]);
    expect((await rcCalls(s).view(token, BRANCH, day)).json().data.revision).toBe(1);
    expect(readCacheOf(s.db, 'docs.latestHead', ['documents'])?.size).toBeGreaterThan(0);
    expect(readCacheOf(s.db, 'auth', ['users', 'sessions', 'branches'])?.size).toBeGreaterThan(0);
    for (let revision = 1; revision <= 3; revision++) {
      const row = hotelRow('h1', day, { name: `round ${revision}` });
      const saved = await rcCalls(s).save(token, BRANCH, { day, version: 1, revision, content: [row] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await rcCalls(s).view(token, BRANCH, day)).json().data.revision).toBe(revision + 1);
    }
  });

  it('see a report changed by another program with the next request', async () => {
    const { token } = await s.login(RECEPTION);
    const day = freshDay('2034-03-01');
    await createSum(s, token, BRANCH, day, [hotelRow('h1', day)]);
    const view = async () => (await rcCalls(s).view(token, BRANCH, day)).json().data;
    expect((await view()).revision).toBe(1);
    expect((await view()).revision).toBe(1);
    other
      .prepare("UPDATE documents SET revision = 7, updated_at = ? WHERE kind = 'rc' AND branch_id = ? AND period = ?")
      .run(new Date().toISOString(), BRANCH, day);
    expect((await view()).revision).toBe(7);
  });

  it('refuse a session revoked, or a user blocked, by another program with the next request', async () => {
    const revoked = await s.login(RECEPTION);
    expect((await infor(revoked.token)).statusCode).toBe(200);
    expect((await infor(revoked.token)).statusCode).toBe(200);
    const [, payload] = revoked.token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
    other.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').run(new Date().toISOString(), sid);
    expect((await infor(revoked.token)).statusCode).toBe(401);

    const blocked = await s.login('supervisor.hbt1@sumbook.test');
    expect((await infor(blocked.token)).statusCode).toBe(200);
    expect((await infor(blocked.token)).statusCode).toBe(200);
    other.prepare('UPDATE users SET blocked = 1 WHERE id = ?').run(blocked.user.id);
    expect((await infor(blocked.token)).statusCode).toBe(401);
  });
});

describe.skipIf(!testOnPostgres())('read caches of two instances on one PostgreSQL', () => {
  const pair = twoInstances();

  const revisionOn = async (s: TestServer, token: string, day: string) =>
    (await rcCalls(s).view(token, BRANCH, day)).json().data?.revision as number | undefined;

  it('keep the head and the session they read, and see a change made through themselves at once', async () => {
    const { token } = await pair.a.login(RECEPTION);
    const day = freshDay('2034-02-01');
    await createSum(pair.a, token, BRANCH, day, [hotelRow('h1', day)]);
    expect(await revisionOn(pair.a, token, day)).toBe(1);
    const heads = readCacheOf(pair.a.db, 'docs.latestHead', ['documents']);
    const sessions = readCacheOf(pair.a.db, 'auth', ['users', 'sessions', 'branches']);
    // Kept once the instance listens (at start it may still be connecting its listener).
    const kept = await until(
      async () => {
        await revisionOn(pair.a, token, day);
        return heads?.size ?? 0;
      },
      (n) => n > 0,
    );
    expect(kept).toBeGreaterThan(0);
    expect(sessions?.size).toBeGreaterThan(0);
    for (let revision = 1; revision <= 15; revision++) {
      const row = hotelRow('h1', day, { name: `round ${revision}` });
      const saved = await rcCalls(pair.a).save(token, BRANCH, { day, version: 1, revision, content: [row] });
      expect(saved.statusCode, saved.body).toBe(200);
      const view = (await rcCalls(pair.a).view(token, BRANCH, day)).json().data;
      expect(view.revision).toBe(revision + 1);
      expect(view.content[0].name).toBe(`ROUND ${revision}`);
    }
  });

  it('see a change made through the other instance once its notification arrives', async () => {
    const { token } = await pair.a.login(RECEPTION);
    const day = freshDay('2034-02-01');
    await createSum(pair.a, token, BRANCH, day, [hotelRow('h1', day)]);
    expect(
      await until(
        () => revisionOn(pair.b, token, day),
        (r) => r === 1,
      ),
    ).toBe(1);
    for (let revision = 1; revision <= 5; revision++) {
      const saved = await rcCalls(pair.a).save(token, BRANCH, {
        day,
        version: 1,
        revision,
        content: [hotelRow('h1', day)],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        await until(
          () => revisionOn(pair.b, token, day),
          (r) => r === revision + 1,
        ),
      ).toBe(revision + 1);
      expect(await revisionOn(pair.b, token, day)).toBe(revision + 1);
    }
  });

  it('refuse a session logged out through the other instance', async () => {
    const { token, cookie } = await pair.a.login(RECEPTION);
    const infor = () => pair.b.app.inject({ url: apiUrl(userApi.infor, {}), headers: pair.b.auth(token) });
    expect((await infor()).statusCode).toBe(200);
    expect((await infor()).statusCode).toBe(200);
    expect((await pair.a.app.inject({ url: apiUrl(userApi.logout, {}), headers: { cookie } })).json().status).toBe(1);
    const after = await until(
      async () => (await infor()).statusCode,
      (code) => code === 401,
    );
    expect(after).toBe(401);
    expect((await pair.a.app.inject({ url: apiUrl(userApi.infor, {}), headers: pair.a.auth(token) })).statusCode).toBe(
      401,
    );
  });
});
