// Live events over real HTTP (GET /api/events read with fetch): a notice reaches exactly the users the
// bell would show it to, a sent sum and an answered edit request reach the branch's users, and a reconnect
// with Last-Event-ID brings each missed notice exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { isNotice, listen, listenOn, type Listener } from './live-support';
import { hotelRow, rcCalls, today } from './rc-support';
import { notificationApi } from '../../src/contract/notification';
import { rcApi } from '../../src/contract/rc';
import { apiUrl, pathTo } from '../support/api-path';

// One listening server for the file (each test makes its own notices and sum day); the last test closes its own.
let s: TestServer;
let base = '';
const open: Listener[] = [];
beforeAll(async () => {
  s = await startTestServer();
  base = await listenOn(s.app);
});
afterEach(() => {
  for (const l of open.splice(0)) l.close();
});
afterAll(async () => {
  await s.close();
});
const start = async () => s;
async function as(email: string, lastEventId?: string, srv = s, url = base) {
  const who = await srv.login(email);
  const l = await listen(url, who.token, lastEventId);
  open.push(l);
  return { ...who, l };
}

/** The CEO (every branch in scope) posts a notice; answers its id. */
async function notify(srv: TestServer, ceo: string, to: { sent_to?: number; role?: number; branch?: number }) {
  const res = await srv.app.inject({
    method: 'POST',
    url: apiUrl(notificationApi.send, {}),
    headers: srv.auth(ceo),
    payload: { title: `Live ${JSON.stringify(to)}`, Conent: 'Check the till', type: 2, ...to },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('live events', () => {
  it('brings a notification to its addressees only, with the bell fields', async () => {
    const srv = await start();
    const ceo = (await srv.login('ceo@sumbook.test')).token;
    const managerHbt = await as('manager.hbt1@sumbook.test');
    const managerTvl = await as('manager.tvl1@sumbook.test');
    const reception = await as('reception.hbt1@sumbook.test');

    const toManagersHbt = await notify(srv, ceo, { role: 2, branch: 3 });
    const toReception = await notify(srv, ceo, { sent_to: reception.user.id });
    const frame = await managerHbt.l.waitFor(isNotice(toManagersHbt), 'notice to the HBT1 managers');
    expect(JSON.parse(frame.data)).toMatchObject({
      id: toManagersHbt,
      title: 'Live {"role":2,"branch":3}',
      Conent: 'Check the till',
      type: 2,
      isread: false,
      role: 2,
      branch: 3,
    });
    await reception.l.waitFor(isNotice(toReception), 'notice to the receptionist');

    // Fences: a later notice to each user; frames keep the bus's order, so what did not come before it never will.
    const fenceTvl = await notify(srv, ceo, { role: 2, branch: 1 });
    const fenceHbt = await notify(srv, ceo, { sent_to: managerHbt.user.id });
    await managerTvl.l.waitFor(isNotice(fenceTvl), 'fence of the TVL1 manager');
    await managerHbt.l.waitFor(isNotice(fenceHbt), 'fence of the HBT1 manager');
    const fenceReception = await notify(srv, ceo, { sent_to: reception.user.id });
    await reception.l.waitFor(isNotice(fenceReception), 'fence of the receptionist');

    expect(managerHbt.l.noticeIds()).toEqual([toManagersHbt, fenceHbt]);
    expect(managerTvl.l.noticeIds()).toEqual([fenceTvl]);
    expect(reception.l.noticeIds()).toEqual([toReception, fenceReception]);
  });

  it('brings a sent sum and an answered edit request to the branch, not to another area', async () => {
    const srv = await start();
    const rc = rcCalls(srv);
    const day = today(3);
    const ceo = (await srv.login('ceo@sumbook.test')).token;
    const reception = await as('reception.hbt1@sumbook.test');
    const manager = await as('manager.hbt1@sumbook.test');
    const otherArea = await as('areamanager.hcm@sumbook.test');

    const start0 = (await rc.view(reception.token, 3, day)).json().data;
    const saved = await rc.save(reception.token, 3, {
      day,
      version: 1,
      revision: start0.revision,
      content: [hotelRow('h1', day)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await rc.send(reception.token, 3, { day, version: 1, revision: saved.json().data.revision, note: '' });
    const sent = await manager.l.waitFor((f) => f.event === 'sent', 'sent event');
    expect(JSON.parse(sent.data)).toEqual({
      kind: 'rc',
      branch: 3,
      period: day,
      version: 1,
      by: expect.any(String),
      byId: reception.user.id,
    });

    const ask = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'Card, not cash',
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const request = await manager.l.waitFor(
      (f) => f.event === 'notice' && JSON.parse(f.data).type === 1,
      'the edit request',
    );
    const agree = await rc.patch(manager.token, pathTo(notificationApi.update, { id: String(request.id) }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.statusCode, agree.body).toBe(200);
    const answered = await reception.l.waitFor((f) => f.event === 'answered', 'answered event');
    expect(JSON.parse(answered.data)).toMatchObject({
      ids: expect.arrayContaining([Number(request.id)]),
      answer: 'Agree change sum',
      kind: 'rc',
      branch: 3,
      period: day,
      version: 2,
      byId: manager.user.id,
    });
    const reply = await reception.l.waitFor(
      (f) => f.event === 'notice' && JSON.parse(f.data).type === 4,
      'the reply to the request',
    );
    expect(JSON.parse(reply.data).Conent).toContain('Agree change sum');

    const fence = await notify(srv, ceo, { sent_to: otherArea.user.id });
    await otherArea.l.waitFor(isNotice(fence), 'fence of the other area');
    expect(otherArea.l.frames.map((f) => f.event)).toEqual(['ready', 'notice']);
    // The receptionist made the request: the request's notice went to the manager and supervisor only.
    expect(reception.l.frames.some((f) => f.id === request.id)).toBe(false);
  });

  it('replays the notices missed while away exactly once after a reconnect with Last-Event-ID', async () => {
    const srv = await start();
    const ceo = (await srv.login('ceo@sumbook.test')).token;
    const first = await as('manager.hbt1@sumbook.test');
    const me = first.user.id;
    const n1 = await notify(srv, ceo, { sent_to: me });
    await first.l.waitFor(isNotice(n1), 'n1');
    first.l.close();

    const n2 = await notify(srv, ceo, { sent_to: me });
    const n3 = await notify(srv, ceo, { role: 2, branch: 3 });
    await notify(srv, ceo, { role: 2, branch: 1 });

    // `listen` waits for the ready frame, which comes after the catch-up.
    const again = await as('manager.hbt1@sumbook.test', String(n1));
    expect(again.l.noticeIds()).toEqual([n2, n3]);
    const n5 = await notify(srv, ceo, { sent_to: me });
    await again.l.waitFor(isNotice(n5), 'n5');
    expect(again.l.noticeIds()).toEqual([n2, n3, n5]);

    // Without Last-Event-ID (or with one that is not an id): only what comes next.
    const fresh = await as('manager.hbt1@sumbook.test', 'not-an-id');
    const n6 = await notify(srv, ceo, { sent_to: me });
    await fresh.l.waitFor(isNotice(n6), 'n6');
    expect(fresh.l.noticeIds()).toEqual([n6]);
  });

  it('refuses a call without a token, and answers a call that does not ask for a stream at once', async () => {
    const srv = await start();
    expect((await listen(base, null)).status).toBe(401);
    expect((await listen(base, 'not.a.token')).status).toBe(401);
    const { token } = await srv.login('reception.hbt1@sumbook.test');
    const plain = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(plain.status).toBe(406);
    expect((await plain.json()).msg).toContain('text/event-stream');
  });

  it('ends a stream when its access token expires, and every stream when the server closes', async () => {
    const own = await startTestServer({ accessTtl: 3 });
    const url = await listenOn(own.app);
    const expiring = await as('reception.hbt1@sumbook.test', undefined, own, url);
    const at = Date.now();
    await expiring.l.ended;
    expect(Date.now() - at).toBeLessThan(5000);
    const reception = await as('reception.hbt1@sumbook.test', undefined, own, url);
    await own.close();
    await reception.l.ended;
  });
});
