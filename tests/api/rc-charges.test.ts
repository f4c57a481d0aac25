// Hotel charges typed by reception (issue 32): saved with the reception sum (bad values refused, nothing
// changed), never the accountant's charge columns; the manager report's source reads them; the accountant
// sum takes them into its empty columns, sub and totals recomputed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { invalidInput } from '../support/refusal';
import { accCalls, ACC, hotelRow, loginAll, type Who } from './acc-support';
import { mgrCalls, plan } from './manager-support';
import { countSums, freshDay, rcCalls, type Row } from './rc-support';

let s: TestServer;
let t: Record<Who, string>;
beforeAll(async () => {
  s = await startTestServer();
  t = await loginAll(s);
});
afterAll(async () => {
  await s.close();
});

const B = 3; // HBT1: reception.hbt1, manager.hbt1, accountant.hbt1
const charges = { minibar: 80_000, laundry: 120_000, transfer: 0, other_hotel: 0, other: 0 };

async function stored(day: string) {
  return (await rcCalls(s).view(t.reception, B, day)).json().data as {
    version: number;
    revision: number;
    content: Row[];
    totals: Record<string, number>;
  };
}

describe('reception types hotel charges on a row of its sum', () => {
  it('saves them (rounded to VND) beside the charge columns, which reception still cannot set', async () => {
    expect(ACC.reception).toBe('reception.hbt1');
    const day = freshDay();
    const rc = rcCalls(s);
    const row = hotelRow('h1', day, { minibar: 99_000, rcCharges: { minibar: 80_000.4, laundry: 120_000 } });
    const saved = await rc.save(t.reception, B, { day, version: 1, revision: 0, content: [row] });
    expect(saved.statusCode).toBe(201);
    const [back] = (await stored(day)).content;
    expect(back.rcCharges).toEqual(charges);
    expect(back.minibar).toBe(0); // CHARGE_FIELDS stay roles 4 and 5 only
    expect(back.sub).toBe(2_000_000); // reception's charges are not the accountant's sub
    // A later save of the row keeps them, changed or cleared as typed.
    const again = await rc.save(t.reception, B, {
      day,
      version: 1,
      revision: saved.json().data.revision,
      content: [{ ...back, rcCharges: { ...charges, laundry: 0 } }],
    });
    expect(again.statusCode).toBe(200);
    expect((await stored(day)).content[0].rcCharges).toEqual({ ...charges, laundry: 0 });
  });

  it.each([
    ['a negative charge', { minibar: -5 }, 'content.0.rcCharges.minibar: A hotel charge cannot be negative'],
    ['a text', { laundry: '12,000' }, 'content.0.rcCharges.laundry: Invalid input: expected number, received string'],
    ['a list', [1, 2], 'content.0.rcCharges: Invalid input: expected object, received array'],
  ])('%s is refused with a 400 and nothing changes', async (_what, bad, msg) => {
    const day = freshDay();
    const rc = rcCalls(s);
    const first = await rc.save(t.reception, B, { day, version: 1, revision: 0, content: [hotelRow('h1', day)] });
    expect(first.statusCode).toBe(201);
    const before = await stored(day);
    const refused = await rc.save(t.reception, B, {
      day,
      version: 1,
      revision: before.revision,
      content: [hotelRow('h1', day, { rcCharges: bad })],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(invalidInput(msg));
    expect(await stored(day)).toEqual(before);
    const fresh = freshDay();
    const none = await rc.save(t.reception, B, {
      day: fresh,
      version: 1,
      revision: 0,
      content: [hotelRow('h1', fresh, { rcCharges: bad })],
    });
    expect(none.statusCode).toBe(400);
    expect(await countSums(s, B, fresh)).toBe(0);
  });
});

describe('the sent sum feeds the other reports', () => {
  const day = freshDay('2031-09-01');
  beforeAll(async () => {
    const rc = rcCalls(s);
    const rows = [
      hotelRow('h1', day, { rcCharges: { minibar: 80_000, laundry: 120_000 } }),
      hotelRow('h2', day, { room: '202', rcCharges: { minibar: 40_000, transfer: 350_000, other: 25_000 } }),
      hotelRow('h3', day, { room: '203' }),
    ];
    const saved = await rc.save(t.reception, B, { day, version: 1, revision: 0, content: rows });
    expect(saved.statusCode).toBe(201);
    // The accountant corrects h2's minibar on the reception sum (roles 4 and 5 may), then reception sends.
    const content = saved
      .json()
      .data.content.map((r: Record<string, unknown>) => (r.ID === 'h2' ? { ...r, minibar: 45_000 } : r));
    const fixed = await rc.save(t.accountant, B, { day, version: 1, revision: saved.json().data.revision, content });
    expect(fixed.statusCode).toBe(200);
    const sent = await rc.send(t.reception, B, { day, version: 1, revision: fixed.json().data.revision });
    expect(sent.statusCode).toBe(200);
  });

  it("the manager report's source fills minibar, laundry, rental car and other from them", async () => {
    await plan(s, B, day.slice(0, 7), [['201', Number(day.slice(8)), 1_000_000]]);
    const made = await mgrCalls(s).make(t.manager, B, day);
    expect(made.statusCode).toBe(200);
    const l = made.json().data.content[0].lines;
    // h1's 80,000 typed by reception + h2's column 45,000 (the accountant's value wins over reception's 40,000).
    expect(l.minibar).toMatchObject({ customers: 2, vnd: 125_000 });
    expect(l.laundry).toMatchObject({ customers: 1, vnd: 120_000 });
    expect(l.rental_car).toMatchObject({ customers: 1, vnd: 350_000 });
    expect(l.other).toMatchObject({ customers: 1, vnd: 25_000 });
  });

  it('the accountant sum takes them into its empty charge columns, sub and totals recomputed, and stores them', async () => {
    const acc = accCalls(s);
    const fresh = await acc.view(t.accountant, B, day);
    expect(fresh.json().msg).toBe('new');
    const { content, totals } = fresh.json().data;
    const byId = Object.fromEntries(content.map((r: Record<string, unknown>) => [r.ID, r]));
    expect(byId.h1).toMatchObject({ minibar: 80_000, laundry: 120_000, sub: 2_200_000 });
    expect(byId.h2).toMatchObject({ minibar: 45_000, transfer: 350_000, AzOther: 25_000, sub: 2_420_000 });
    expect(byId.h2.rcCharges).toMatchObject({ minibar: 40_000 }); // kept beside, as reception typed it
    expect(byId.h3).toMatchObject({ minibar: 0, sub: 2_000_000 });
    expect(totals).toMatchObject({ sum_minibar: 125_000, sum_laundry: 120_000, sum_sub: 6_620_000 });
    const saved = await acc.save(t.accountant, B, { day, version: 1, revision: 0, content });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.totals).toMatchObject({ sum_minibar: 125_000, sum_sub: 6_620_000 });
    // The reception sum itself is unchanged: its columns stay as they were.
    const rc = await stored(day);
    expect(rc.content.find((r) => r.ID === 'h1')).toMatchObject({ minibar: 0, laundry: 0 });
  });

  it("the accountant sum keeps reception's charges whatever a save sends (read-only there)", async () => {
    const acc = accCalls(s);
    const before = (await acc.view(t.accountant, B, day)).json().data;
    const edited = before.content.map((r: Record<string, unknown>) =>
      r.ID === 'h1'
        ? { ...r, rcCharges: { ...charges, minibar: 1 } }
        : r.ID === 'h3'
          ? { ...r, rcCharges: charges }
          : r,
    );
    const saved = await acc.save(t.accountant, B, { day, version: 1, revision: before.revision, content: edited });
    expect(saved.statusCode).toBe(200);
    const byId = Object.fromEntries(
      (await acc.view(t.accountant, B, day)).json().data.content.map((r: Record<string, unknown>) => [r.ID, r]),
    );
    expect(byId.h1.rcCharges).toEqual(charges); // as reception typed: 80,000 and 120,000
    expect(byId.h3).not.toHaveProperty('rcCharges'); // reception typed none
    // The accountant's own column still changes as typed.
    const cols = await acc.save(t.accountant, B, {
      day,
      version: 1,
      revision: saved.json().data.revision,
      content: (await acc.view(t.accountant, B, day))
        .json()
        .data.content.map((r: Record<string, unknown>) => (r.ID === 'h1' ? { ...r, minibar: 90_000 } : r)),
    });
    expect(cols.statusCode).toBe(200);
    expect(cols.json().data.content.find((r: Row) => r.ID === 'h1')).toMatchObject({
      minibar: 90_000,
      rcCharges: charges,
    });
  });

  it("a first save of a day's accountant sum takes reception's charges, not the ones it sends", async () => {
    const other = freshDay('2031-09-02');
    const rc = rcCalls(s);
    const made = await rc.save(t.reception, B, {
      day: other,
      version: 1,
      revision: 0,
      content: [hotelRow('k1', other, { rcCharges: { minibar: 80_000, laundry: 120_000 } })],
    });
    expect(made.statusCode).toBe(201);
    const sent = await rc.send(t.reception, B, { day: other, version: 1, revision: made.json().data.revision });
    expect(sent.statusCode).toBe(200);
    const acc = accCalls(s);
    const fresh = (await acc.view(t.accountant, B, other)).json().data;
    const content = fresh.content.map((r: Record<string, unknown>) => ({ ...r, rcCharges: { ...charges, other: 5 } }));
    const first = await acc.save(t.accountant, B, { day: other, version: 1, revision: 0, content });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.content[0].rcCharges).toEqual(charges);
  });
});
