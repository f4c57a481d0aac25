// What the server stores must pass its own validation: a long guest name on a debit row (the server
// prefixes DEBIT_) is saved, read back and saved back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls, type Row } from './rc-support';
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

const longName = (n: number) => 'nguyen van a '.repeat(10).slice(0, n - 1) + 'z';

describe('a long name on a DEBIT CHECK IN row', () => {
  for (const length of [118, 120]) {
    it(`saves a ${length}-character name, reads it back and saves it back unchanged`, async () => {
      const rc = rcCalls(s);
      const day = freshDay('2033-01-01');
      const name = longName(length);
      expect(name).toHaveLength(length);
      const row = hotelRow('dci', day, {
        name,
        checkin: addDays(day, 1),
        checkout: addDays(day, 3),
        action: 'DEBIT CHECK IN',
        vnd: 0,
      });
      const created = await createSum(s, reception, 3, day, [row]);
      const stored = created.content[0].name as string;
      expect(stored.length).toBeLessThanOrEqual(120);
      expect(stored.startsWith('DEBIT_')).toBe(true);

      const view = (await rc.view(reception, 3, day)).json().data as { revision: number; content: Row[] };
      expect(view.content[0].name).toBe(stored);
      const again = await rc.save(reception, 3, { day, version: 1, revision: view.revision, content: view.content });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.content[0].name).toBe(stored);
    });
  }

  it('comes back the next day through the debit book and saves there', async () => {
    const rc = rcCalls(s);
    const day = freshDay('2033-06-01');
    const next = addDays(day, 1);
    const row = hotelRow('dci', day, {
      HI: '880001',
      name: longName(120),
      checkin: next,
      checkout: addDays(next, 2),
      action: 'DEBIT CHECK IN',
      vnd: 0,
    });
    await createSum(s, reception, 3, day, [row]);
    expect((await rc.send(reception, 3, { day, version: 1, revision: 1 })).statusCode).toBe(200);
    const imported = (await rc.get(reception, pathTo(rcApi.importDebit, { branchId: 3, date: next }))).json()
      .data as Row[];
    expect(imported).toHaveLength(1);
    const saved = await rc.save(reception, 3, { day: next, version: 1, revision: 0, content: imported });
    expect(saved.statusCode).toBe(201);
  });
});
