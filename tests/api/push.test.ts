// Web Push over real HTTP: a local server stands in for the push service; the devices' keys are made here, and
// what arrives is decrypted (aes128gcm) and its VAPID signature checked, as a browser's push service would.
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { decryptPush, deviceKeys, startPushService, type Push, type PushService } from './push-support';
import { hotelRow, rcCalls, today } from './rc-support';
import { notificationApi } from '../../src/contract/notification';
import { pushApi } from '../../src/contract/push';
import { rcApi } from '../../src/contract/rc';
import { userApi } from '../../src/contract/user';
import { apiUrl, pathTo } from '../support/api-path';
import { testOnPostgres } from '../support/api-db';
import { twoInstances } from '../support/two-instances';
import ja from '../../src/locales/ja/mail.json' with { type: 'json' };

let s: TestServer;
let ps: PushService;
beforeAll(async () => {
  ps = await startPushService();
  s = await startTestServer({ push: { subject: 'mailto:it@sumbook.test', hosts: ['127.0.0.1'] } });
});
afterAll(async () => {
  await s?.close();
  await ps?.close();
});

let deviceCount = 0;
/** Signs in and subscribes a new device of the user; answers its keys and the push service path it uses. */
async function device(email: string) {
  const who = await s.login(email);
  const keys = deviceKeys();
  deviceCount += 1;
  const path = `/push/${deviceCount}`;
  const res = await s.app.inject({
    method: 'POST',
    url: apiUrl(pushApi.subscribe, {}),
    headers: s.auth(who.token),
    payload: { endpoint: `${ps.base}${path}`, keys: keys.json },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, keys, path };
}

const subscriptions = (userId: number) =>
  s.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

/** Waits (polling the database, at most 5 s) until the condition holds. */
async function until(what: string, ok: () => Promise<boolean>) {
  const end = Date.now() + 5000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`not ${what} within 5 s`);
    await new Promise((r) => setImmediate(r));
  }
}

async function checkVapid(push: Push) {
  const key = (
    await s.app.inject({
      url: apiUrl(pushApi.publicKey, {}),
      headers: s.auth((await s.login('ceo@sumbook.test')).token),
    })
  ).json().key as string;
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
  expect(m?.[2]).toBe(key);
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const { payload } = await jwtVerify(m?.[1] ?? '', await importJWK(jwk, 'ES256'));
  expect(payload).toMatchObject({ aud: ps.base, sub: 'mailto:it@sumbook.test' });
  expect(push.headers['content-encoding']).toBe('aes128gcm');
}

describe('web push', () => {
  it('pushes an edit request to the manager and its answer to the receptionist, encrypted for each device', async () => {
    const rc = rcCalls(s);
    const day = today(3);
    const reception = await device('reception.hbt1@sumbook.test');
    const manager = await device('manager.hbt1@sumbook.test');
    const start = (await rc.view(reception.token, 3, day)).json().data;
    const saved = await rc.save(reception.token, 3, {
      day,
      version: 1,
      revision: start.revision,
      content: [hotelRow('h1', day)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await rc.send(reception.token, 3, { day, version: 1, revision: saved.json().data.revision, note: '' });

    const ask = await rc.post(reception.token, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'Card, not cash',
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const push = await ps.next(manager.path);
    await checkVapid(push);
    const notice = JSON.parse(decryptPush(push.body, manager.keys));
    const list = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(manager.token) })).json();
    const request = list.data.find((n: { type: number }) => n.type === 1);
    expect(notice).toEqual({
      id: request.id,
      title: 'Edit request',
      body: `${request.title}\n${request.Conent}`,
      url: request.link,
      unread: list.unread,
    });
    expect(notice.body).toContain('Card, not cash');
    // Another device's keys cannot read it.
    expect(() => decryptPush(push.body, reception.keys)).toThrow();

    const agree = await rc.patch(manager.token, pathTo(notificationApi.update, { id: String(request.id) }), {
      isread: true,
      answer: 'Agree change sum',
    });
    expect(agree.statusCode, agree.body).toBe(200);
    const reply = JSON.parse(decryptPush((await ps.next(reception.path)).body, reception.keys));
    expect(reply).toMatchObject({ title: 'Answer to your edit request', url: request.link });
    expect(reply.body).toContain('Your request : Agree change sum (version 2)');
  });

  it('forgets a subscription the push service answers 410 for, and one whose session logs out', async () => {
    const ceo = (await s.login('ceo@sumbook.test')).token;
    const gone = await device('supervisor.hbt1@sumbook.test');
    const kept = await device('supervisor.hbt1@sumbook.test');
    ps.answer.set(gone.path, 410);
    expect(await subscriptions(gone.user.id)).toHaveLength(2);
    const sent = await s.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: s.auth(ceo),
      payload: { title: 'Unpaid bill', Conent: 'HI 555 unpaid', type: 10, sent_to: gone.user.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const arrived = JSON.parse(decryptPush((await ps.next(kept.path)).body, kept.keys));
    expect(arrived).toMatchObject({ title: 'Unpaid bill to check', body: 'Unpaid bill\nHI 555 unpaid' });
    await until('removed after 410', async () => (await subscriptions(gone.user.id)).length === 1);
    expect((await subscriptions(gone.user.id))[0].endpoint).toBe(`${ps.base}${kept.path}`);

    const out = await s.app.inject({
      url: apiUrl(userApi.logout, {}),
      headers: { ...s.auth(kept.token), cookie: kept.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await subscriptions(gone.user.id)).toHaveLength(0);
  });

  it('writes the heading in the recipient’s language (users.lang), the notice itself as it was typed', async () => {
    const ceo = (await s.login('ceo@sumbook.test')).token;
    const jp = await device('accountant.hbt1@sumbook.test');
    await s.db.updateTable('users').set({ lang: 'ja' }).where('id', '=', jp.user.id).execute();
    const sent = await s.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: s.auth(ceo),
      payload: { title: 'Unpaid bill', Conent: 'HI 556 unpaid', type: 10, sent_to: jp.user.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const arrived = JSON.parse(decryptPush((await ps.next(jp.path)).body, jp.keys));
    expect(arrived).toMatchObject({ title: ja['Unpaid bill to check'], body: 'Unpaid bill\nHI 556 unpaid' });
    expect(ja['Unpaid bill to check']).toBe('確認が必要な未払い請求');
  });

  it('refuses an endpoint that is not a push service, and unsubscribes only the own device', async () => {
    const me = await s.login('accountant.hbt1@sumbook.test');
    const other = await device('manager.tvl1@sumbook.test');
    const bad = await s.app.inject({
      method: 'POST',
      url: apiUrl(pushApi.subscribe, {}),
      headers: s.auth(me.token),
      payload: { endpoint: 'http://10.0.0.5/internal', keys: deviceKeys().json },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await s.app.inject({ url: apiUrl(pushApi.publicKey, {}) });
    expect(anonymous.statusCode).toBe(401);
    const endpoint = `${ps.base}${other.path}`;
    const notMine = await s.app.inject({
      method: 'POST',
      url: apiUrl(pushApi.unsubscribe, {}),
      headers: s.auth(me.token),
      payload: { endpoint },
    });
    expect(notMine.statusCode).toBe(200);
    expect(await subscriptions(other.user.id)).toHaveLength(1);
    const mine = await s.app.inject({
      method: 'POST',
      url: apiUrl(pushApi.unsubscribe, {}),
      headers: s.auth(other.token),
      payload: { endpoint },
    });
    expect(mine.statusCode).toBe(200);
    expect(await subscriptions(other.user.id)).toHaveLength(0);
  });
});

describe.skipIf(!testOnPostgres())('web push on two instances of one PostgreSQL database', () => {
  const pair = twoInstances({ push: { subject: 'mailto:it@sumbook.test', hosts: ['127.0.0.1'] } });

  it('signs with the keys made once in the database: a device subscribed through one gets pushes from the other', async () => {
    const key = async (srv: TestServer) => {
      const token = (await srv.login('ceo@sumbook.test')).token;
      return (await srv.app.inject({ url: apiUrl(pushApi.publicKey, {}), headers: srv.auth(token) })).json().key;
    };
    const [keyA, keyB] = [await key(pair.a), await key(pair.b)];
    expect(keyA).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keyB).toBe(keyA);

    const me = await pair.a.login('manager.hbt1@sumbook.test');
    const keys = deviceKeys();
    const path = '/push/two-instances';
    const sub = await pair.a.app.inject({
      method: 'POST',
      url: apiUrl(pushApi.subscribe, {}),
      headers: pair.a.auth(me.token),
      payload: { endpoint: `${ps.base}${path}`, keys: keys.json },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const ceo = (await pair.b.login('ceo@sumbook.test')).token;
    const sent = await pair.b.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: pair.b.auth(ceo),
      payload: { title: 'Unpaid bill', Conent: 'HI 777 unpaid', type: 10, sent_to: me.user.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const push = await ps.next(path);
    expect(String(push.headers.authorization)).toContain(`k=${keyA}`);
    expect(JSON.parse(decryptPush(push.body, keys))).toMatchObject({ body: 'Unpaid bill\nHI 777 unpaid' });
  });
});
