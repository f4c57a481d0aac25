import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const patch = (url: string, token: string, key: string, payload: object) =>
  s.app.inject({ method: 'PATCH', url, payload, headers: { ...s.auth(token), 'idempotency-key': key } });

describe('Idempotency-Key is bound to its call', () => {
  it('answers 422 when a key is reused for another path, and does not apply that call', async () => {
    const { token } = await s.login('manager.hbt1@sumbook.test');
    const key = 'bound-key-0001';
    expect((await patch(apiUrl(userApi.updateOther, {}), token, key, { theme: 'dark' })).statusCode).toBe(200);
    const other = await patch(apiUrl(userApi.updateAccHiddenTab, {}), token, key, { accHiddenTab: { Bill: ['Bill'] } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(refusal('Idempotency-Key reused for another request'));
    expect(other.headers['idempotent-replay']).toBeUndefined();
    const me = (await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) })).json().data;
    expect(me.accHiddenTab.Bill).not.toEqual(['Bill']);
  });

  it('answers 422 when a key is reused for the same call with another body, and does not apply it', async () => {
    const { token } = await s.login('supervisor.hbt1@sumbook.test');
    const key = 'bound-key-0004';
    const url = apiUrl(userApi.updateOther, {});
    expect((await patch(url, token, key, { makerName: 'First' })).statusCode).toBe(200);
    const other = await patch(url, token, key, { makerName: 'Second' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(refusal('This request was already sent with different data'));
    expect(other.headers['idempotent-replay']).toBeUndefined();
    const me = (await s.app.inject({ url: apiUrl(userApi.infor, {}), headers: s.auth(token) })).json().data;
    expect(me.settings.makerName).toBe('First');
    const same = await patch(url, token, key, { makerName: 'First' });
    expect(same.headers['idempotent-replay']).toBe('true');
  });

  it('still replays the same call, and keeps keys apart per user', async () => {
    const a = await s.login('manager.tvl1@sumbook.test');
    const b = await s.login('supervisor.tvl1@sumbook.test');
    const key = 'bound-key-0002';
    const first = await patch(apiUrl(userApi.updateOther, {}), a.token, key, { makerName: 'Tam' });
    const again = await patch(apiUrl(userApi.updateOther, {}), a.token, key, { makerName: 'Tam' });
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const theirs = await patch(apiUrl(userApi.updateOther, {}), b.token, key, { makerName: 'Huy' });
    expect(theirs.headers['idempotent-replay']).toBeUndefined();
    expect(theirs.json().data).toEqual({ makerName: 'Huy' });
  });

  it('replays an answer stored before calls were recorded (no request fingerprint)', async () => {
    const { token, user } = await s.login('ceo@sumbook.test');
    await s.db
      .insertInto('idempotency')
      .values({
        key: 'legacy-key-0003',
        user_id: user.id,
        status_code: 200,
        body: '{"status":1,"msg":"old","data":{}}',
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await patch(apiUrl(userApi.updateOther, {}), token, 'legacy-key-0003', { theme: 'light' });
    expect(res.headers['idempotent-replay']).toBe('true');
    expect(res.json()).toEqual({ status: 1, msg: 'old', data: {} });
  });
});
