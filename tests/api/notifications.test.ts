import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { notificationApi } from '../../src/contract/notification';
import { apiUrl } from '../support/api-path';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('notifications', () => {
  it('stores a notification with the spec fields, lists it for the addressee only, and marks it read', async () => {
    const ceo = await s.login('ceo@sumbook.test');
    const mgr = await s.login('manager.tvl1@sumbook.test');
    const sent = await s.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: s.auth(ceo.token),
      payload: { title: 'Unpaid bill', Conent: 'HI 555 unpaid', type: 10, sent_to: mgr.user.id },
    });
    expect(sent.statusCode).toBe(201);
    const list = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(mgr.token) })).json();
    expect(list.unread).toBe(1);
    expect(list.data[0]).toMatchObject({
      title: 'Unpaid bill',
      Conent: 'HI 555 unpaid',
      type: 10,
      isread: false,
      answer: '',
      sent_from: 'Suzuki Ichiro',
      sent_to: mgr.user.id,
    });
    expect(list.data[0].time_created).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const other = await s.login('manager.hbt1@sumbook.test');
    const theirs = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(other.token) })).json();
    expect(theirs.data.some((n: { title: string }) => n.title === 'Unpaid bill')).toBe(false);
    const steal = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(notificationApi.update, { id: list.data[0].id }),
      payload: { isread: true },
      headers: s.auth(other.token),
    });
    expect(steal.statusCode).toBe(404);

    const read = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(notificationApi.update, { id: list.data[0].id }),
      payload: { isread: true, answer: 'close' },
      headers: s.auth(mgr.token),
    });
    expect(read.json().msg).toBe('Update Success');
    const after = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(mgr.token) })).json();
    expect(after.unread).toBe(0);
    expect(after.data[0]).toMatchObject({ isread: true, answer: 'close' });
  });

  it('reaches every holder of a role at a branch', async () => {
    const ceo = await s.login('ceo@sumbook.test');
    await s.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: s.auth(ceo.token),
      payload: { title: 'To supervisors of HBT1', type: 10, role: 3, branch: 3 },
    });
    const sup = await s.login('supervisor.hbt1@sumbook.test');
    const supTvl = await s.login('supervisor.tvl1@sumbook.test');
    const mine = (await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(sup.token) })).json()
      .data;
    const notMine = (
      await s.app.inject({ url: apiUrl(notificationApi.list, {}), headers: s.auth(supTvl.token) })
    ).json().data;
    expect(mine.map((n: { title: string }) => n.title)).toContain('To supervisors of HBT1');
    expect(notMine.map((n: { title: string }) => n.title)).not.toContain('To supervisors of HBT1');
  });

  it('refuses a malformed notification with 400 and stores nothing', async () => {
    const ceo = await s.login('ceo@sumbook.test');
    const before = await s.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(notificationApi.send, {}),
      headers: s.auth(ceo.token),
      payload: { title: '', type: 99 },
    });
    expect(res.statusCode).toBe(400);
    const after = await s.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
