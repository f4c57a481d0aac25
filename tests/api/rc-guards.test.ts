// Row rules the server enforces itself (spec 1 section 5, spec 2 sections 5.4 and 6), and the answers
// an edit request and a result notice accept (spec 1 section 4.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls, serviceRow } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { notificationApi } from '../../src/contract/notification';
import { pathTo } from '../support/api-path';

let s: TestServer;
let reception: string;
let accountant: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
  accountant = (await s.login('accountant.hbt1@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
});

describe('row rules on the server', () => {
  it('refuses a row with both HI and SI, and an action over 30 characters, storing nothing', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const both = await rc.save(reception, 3, {
      day,
      version: 1,
      revision: 0,
      content: [hotelRow('h1', day, { SI: '5001' })],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().msg).toContain('Hotel invoice and service invoice are mutually exclusive');
    const long = await rc.save(reception, 3, {
      day,
      version: 1,
      revision: 0,
      content: [hotelRow('h1', day, { action: 'X'.repeat(31) })],
    });
    expect(long.statusCode).toBe(400);
    expect((await rc.view(reception, 3, day)).json().msg).toBe('null');
  });

  it('clears the stay of a service invoice and keeps row colours from roles other than 4 and 5', async () => {
    const day = freshDay();
    const purple = { HI: { color: '', background: '#ad7ae2' } };
    const made = await createSum(s, reception, 3, day, [
      serviceRow('s1', { checkin: addDays(day, -1), checkout: day }),
      hotelRow('h1', day, { style: purple }),
    ]);
    expect(made.content[0]).toMatchObject({ checkin: '', checkout: '', nights: 0 });
    expect(made.content[1].style).toEqual({});
    const acc = await rcCalls(s).save(accountant, 3, {
      day,
      version: 1,
      revision: made.revision,
      content: [serviceRow('s1'), hotelRow('h1', day, { style: purple })],
    });
    expect(acc.json().data.content[1].style).toEqual(purple);
    const rec = await rcCalls(s).save(reception, 3, {
      day,
      version: 1,
      revision: acc.json().data.revision,
      content: [serviceRow('s1'), hotelRow('h1', day, { style: {} })],
    });
    expect(rec.json().data.content[1].style).toEqual(purple);
  });

  it("keeps the charges of an imported debit check-in when reception saves it into the next day's sum", async () => {
    const rc = rcCalls(s);
    const d1 = '2033-02-10';
    const d2 = addDays(d1, 1);
    const made = await createSum(s, accountant, 3, d1, [
      hotelRow('dci', d1, {
        HI: '880001',
        checkin: d2,
        checkout: addDays(d2, 2),
        action: 'DEBIT CHECK IN',
        vnd: 0,
        minibar: 60_000,
        telephone: 'Late arrival',
      }),
    ]);
    expect((await rc.send(accountant, 3, { day: d1, version: 1, revision: made.revision })).statusCode).toBe(200);
    const imported = (await rc.get(reception, pathTo(rcApi.importDebit, { branchId: 3, date: d2 }))).json().data;
    expect(imported).toHaveLength(1);
    const saved = await createSum(s, accountant, 3, d2, []);
    const res = await rc.save(reception, 3, { day: d2, version: 1, revision: saved.revision, content: imported });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content[0]).toMatchObject({ HI: '880001', minibar: 60_000, telephone: 'Late arrival' });
  });
});

describe('notification answers', () => {
  it('an edit request takes Agree or Refuse only; a result notice closes with close', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    const made = await createSum(s, accountant, 3, day, [hotelRow('h1', day)]);
    await rc.send(accountant, 3, { day, version: 1, revision: made.revision });
    const asked = await rc.post(reception, pathTo(rcApi.requestEdit, { branchId: 3 }), {
      day,
      version: 1,
      reason: 'wrong card',
    });
    expect(asked.statusCode).toBe(201);
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    const list = (await rc.get(manager, pathTo(notificationApi.list, {}))).json().data as {
      id: number;
      type: number;
      title: string;
    }[];
    const request = list.find((n) => n.type === 1 && n.title.includes(day));
    const wrong = await rc.patch(manager, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'close',
    });
    expect(wrong.statusCode).toBe(400);
    const refuse = await rc.patch(manager, pathTo(notificationApi.update, { id: String(request?.id) }), {
      isread: true,
      answer: 'refuse',
    });
    expect(refuse.statusCode).toBe(200);
    const reply = (
      (await rc.get(reception, pathTo(notificationApi.list, {}))).json().data as {
        id: number;
        type: number;
        Conent: string;
      }[]
    ).find((n) => n.type === 4);
    expect(reply?.Conent).toContain('Your request : refuse');
    await rc.patch(reception, pathTo(notificationApi.update, { id: String(reply?.id) }), {
      isread: true,
      answer: 'ok',
    });
    const closed = (
      (await rc.get(reception, pathTo(notificationApi.list, {}))).json().data as {
        id: number;
        answer: string;
        isread: boolean;
      }[]
    ).find((n) => n.id === reply?.id);
    expect(closed).toMatchObject({ isread: true, answer: 'close' });
  });
});
