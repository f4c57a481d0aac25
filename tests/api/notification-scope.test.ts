import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { notificationApi } from '../../src/contract/notification';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let reception: Awaited<ReturnType<TestServer['login']>>;
beforeAll(async () => {
  s = await startTestServer();
  reception = await s.login('reception.hbt1@sumbook.test');
});
afterAll(async () => {
  await s.close();
});

const send = (token: string, payload: object) =>
  s.app.inject({ method: 'POST', url: apiUrl(notificationApi.send, {}), headers: s.auth(token), payload });
const userId = async (email: string) =>
  (await s.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const count = async () =>
  Number(
    (
      await s.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /user/sent_noti refuses what a user may not post', () => {
  it('refuses a fake edit request, a fake result and any ref with 403, storing nothing', async () => {
    const before = await count();
    const fake = await send(reception.token, { title: 'Please agree', type: 1, role: 2, branch: 3 });
    expect(fake.statusCode).toBe(403);
    expect(fake.json().status).toBe(0);
    expect(fake.json().msg).toMatch(/made by Sumbook itself/);
    expect((await send(reception.token, { title: 'Agreed', type: 4, role: 2, branch: 3 })).statusCode).toBe(403);
    expect(
      (await send(reception.token, { title: 'Unpaid', type: 10, role: 2, branch: 3, ref: 'rc:3:2026-05-01:1' }))
        .statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses a role at another branch or area, or at every branch, and a user of another branch', async () => {
    const before = await count();
    const otherArea = await send(reception.token, { title: 'Hello', type: 10, role: 2, branch: 1 });
    expect(otherArea.statusCode).toBe(403);
    expect(otherArea.json().msg).toMatch(/^Mistake Branch Area/);
    expect((await send(reception.token, { title: 'Hello', type: 10, role: 2, branch: 5 })).json().msg).toMatch(
      /^Mistake Branch:/,
    );
    expect((await send(reception.token, { title: 'Hello', type: 10, role: 2 })).statusCode).toBe(403);
    expect(
      (await send(reception.token, { title: 'Hello', type: 10, sent_to: await userId('manager.tvl1@sumbook.test') }))
        .statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('posts within scope: a role at the own branch (0 = own) and a user of the own branch', async () => {
    expect((await send(reception.token, { title: 'Bill to check', type: 10, role: 2, branch: 0 })).statusCode).toBe(
      201,
    );
    expect(
      (
        await send(reception.token, {
          title: 'Direct note',
          type: 3,
          sent_to: await userId('manager.hbt1@sumbook.test'),
        })
      ).statusCode,
    ).toBe(201);
    const mgr = await s.login('manager.hbt1@sumbook.test');
    const titles = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(mgr.token) }))
      .json()
      .data.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Bill to check', 'Direct note']));
  });

  it('lets a role that reaches every branch notify a role everywhere', async () => {
    const ceo = await s.login('ceo@sumbook.test');
    expect((await send(ceo.token, { title: 'To every supervisor', type: 10, role: 3 })).statusCode).toBe(201);
    expect((await send(ceo.token, { title: 'To Phnom Penh', type: 10, role: 0, branch: 11 })).statusCode).toBe(201);
  });
});

describe('the bell lists role notifications of the branches a user reaches', () => {
  it("an area manager sees role-6 notices of every branch of the area, not of another area's", async () => {
    const base = {
      content: 'x',
      type: 10,
      sent_to: null,
      sent_from: 'test',
      sent_from_id: null,
      role: 6,
      created_at: new Date().toISOString(),
      isread: 0,
      answer: '',
      link: '',
    };
    await s.db
      .insertInto('notifications')
      .values([
        { ...base, title: 'scope TVL2', branch: 9 },
        { ...base, title: 'scope HBT1', branch: 3 },
      ])
      .execute();
    const area = await s.login('areamanager.hcm@sumbook.test');
    const res = await s.app.inject({
      method: 'GET',
      url: apiUrl(notificationApi.list, {}),
      headers: s.auth(area.token),
    });
    const titles = JSON.stringify(res.json());
    expect(titles).toContain('scope TVL2');
    expect(titles).not.toContain('scope HBT1');
  });
});
