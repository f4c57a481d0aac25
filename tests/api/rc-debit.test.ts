// The reception debit book fed by sends: Debit rows written once per row ID, DEBIT CHECK IN rows coming
// back the next day (import_debit) and switched to Paid when that day's sum is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { debitCalls } from './debit-support';
import { createSum, hotelRow, rcCalls } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { debitApi } from '../../src/contract/debit';
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

const book = (day: string) =>
  s.db
    .selectFrom('debits')
    .selectAll()
    .where('branch_id', '=', 3)
    .where('book', '=', 'rc')
    .where('day', '=', day)
    .orderBy('row_id')
    .execute();

/** A line's history, oldest first. */
const history = async (id: number) =>
  (await s.db.selectFrom('debit_history').select('line').where('debit_id', '=', id).orderBy('id').execute()).map(
    (h) => h.line,
  );

describe('the debit book', () => {
  it('takes the debit rows of a send, brings DEBIT CHECK IN back the next day, and marks it Paid when that day is sent', async () => {
    const rc = rcCalls(s);
    const d1 = '2032-05-10';
    const d2 = addDays(d1, 1);
    await createSum(s, reception, 3, d1, [
      hotelRow('h1', d1),
      hotelRow('dci', d1, {
        HI: '770001',
        name: 'kato mai',
        checkin: d2,
        checkout: addDays(d2, 2),
        action: 'DEBIT CHECK IN',
        vnd: 0,
      }),
      hotelRow('dco', d1, { HI: '770002', action: 'DEBIT COMPANY', company: 'HINODE LOGISTICS', vnd: 0 }),
    ]);
    expect((await rc.send(reception, 3, { day: d1, version: 1, revision: 1 })).statusCode).toBe(200);
    expect((await book(d1)).map((b) => [b.row_id, b.hi, b.action, b.paid])).toEqual([
      ['dci', '770001', 'DEBIT CHECK IN', 'Debit'],
      ['dco', '770002', 'DEBIT COMPANY', 'Debit'],
    ]);

    const imported = (await rc.get(reception, pathTo(rcApi.importDebit, { branchId: 3, date: d2 }))).json().data;
    expect(imported).toHaveLength(1);
    const line = (await book(d1))[0];
    expect(imported[0]).toMatchObject({
      ID: `imp-${line.id}-${d2}`,
      HI: '770001',
      name: 'KATO MAI',
      action: '',
      import_to: d2,
      nights: 2,
      amount: 2_000_000,
    });
    expect(imported[0].log.at(-1)).toBe(`Import DEBIT CHECK IN of ${d1}`);
    expect(
      (await rc.get(reception, pathTo(rcApi.importDebit, { branchId: 3, date: addDays(d2, 1) }))).json().data,
    ).toEqual([]);

    await createSum(s, reception, 3, d2, [{ ...imported[0], vnd: 2_000_000 }]);
    expect((await rc.send(reception, 3, { day: d2, version: 1, revision: 1 })).statusCode).toBe(200);
    const settled = (await book(d1))[0];
    expect(settled).toMatchObject({ paid: 'Paid', import_to: d2 });
    expect((await history(settled.id)).at(-1)).toMatch(
      new RegExp(`Change Paid by Nguyen Thi Lan \\(RC Sum ${d2} v1\\)$`),
    );
    // The history is rows of debit_history (the line's row keeps no log), as the book's page answers it.
    expect(JSON.parse(settled.row).log).toEqual([]);
    expect(settled.rev).toBe(2);
    const page = (
      await rc.get(reception, `${pathTo(debitApi.viewDebit, { branchId: 3, type: 'RC', period: d1 })}?loadBy=PAID`)
    ).json().data;
    expect(page.rows.map((r: { rowId: string; paid: string; log: string[] }) => [r.rowId, r.paid, r.log])).toEqual([
      ['dci', 'Paid', await history(settled.id)],
    ]);
    expect(page.rows[0].log).toHaveLength(2);
    expect((await rc.get(reception, pathTo(rcApi.importDebit, { branchId: 3, date: d2 }))).json().data).toEqual([]);
    expect(await book(d2)).toEqual([]);
  });

  it('updates its lines when a later version of the day is sent, and deletes lines that are no longer debits', async () => {
    const rc = rcCalls(s);
    const day = '2032-06-20';
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    const rows = [
      hotelRow('p1', day, { action: 'DEBIT PAY', vnd: 0 }),
      hotelRow('c1', day, { HI: '770010', action: 'DEBIT COMPANY', vnd: 0 }),
    ];
    await createSum(s, reception, 3, day, rows);
    await rc.send(reception, 3, { day, version: 1, revision: 1 });
    expect((await rc.newVersion(manager, 3, day, 1)).statusCode).toBe(201);
    const v2 = [
      { ...rows[0], name: 'tanaka yuki (pays friday)' },
      { ...rows[1], action: '', vnd: 2_000_000 },
    ];
    expect((await rc.save(reception, 3, { day, version: 2, revision: 0, content: v2 })).statusCode).toBe(200);
    expect((await rc.send(reception, 3, { day, version: 2, revision: 1 })).statusCode).toBe(200);
    const lines = await book(day);
    expect(lines.map((l) => [l.row_id, l.paid, l.source, l.name])).toEqual([
      ['c1', 'Delete', `RC Sum ${day} v1`, 'DEBIT_TANAKA YUKI'],
      ['p1', 'Debit', `RC Sum ${day} v2`, 'DEBIT_TANAKA YUKI (PAYS FRIDAY)'],
    ]);
    expect((await history(lines[0].id)).at(-1)).toMatch(/Removed from RC Sum 2032-06-20 v2/);
    expect(await history(lines[1].id)).toHaveLength(2);
  });

  it('keeps what the book changed (company, a settled payment, the note) when a later version of the day is sent', async () => {
    const rc = rcCalls(s);
    const debit = debitCalls(s);
    const day = '2032-07-08';
    const manager = (await s.login('manager.hbt1@sumbook.test')).token;
    const accountant = (await s.login('accountant.hbt1@sumbook.test')).token;
    const rows = [
      hotelRow('k1', day, { HI: '770020', action: 'DEBIT COMPANY', company: 'OLD NAME CO', vnd: 0 }),
      hotelRow('k2', day, { HI: '770021', action: 'DEBIT PAY', vnd: 0 }),
    ];
    await createSum(s, reception, 3, day, rows);
    await rc.send(reception, 3, { day, version: 1, revision: 1 });
    const [k1, k2] = await book(day);
    expect((await debit.change(reception, 'company', 3, k1.id, { rev: 1, company: 'NEW NAME CO' })).statusCode).toBe(
      200,
    );
    expect((await debit.change(reception, 'note', 3, k1.id, { rev: 2, note: 'pays by transfer' })).statusCode).toBe(
      200,
    );
    const paid = await debit.change(accountant, 'paid', 3, k2.id, { rev: 1, payment: { vcb: 900_000 } });
    expect(paid.statusCode).toBe(200);

    expect((await rc.newVersion(manager, 3, day, 1)).statusCode).toBe(201);
    const v2 = rows.map((r) => ({ ...r, name: `${r.name} v2` }));
    expect((await rc.save(reception, 3, { day, version: 2, revision: 0, content: v2 })).statusCode).toBe(200);
    expect((await rc.send(reception, 3, { day, version: 2, revision: 1 })).statusCode).toBe(200);
    const [a, b] = await book(day);
    expect([a.company, a.note, a.source, JSON.parse(a.row).company]).toEqual([
      'NEW NAME CO',
      'pays by transfer',
      `RC Sum ${day} v2`,
      'NEW NAME CO',
    ]);
    expect(a.search).toContain('PAYS BY TRANSFER');
    expect([b.paid, JSON.parse(b.row).vcb]).toEqual(['Paid', 900_000]);
  });
});
