// Invoice searches (find-invoice dialog and /find_bill/rcsum) and the version lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, hotelRow, rcCalls, serviceRow } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let reception: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
  await createSum(s, reception, 3, '2033-04-03', [
    hotelRow('a1', '2033-04-03', { HI: '660001', name: 'Zelenko Haruka' }),
    serviceRow('a2', { SI: '55001', name: 'Mori Ryo' }),
  ]);
  await createSum(s, reception, 3, '2033-04-20', [
    hotelRow('b1', '2033-04-20', {
      HI: '660002',
      name: 'Zelenko Kenji',
      note: { telephone: [], otherPay: ['JCB 0411'] },
    }),
  ]);
  await createSum(s, reception, 3, '2034-01-05', [hotelRow('c1', '2034-01-05', { HI: '660003', name: 'Zelenko Mai' })]);
});
afterAll(async () => {
  await s.close();
});

describe('get_invoice_with_type', () => {
  it('finds by name or by invoice id, newest day first, with at least 3 characters', async () => {
    const rc = rcCalls(s);
    const byName = (
      await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'name' }), { value: 'zelenko' })
    ).json();
    expect(byName.data.map((h: { day: string; row: { name: string } }) => [h.day, h.row.name])).toEqual([
      ['2034-01-05', 'ZELENKO MAI'],
      ['2033-04-20', 'ZELENKO KENJI'],
      ['2033-04-03', 'ZELENKO HARUKA'],
    ]);
    const byId = (
      await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'invoice_id' }), { value: '55001' })
    ).json();
    expect(byId.data).toEqual([
      { day: '2033-04-03', version: 1, row: expect.objectContaining({ SI: '55001', name: 'MORI RYO' }) },
    ]);
    const short = await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'name' }), { value: 'wa' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toMatch(/at least 3 characters/);
    expect(
      (await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'phone' }), { value: 'zelenko' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'name' }), { value: '100%' })).json(),
    ).toMatchObject({
      msg: 'Have not data',
      data: [],
    });
  });
});

describe('the search index', () => {
  it('follows saves: changed, added and removed rows', async () => {
    const rc = rcCalls(s);
    const day = '2034-02-02';
    await createSum(s, reception, 3, day, [
      hotelRow('k1', day, { HI: '661001', name: 'Quillon Anna' }),
      hotelRow('k2', day, { HI: '661002', name: 'Quillon Ben' }),
    ]);
    const res = await rc.save(reception, 3, {
      day,
      version: 1,
      revision: 1,
      content: [
        hotelRow('k1', day, { HI: '661001', name: 'Quillon Annette' }),
        serviceRow('k3', { name: 'Quillon Cara' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const names = (
      await rc.post(reception, pathTo(rcApi.findInvoice, { branchId: 3, type: 'name' }), { value: 'quillon' })
    )
      .json()
      .data.map((h: { row: { name: string } }) => h.row.name);
    expect(names.sort()).toEqual(['QUILLON ANNETTE', 'QUILLON CARA']);
  });
});

describe('find_one_hi', () => {
  it('searches one year by name, HI, SI or payment number, upper-casing the key', async () => {
    const rc = rcCalls(s);
    const names = (
      await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2033, type: 'name', key: 'zelenko' }))
    ).json();
    expect(names.data.map((h: { row: { HI: string } }) => h.row.HI)).toEqual(['660002', '660001']);
    expect(
      (await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2033, type: 'hi', key: 660002 }))).json()
        .data,
    ).toHaveLength(1);
    expect(
      (await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2033, type: 'si', key: 55001 }))).json()
        .data[0].row.name,
    ).toBe('MORI RYO');
    expect((await rc.get(reception, '/rc/3/find_one_hi/2033/payment/jcb 0411')).json().data[0].row.HI).toBe('660002');
    const none = await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2034, type: 'hi', key: 660002 }));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(refusal('Have not data'));
    expect(
      (await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2033, type: 'name', key: 'wa' }))).json(),
    ).toEqual({
      status: 0,
      code: 'SEARCH_KEY_SHORT',
      msg: 'Length key search > 2',
    });
    expect(
      (await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 2033, type: 'name', key: '  ' }))).json(),
    ).toEqual({
      status: 0,
      code: 'SEARCH_KEY_EMPTY',
      msg: 'Key search is empty',
    });
    expect(
      (await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 3, year: 33, type: 'name', key: 'zelenko' })))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await rc.get(reception, pathTo(rcApi.findOneHi, { branchId: 5, year: 2033, type: 'name', key: 'zelenko' }))
      ).json().msg,
    ).toBe('Mistake Branch');
  });
});

describe('version lists', () => {
  it('lists the versions of the half-month of the date', async () => {
    const rc = rcCalls(s);
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    await rc.send(reception, 3, { day: '2033-04-03', version: 1, revision: 1 });
    await rc.newVersion(manager, 3, '2033-04-03', 1);
    const first = (await rc.get(reception, pathTo(rcApi.versionList, { branchId: 3, date: '2033-04-15' }))).json();
    expect(first).toEqual({
      status: 1,
      msg: 'ok',
      data: [
        { day: '2033-04-03', version: 1, edit: false },
        { day: '2033-04-03', version: 2, edit: true },
      ],
    });
    const second = (await rc.get(reception, pathTo(rcApi.versionList, { branchId: 3, date: '2033-04-30' }))).json();
    expect(second.data).toEqual([{ day: '2033-04-20', version: 1, edit: true }]);
    expect((await rc.get(reception, pathTo(rcApi.numberVersion, { branchId: 3, date: '2033-04-03' }))).json()).toEqual({
      status: 1,
      numberVersion: 2,
      editInLastVersion: true,
    });
    expect((await rc.get(reception, pathTo(rcApi.numberVersion, { branchId: 3, date: '2033-04-04' }))).json()).toEqual({
      status: 1,
      numberVersion: 0,
      editInLastVersion: false,
    });
    expect((await rc.viewVersion(reception, 3, '2033-04-03', 3)).json()).toEqual({ status: 1, msg: 'null' });
  });
});
