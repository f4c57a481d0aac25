// Where a day's rows come from: the PMS (built-in table or a plugged-in source), the re-check that keeps
// hand-added rows, and the seeded invoices of today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PmsInvoice } from '../../src/server/kernel/pms';
import { startTestServer, type TestServer } from '../support/server';
import { rcCalls, serviceRow, today } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { pathTo } from '../support/api-path';

let s: TestServer;
let reception: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
});

async function addInvoice(day: string, hi: string, over: Partial<Record<string, string | number>> = {}) {
  await s.db
    .insertInto('pms_invoices')
    .values({
      branch_id: 3,
      day,
      hi,
      room: '301',
      guest_name: 'YAMADA TARO',
      company: '',
      checkin: '2031-02-01',
      checkout: day,
      room_rate: 1_000_000,
      currency: 'VND',
      exchange_rate: 1,
      discount: 0,
      paid_by: 'cash',
      pay_column: 'vnd',
      pay_amount: 0,
      updated_at: new Date().toISOString(),
      ...over,
    })
    .execute();
}

describe('get_az_database', () => {
  it("maps the day's invoices: company-paid as DEBIT COMPANY, guest-paid in their payment column", async () => {
    const day = '2031-02-04';
    await addInvoice(day, '880001', { pay_amount: 3_000_000 });
    await addInvoice(day, '880002', { company: 'SAKURA TRADING', paid_by: 'company', pay_column: 'vnd', room: '302' });
    await addInvoice(day, '880003', {
      currency: 'USD',
      room_rate: 40,
      exchange_rate: 25_400,
      paid_by: 'cash',
      pay_column: 'usd',
      pay_amount: 120,
      room: '303',
    });
    await addInvoice(day, '880004', { paid_by: 'card', pay_column: 'vcb', pay_amount: 3_000_000, room: '304' });
    const res = await rcCalls(s).get(reception, pathTo(rcApi.fromPms, { branchId: 3, date: day }));
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { HI: string }) => r.HI)).toEqual(['880001', '880002', '880003', '880004']);
    expect(rows[0]).toMatchObject({
      ID: 'pms-3-880001',
      name: 'YAMADA TARO',
      room: '301',
      nights: 3,
      amount: 3_000_000,
      vnd: 3_000_000,
      action: '',
    });
    expect(rows[1]).toMatchObject({
      action: 'DEBIT COMPANY',
      company: 'SAKURA TRADING',
      name: 'DEBIT_YAMADA TARO',
      nights: 0,
      vnd: 0,
    });
    expect(rows[2]).toMatchObject({ rate: 25_400, unit_price: 1_016_000, amount: 3_048_000, usd: 120 });
    expect(rows[3]).toMatchObject({ vcb: 3_000_000, vnd: 0 });
  });

  it('has seeded invoices of today for every branch', async () => {
    for (const branch of [3, 5]) {
      const token = branch === 3 ? reception : (await s.login('reception.km1@sumbook.test')).token;
      const rows = (
        await rcCalls(s).get(token, pathTo(rcApi.fromPms, { branchId: branch, date: today(branch) }))
      ).json().data;
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.every((r: { HI: string; rate: number }) => /^\d+$/.test(r.HI) && r.rate > 0)).toBe(true);
    }
    expect((await rcCalls(s).view(reception, 5, today(5))).statusCode).toBe(403);
    const km1 = (await s.login('reception.km1@sumbook.test')).token;
    expect((await rcCalls(s).view(km1, 5, today(5))).json()).toEqual({ status: 1, msg: 'null' });
  });
});

describe('get_check_again_az_database', () => {
  it('reports new and changed invoices and keeps the rows the receptionist added or changed', async () => {
    const rc = rcCalls(s);
    const day = '2031-02-07';
    await addInvoice(day, '881001', { pay_amount: 3_000_000, checkin: '2031-02-04' });
    await addInvoice(day, '881002', { room: '305', checkin: '2031-02-05' });
    const first = (await rc.get(reception, pathTo(rcApi.fromPms, { branchId: 3, date: day }))).json().data;
    const mine = [
      { ...first[0], vnd: 1_000_000, vcb: 2_000_000 },
      serviceRow('s1'),
      {
        ID: 'hand-1',
        HI: '999999',
        name: 'WALK IN GUEST',
        room: '401',
        checkin: '2031-02-06',
        checkout: day,
        room_rate: 800_000,
        rate: 1,
      },
    ];
    await addInvoice(day, '881003', { room: '306', checkin: '2031-02-06', guest_name: 'KATO MAI' });
    await s.db
      .updateTable('pms_invoices')
      .set({ checkout: '2031-02-08', room: '310' })
      .where('hi', '=', '881001')
      .execute();
    const res = await rc.post(reception, pathTo(rcApi.recheckPms, { branchId: 3, date: day }), { content: mine });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added.map((r: { HI: string }) => r.HI)).toEqual(['881002', '881003']);
    expect(body.changed).toEqual([{ ID: 'pms-3-881001', HI: '881001', fields: ['room', 'checkout'] }]);
    expect(body.content.map((r: { ID: string }) => r.ID)).toEqual([
      'pms-3-881001',
      's1',
      'hand-1',
      'pms-3-881002',
      'pms-3-881003',
    ]);
    expect(body.content[0]).toMatchObject({
      room: '310',
      checkout: '2031-02-08',
      nights: 4,
      vnd: 1_000_000,
      vcb: 2_000_000,
    });
    expect(body.msg).toBe('2 new invoice(s), 1 changed invoice(s)');
    const huge = await rc.post(reception, pathTo(rcApi.recheckPms, { branchId: 3, date: day }), {
      content: [{ ID: 'x', HI: '881002', room: '999', rate: 9e11 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().msg).toBe('An amount is too large to compute');
    expect(
      (await rc.post(reception, pathTo(rcApi.recheckPms, { branchId: 3, date: day }), { content: 'rows' })).statusCode,
    ).toBe(400);
  });
});

describe('a plugged-in PMS source', () => {
  it('is what get_az_database reads', async () => {
    const invoice: PmsInvoice = {
      hi: 'X-1',
      room: '901',
      guestName: 'SUZUKI KENJI',
      company: '',
      checkin: '2031-03-01',
      checkout: '2031-03-02',
      roomRate: 50,
      currency: 'USD',
      exchangeRate: 25_000,
      discount: 10,
      paidBy: 'card',
      payColumn: 'vcb',
      payAmount: 1_125_000,
    };
    const other = await startTestServer(
      {},
      { pms: { invoicesFor: async (branchId, day) => (branchId === 3 && day === '2031-03-02' ? [invoice] : []) } },
    );
    try {
      const token = (await other.login('reception.hbt1@sumbook.test')).token;
      const rows = (await rcCalls(other).get(token, pathTo(rcApi.fromPms, { branchId: 3, date: '2031-03-02' }))).json()
        .data;
      expect(rows).toEqual([
        expect.objectContaining({ HI: 'X-1', unit_price: 1_125_000, amount: 1_125_000, vcb: 1_125_000 }),
      ]);
      expect(
        // Any other day: the source has nothing (not freshDay(), whose shared counter may land on 2031-03-02).
        (await rcCalls(other).get(token, pathTo(rcApi.fromPms, { branchId: 3, date: '2031-03-03' }))).json().data,
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
