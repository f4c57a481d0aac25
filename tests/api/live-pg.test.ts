// Live events across two server instances on one PostgreSQL database (LISTEN/NOTIFY): a notice made through
// instance A reaches a stream open on instance B, so does a sent sum; when B's listening connection is
// killed it reconnects, and its streams catch up on what they may have missed. Runs in the PostgreSQL pass
// of the API tests (SUMBOOK_TEST_DB=postgres), on a database of its own copied from the seeded template.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { freshPgDatabase, testOnPostgres } from '../support/api-db';
import { isNotice, listen, listenOn, type Listener } from './live-support';
import { hotelRow, today } from './rc-support';
import { notificationApi } from '../../src/contract/notification';
import { rcApi } from '../../src/contract/rc';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

let database: { url: string; drop(): Promise<void> } | undefined;
const servers: { built: BuiltApp; base: string; dataDir: string }[] = [];
const open: Listener[] = [];

async function instance() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-live-pg-'));
  const config = loadConfig({ SEED: 'demo' }, { dataDir, database: database?.url });
  const built = await buildApp(config, { serveClient: false, checkAnswers: true });
  const server = { built, base: await listenOn(built.app), dataDir };
  servers.push(server);
  return server;
}

async function login(srv: BuiltApp, email: string) {
  const res = await srv.app.inject({
    method: 'POST',
    url: apiUrl(userApi.login, {}),
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; user: { id: number } };
}

async function call(srv: BuiltApp, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await srv.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe.skipIf(!testOnPostgres())('live events across two instances on PostgreSQL', () => {
  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    database = await freshPgDatabase();
    a = await instance();
    b = await instance();
  }, 120_000);
  afterEach(() => {
    for (const l of open.splice(0)) l.close();
  });
  afterAll(async () => {
    for (const srv of servers) {
      await srv.built.app.close();
      rmSync(srv.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it('brings a notice made on A and a sum sent on A to a stream on B', async () => {
    const ceo = (await login(a.built, 'ceo@sumbook.test')).access_token;
    const manager = await login(b.built, 'manager.hbt1@sumbook.test');
    const other = await login(b.built, 'manager.tvl1@sumbook.test');
    const onB = await listen(b.base, manager.access_token);
    const otherOnB = await listen(b.base, other.access_token);
    open.push(onB, otherOnB);

    const sent = await call(a.built, ceo, 'POST', apiUrl(notificationApi.send, {}), {
      title: 'Across instances',
      type: 2,
      role: 2,
      branch: 3,
    });
    const frame = await onB.waitFor(isNotice(sent.id), 'the notice made on A');
    expect(JSON.parse(frame.data)).toMatchObject({ id: sent.id, title: 'Across instances', role: 2, branch: 3 });

    const reception = (await login(a.built, 'reception.hbt1@sumbook.test')).access_token;
    const day = today(3);
    const start = (await call(a.built, reception, 'GET', apiUrl(rcApi.viewSum, { branchId: 3, date: day }))).data;
    const saved = await call(a.built, reception, 'POST', apiUrl(rcApi.save, { branchId: 3 }), {
      day,
      version: 1,
      revision: start.revision,
      maker: 'Nguyen Thi Lan',
      note: '',
      content: [hotelRow('h1', day)],
    });
    await a.built.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.send, { branchId: 3 }),
      headers: { authorization: `Bearer ${reception}` },
      payload: { day, version: 1, revision: saved.data.revision, note: '' },
    });
    const lock = await onB.waitFor((f) => f.event === 'sent', 'the sent sum');
    expect(JSON.parse(lock.data)).toMatchObject({ kind: 'rc', branch: 3, period: day, version: 1 });

    // The TVL1 manager (another branch and area) got neither; a notice of theirs proves the stream was live.
    const fence = await call(a.built, ceo, 'POST', apiUrl(notificationApi.send, {}), {
      title: 'Fence',
      type: 2,
      role: 2,
      branch: 1,
    });
    await otherOnB.waitFor(isNotice(fence.id), 'the fence');
    expect(otherOnB.frames.map((f) => f.event)).toEqual(['ready', 'notice']);
  });

  it('reconnects a killed listener and catches its streams up', async () => {
    const ceo = (await login(a.built, 'ceo@sumbook.test')).access_token;
    const manager = await login(b.built, 'manager.hbt1@sumbook.test');
    const onB = await listen(b.base, manager.access_token);
    open.push(onB);

    const admin = new pg.Client({ connectionString: database?.url });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);

    // Made while the listeners are down (or just back): it reaches B live or through the catch-up, once.
    const sent = await call(a.built, ceo, 'POST', apiUrl(notificationApi.send, {}), {
      title: 'While away',
      type: 2,
      sent_to: manager.user.id,
    });
    await onB.waitFor((f) => f.event === 'resync', 'the resync after the reconnect', 15_000);
    await onB.waitFor(isNotice(sent.id), 'the notice made while away', 15_000);
    const after = await call(a.built, ceo, 'POST', apiUrl(notificationApi.send, {}), {
      title: 'After',
      type: 2,
      sent_to: manager.user.id,
    });
    await onB.waitFor(isNotice(after.id), 'a notice after the reconnect');
    expect(onB.noticeIds()).toEqual([sent.id, after.id]);
  });
});
