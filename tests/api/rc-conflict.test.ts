// Versions and revisions: stale saves and sends are refused with the spec's words, two saves on the
// same revision give one winner, new versions only from the locked last version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls, serviceRow } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let reception: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
});

const SAVE_REFUSED = "Can't SAVE report, please reload page and check again.";
const SEND_REFUSED = "Can't SEND report, please reload page and check again.";
const EDIT_REFUSED = "Can't EDIT report, please reload page and check again.";

describe('stale writes', () => {
  it('refuses a save based on an older revision, and stores nothing of it', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    expect(
      (await rc.save(reception, 3, { day, version: 1, revision: 1, content: [hotelRow('h1', day), serviceRow('s1')] }))
        .statusCode,
    ).toBe(200);
    const stale = await rc.save(reception, 3, {
      day,
      version: 1,
      revision: 1,
      content: [hotelRow('h1', day, { name: 'lost edit' })],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal(SAVE_REFUSED));
    const stored = (await rc.view(reception, 3, day)).json().data;
    expect(stored.revision).toBe(2);
    expect(stored.content.map((r: { name: string }) => r.name)).toEqual(['TANAKA YUKI', 'SATO MAI']);
  });

  it('refuses a second creation of the same day', async () => {
    const day = freshDay();
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    const again = await rcCalls(s).save(reception, 3, { day, version: 1, revision: 0, content: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(SAVE_REFUSED);
  });

  it('gives one winner and one refusal to two saves based on the same revision', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const other = (await s.login('manager.hbt1@sumbook.test')).token;
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    const [a, b] = await Promise.all([
      rc.save(reception, 3, {
        day,
        version: 1,
        revision: 1,
        content: [hotelRow('h1', day, { name: 'from reception' })],
      }),
      rc.save(other, 3, { day, version: 1, revision: 1, content: [hotelRow('h1', day, { name: 'from manager' })] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().msg).toBe(SAVE_REFUSED);
    const winner = a.statusCode === 200 ? 'FROM RECEPTION' : 'FROM MANAGER';
    const stored = (await rc.view(reception, 3, day)).json().data;
    expect(stored).toMatchObject({ revision: 2 });
    expect(stored.content[0].name).toBe(winner);
  });

  it('gives one winner to two first saves of a new day', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const [a, b] = await Promise.all([
      rc.save(reception, 3, { day, version: 1, revision: 0, content: [hotelRow('a', day)] }),
      rc.save(reception, 3, { day, version: 1, revision: 0, content: [hotelRow('b', day)] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses a stale send and a send of a locked version; a save on a locked version is refused', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    await rc.save(reception, 3, { day, version: 1, revision: 1, content: [hotelRow('h1', day), serviceRow('s1')] });
    const stale = await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(SEND_REFUSED);
    expect((await rc.send(reception, 3, { day, version: 1, revision: 2 })).statusCode).toBe(200);
    const twice = await rc.send(reception, 3, { day, version: 1, revision: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(SEND_REFUSED);
    const save = await rc.save(reception, 3, { day, version: 1, revision: 3, content: [] });
    expect(save.json().msg).toBe(SAVE_REFUSED);
  });
});

describe('outbox replays', () => {
  it('answer a save that already reached the server as done, not as stale', async () => {
    const day = freshDay();
    const headers = { ...s.auth(reception), 'idempotency-key': `rc-save-${day}` };
    const payload = { day, version: 1, revision: 0, maker: 'Lan', content: [hotelRow('h1', day)] };
    const first = await s.app.inject({ method: 'POST', url: apiUrl(rcApi.save, { branchId: 3 }), headers, payload });
    const replay = await s.app.inject({ method: 'POST', url: apiUrl(rcApi.save, { branchId: 3 }), headers, payload });
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json().data.revision).toBe(1);
    expect((await rcCalls(s).view(reception, 3, day)).json().data.revision).toBe(1);
  });
});

describe('new versions', () => {
  it('are made only from the locked last version, once', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    const early = await rc.newVersion(manager, 3, day, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(EDIT_REFUSED);
    await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect((await rc.newVersion(reception, 3, day, 1)).statusCode).toBe(403);
    const [a, b] = await Promise.all([rc.newVersion(manager, 3, day, 1), rc.newVersion(manager, 3, day, 1)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const made = (a.statusCode === 201 ? a : b).json().data;
    expect(made).toMatchObject({ version: 2, revision: 0, edit: true });
    expect(made.content[0].ID).toBe('h1');
    const old = await rc.save(reception, 3, { day, version: 1, revision: 2, content: [] });
    expect(old.json().msg).toBe(SAVE_REFUSED);
    expect((await rc.newVersion(manager, 3, freshDay(), 1)).json().msg).toBe('Null Data this Day');
  });

  it('update after edit corrects the locked version in place for accountants, refused when stale', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const accountant = (await s.login('accountant.hbt1@sumbook.test')).token;
    await createSum(s, reception, 3, day, [hotelRow('h1', day)]);
    const notLocked = await rc.afterEdit(accountant, 3, {
      day,
      version: 1,
      revision: 1,
      content: [hotelRow('h1', day)],
    });
    expect(notLocked.json().msg).toBe(EDIT_REFUSED);
    await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect((await rc.afterEdit(reception, 3, { day, version: 1, revision: 2, content: [] })).statusCode).toBe(403);
    const fixed = await rc.afterEdit(accountant, 3, {
      day,
      version: 1,
      revision: 2,
      content: [hotelRow('h1', day, { minibar: 90_000, vnd: 2_090_000 })],
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      msg: 'Update Success',
      data: { edit: false, revision: 3, totals: { sum_minibar: 90_000, sum_sub: 2_090_000 } },
    });
    const stale = await rc.afterEdit(accountant, 3, { day, version: 1, revision: 2, content: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(EDIT_REFUSED);
    const wrongDay = await s.app.inject({
      method: 'PATCH',
      url: apiUrl(rcApi.afterEdit, { branchId: 3, date: freshDay() }),
      headers: s.auth(accountant),
      payload: { day, version: 1, revision: 3, content: [] },
    });
    expect(wrongDay.statusCode).toBe(400);
  });
});
