// The server is the authority: it recomputes rows and totals, checks maker and rates, and refuses bad
// bodies with 400 and a clear message, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { countSums, createSum, freshDay, hotelRow, rcCalls, serviceRow } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { apiUrl, pathTo } from '../support/api-path';
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

describe('rows and totals are computed by the server', () => {
  it('ignores the client totals and row figures', async () => {
    const day = freshDay();
    const lying = [
      hotelRow('h1', day, { nights: 9, unit_price: 1, amount: 1, sub: 99, discount: 10 }),
      serviceRow('s1', { serviceTotal: 1 }),
      hotelRow('d1', day, { action: 'DEBIT PAY', vnd: 5_000_000 }),
      { ID: 'e1', exp: 'Flowers', exp_rate: 300_000 },
    ];
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.save, { branchId: 3 }),
      headers: s.auth(reception),
      payload: { day, version: 1, revision: 0, maker: 'Lan', content: lying, totals: { sum_vnd: 1 } },
    });
    expect(res.statusCode).toBe(201);
    const sum = res.json().data;
    expect(sum.content[0]).toMatchObject({
      nights: 2,
      unit_price: 900_000,
      amount: 1_800_000,
      sub: 1_800_000,
      name: 'TANAKA YUKI',
    });
    expect(sum.content[1].serviceTotal).toBe(250_000);
    expect(sum.content[2]).toMatchObject({ nights: 0, amount: 0, name: 'DEBIT_TANAKA YUKI' });
    expect(sum.totals).toMatchObject({
      sum_credit: day,
      sum_nights: 2,
      sum_amount: 1_800_000,
      sum_sub: 1_800_000,
      sum_vnd: 2_250_000,
      sum_serviceTotal: 250_000,
      sum_exp_rate: 300_000,
    });
  });
});

describe('payments of rows the totals leave out', () => {
  it.each([['DEBIT COMPANY'], ['CANCEL'], ['Paid at 700001']])(
    'a %s row is stored with its payment fields at 0',
    async (action) => {
      const day = freshDay();
      const paying = {
        vnd: 500_000,
        usd: 20,
        vcb: 100_000,
        vcb_usd: 5,
        vcb_other: 50_000,
        vcb_other_usd: 2,
        otherPay: 10_000,
        yen: 1_000,
      };
      const made = await createSum(s, reception, 3, day, [
        hotelRow('h1', day),
        hotelRow('x1', day, { HI: '700009', action, ...paying }),
      ]);
      expect(made.content[1]).toMatchObject({
        action,
        vnd: 0,
        usd: 0,
        yen: 0,
        vcb: 0,
        vcb_usd: 0,
        vcb_other: 0,
        vcb_other_usd: 0,
        otherPay: 0,
      });
      expect(made.content[0]).toMatchObject({ vnd: 2_000_000 });
      expect(made.totals).toMatchObject({ sum_vnd: 2_000_000, sum_usd: 0, sum_vcb: 0 });
      const stored = (await rcCalls(s).view(reception, 3, day)).json().data;
      expect(stored.content[1]).toMatchObject({ vnd: 0, usd: 0, vcb: 0 });
    },
  );
});

describe('save and send checks', () => {
  it('needs a maker to save', async () => {
    const day = freshDay();
    const res = await rcCalls(s).save(reception, 3, { day, version: 1, revision: 0, maker: '  ', content: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('Please input name people make sum'));
    expect(await countSums(s, 3, day)).toBe(0);
  });

  it('refuses to send hotel invoices without a rate, except at branch 11', async () => {
    const rc = rcCalls(s);
    const day = freshDay();
    await createSum(s, reception, 3, day, [
      hotelRow('h1', day, { HI: '700001', rate: 0 }),
      hotelRow('h2', day, { HI: '700002', rate: 0 }),
      serviceRow('s1'),
    ]);
    const res = await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('You have 2 Hotel Invoice have not rate : 700001, 700002');
    expect((await rc.view(reception, 3, day)).json().data.edit).toBe(true);

    const pp = (await s.login('reception.pp@sumbook.test')).token;
    await createSum(s, pp, 11, day, [hotelRow('h1', day, { rate: 0, room_rate: 45.5, vnd: 0, usd: 91 })]);
    const sent = await rc.send(pp, 11, { day, version: 1, revision: 1 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.totals).toMatchObject({ sum_amount: 91, sum_usd: 91 });
  });
});

describe('bad bodies', () => {
  const bad: [string, unknown, RegExp][] = [
    ['no content', { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan' }, /content/],
    ['content not a list', { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: 'rows' }, /content/],
    [
      'a row without ID',
      { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: [{ HI: '1' }] },
      /content\.0\.ID/,
    ],
    [
      'an amount as text',
      { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: [{ ID: 'a', vnd: '100' }] },
      /content\.0\.vnd/,
    ],
    [
      'an amount too large',
      { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: [{ ID: 'a', vnd: 1e15 }] },
      /content\.0\.vnd/,
    ],
    [
      'an impossible day',
      { day: '2031-02-30', version: 1, revision: 0, maker: 'Lan', content: [] },
      /real calendar day/,
    ],
    ['a day in another shape', { day: '01/06/2031', version: 1, revision: 0, maker: 'Lan', content: [] }, /YYYY-MM-DD/],
    ['a negative revision', { day: '2031-06-01', version: 1, revision: -1, maker: 'Lan', content: [] }, /revision/],
    [
      'a row ID twice',
      { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: [{ ID: 'a' }, { ID: 'a' }] },
      /Row ID used more than once: a/,
    ],
    [
      'a paid state outside the list',
      { day: '2031-06-01', version: 1, revision: 0, maker: 'Lan', content: [{ ID: 'a', paid: 'Maybe' }] },
      /paid/,
    ],
    [
      'figures that overflow once multiplied',
      {
        day: '2031-06-01',
        version: 1,
        revision: 0,
        maker: 'Lan',
        content: [{ ID: 'a', HI: '1', room_rate: 9e11, rate: 9e11, checkin: '2031-05-01', checkout: '2031-06-01' }],
      },
      /too large/,
    ],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_name, payload, msg) => {
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.save, { branchId: 3 }),
      headers: s.auth(reception),
      payload: payload as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect(res.json().msg).toMatch(msg);
    expect(await countSums(s, 3, '2031-06-01')).toBe(0);
  });

  it('refuses malformed JSON, a bad path date and a bad version', async () => {
    const json = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.save, { branchId: 3 }),
      headers: { ...s.auth(reception), 'content-type': 'application/json' },
      payload: '{"day":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('Invalid JSON body');
    expect((await rcCalls(s).view(reception, 3, '2031-13-01')).statusCode).toBe(400);
    expect(
      (
        await rcCalls(s).get(
          reception,
          pathTo(rcApi.viewSumWithVersion, { branchId: 3, date: '2031-01-01', version: 'zero' }),
        )
      ).statusCode,
    ).toBe(400);
    const send = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.send, { branchId: 3 }),
      headers: s.auth(reception),
      payload: { day: '2031-06-01' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json().msg).toMatch(/version/);
  });
});
