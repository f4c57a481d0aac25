// The manager report's figures, table-driven from spec 3 section 9 and document 4 "Manager sum: sources and
// formulas": line pricing, the header figures, bill texts, the report made from a reception sum worked out
// by hand, and the monthly total's rows.
import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { serviceRatesOf } from '../../src/domain/manager-lines';
import {
  billText,
  blankLine,
  blankReport,
  managerTotals,
  normaliseReport,
  type LineValues,
  type ManagerReport,
} from '../../src/domain/manager-report';
import { reportFromSum } from '../../src/domain/manager-source';
import { monthTotal, type TotalDay } from '../../src/domain/manager-total';

type Lines = Record<string, Partial<LineValues>>;
/** A report of the branch with some lines filled (the rest blank). */
function report(branchId: number, lines: Lines): ManagerReport {
  const r = blankReport(branchId);
  for (const [k, v] of Object.entries(lines)) r.lines[k] = { ...blankLine(), ...v };
  return r;
}
const priced = (branchId: number, lines: Lines, stored: Record<string, unknown> = {}) =>
  normaliseReport(report(branchId, lines), branchId, serviceRatesOf(branchId, stored)).lines;

describe('line pricing: massage = customers x rate x 90 % + guests x rate; count = (customers + guests) x rate', () => {
  it.each([
    // branch, line, counts, vnd, usd
    [5, 'm70', { customers: 2, guests: 1 }, 700_000, 0], // 2 x 250,000 x 0.9 + 250,000
    [5, 'm100', { customers: 1 }, 315_000, 0], // "HMS 100P 315"
    [5, 'm70', { customers: 1 }, 225_000, 0], // "HMS 70P 225"
    [5, 'm40', { guests: 1 }, 200_000, 0], // "MS 40P 200"
    [5, 'set70', { customers: 1, guests: 1 }, 703_000, 0], // 370,000 x 0.9 + 370,000
    [3, 'bf', { customers: 4 }, 800_000, 0], // "BF 200"
    [3, 'roten', { customers: 2, free: 1 }, 300_000, 0], // free ones are not sold
    [3, 'roten_set', { customers: 1 }, 300_000, 0], // "BF & BT 300"
    [11, 'm40', { customers: 1 }, 0, 9], // branch 11: 9 USD staying
    [11, 'm40', { guests: 1 }, 0, 10], // 10 USD visitor
    [11, 'm40', { customers: 2, guests: 3 }, 0, 48],
    [11, 'bf', { customers: 3 }, 0, 18],
  ])('branch %i %s %o -> %i VND, %d USD', (branchId, key, counts, vnd, usd) => {
    expect(priced(branchId, { [key]: counts })[key]).toMatchObject({ vnd, usd });
  });

  it("branch 1's breakfast is the entered VND amount; other branches count x rate", () => {
    expect(priced(1, { bf: { customers: 3, vnd: 555_000 } }).bf.vnd).toBe(555_000);
    expect(priced(3, { bf: { customers: 3, vnd: 555_000 } }).bf.vnd).toBe(600_000);
  });

  it('entered lines keep their amounts (branch 11: USD only), counts become whole and texts are trimmed', () => {
    expect(priced(3, { minibar: { customers: 2, vnd: 120_000.4, usd: 3.456, note: '  fridge  ' } }).minibar).toEqual({
      ...blankLine(),
      customers: 2,
      vnd: 120_000,
      usd: 3.46,
      note: 'fridge',
    });
    expect(priced(11, { minibar: { customers: 1, vnd: 50_000, usd: 3.5 } }).minibar).toMatchObject({
      vnd: 0,
      usd: 3.5,
    });
    expect(priced(5, { m70: { customers: 2.6, guests: -4 } }).m70).toMatchObject({ customers: 3, guests: 0 });
  });

  it("prices from the branch's stored serviceRate over the defaults", () => {
    expect(priced(5, { m70: { customers: 1 } }, { massage_70: 300_000 }).m70.vnd).toBe(270_000);
    expect(priced(5, { m70: { customers: 1 } }, { massage_70: -1 }).m70.vnd).toBe(225_000);
  });

  it("keeps only the branch's lines: no massage at 3, stone massage only at 12, no breakfast set at 11", () => {
    const all = { m70: { customers: 1 }, m70ws: { customers: 1 }, bf_set: { customers: 1 }, zzz: { customers: 9 } };
    expect(Object.keys(priced(3, all))).not.toContain('m70');
    expect(Object.keys(priced(5, all))).toContain('m70');
    expect(Object.keys(priced(5, all))).not.toContain('m70ws');
    expect(priced(12, all).m70ws.vnd).toBe(270_000); // 300,000 x 0.9
    expect(Object.keys(priced(11, all))).not.toContain('bf_set');
    expect(Object.keys(priced(5, all))).not.toContain('zzz');
  });
});

describe("header figures: Today's Sales, total profit, customers and capacities", () => {
  const figures = { rooms: 40, sumRate: 25_400, fixedExpense: 30_000_000, rates: serviceRatesOf(5) };
  const day = normaliseReport(
    report(5, {
      day: { customers: 20, vnd: 20_000_000 },
      late: { customers: 2, vnd: 600_000 },
      short: { customers: 2, vnd: 400_000 },
      other_hotel: { customers: 1, vnd: 100_000 },
      m70: { customers: 2, guests: 1 },
      bf: { customers: 10 },
      minibar: { customers: 1, usd: 12.5 },
    }),
    5,
    figures.rates,
  );

  it('adds the sections, converts USD at sumRate and takes the day share of the fixed expense', () => {
    expect(managerTotals(day, 5, '2026-11-10', figures)).toMatchObject({
      hotelVnd: 21_100_000,
      massageVnd: 700_000,
      otherVnd: 2_000_000,
      otherUsd: 12.5,
      todaySalesVnd: 23_800_000,
      todaySalesUsd: 12.5,
      fixedExpense: 1_000_000, // 30,000,000 / 30 days of November
      totalProfit: 23_117_500, // 23,800,000 + 12.5 x 25,400 - 1,000,000
      customers: 23, // 20 + 2/2 + 2/2 + 1
      capacity: 57.5, // 23 / 40
      hotelCapacity: 52.5, // (20 + 2/2) / 40
      massageGuests: 3,
      massageCapacity: 7.5,
      otherCapacity: 27.5, // (10 breakfast + 1 minibar) / 40
      rooms: 40,
    });
  });

  it.each([
    ['2026-12-05', 31_000_000, 1_000_000],
    ['2028-02-05', 29_000_000, 1_000_000], // leap February
    ['2027-02-05', 28_000_000, 1_000_000],
    ['2026-11-05', 1_000_000, 33_333],
  ])('fixed expense share on %s of %i a month -> %i', (date, month, share) => {
    expect(managerTotals(day, 5, date, { ...figures, fixedExpense: month }).fixedExpense).toBe(share);
  });

  it('branch 11: USD sales - fixed expense, in USD', () => {
    const usd = normaliseReport(
      report(11, { day: { customers: 5, usd: 500 }, m40: { customers: 1, guests: 1 } }),
      11,
      serviceRatesOf(11),
    );
    const t = managerTotals(usd, 11, '2026-11-10', {
      rooms: 20,
      sumRate: 1,
      fixedExpense: 300,
      rates: serviceRatesOf(11),
    });
    expect(t).toMatchObject({ todaySalesVnd: 0, todaySalesUsd: 519, fixedExpense: 10, totalProfit: 509, customers: 5 });
  });
});

describe('bill text: single bills "1,2,3", runs of three or more "1->3"', () => {
  it.each([
    [['3', '1', '2'], '1->3'],
    [['1', '2'], '1,2'],
    [['5', '1', '2', '3', '7', 'A12', ' ', '3'], '1->3,5,7,A12'],
    [['10', '11', '12', '13', '20', '21'], '10->13,20,21'],
    [[], ''],
  ])('%o -> %s', (bills, text) => expect(billText(bills)).toBe(text));
});

describe('the report made from a reception sum (worked out by hand)', () => {
  const row = (id: string, over: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow(id), paid: 'Paid', ...over });
  const day = '2026-11-10';
  const rows = [
    row('h1', {
      HI: '100',
      room: '201',
      checkin: '2026-11-08',
      checkout: day,
      amount: 2_000_000,
      minibar: 50_000,
      transfer: 300_000,
    }),
    row('h2', { HI: '101', room: '202', checkin: day, checkout: day, amount: 400_000 }),
    row('h3', {
      HI: '102',
      room: '203',
      checkin: '2026-11-09',
      checkout: day,
      amount: 300_000,
      name_sub1: 'Late check-out',
    }),
    row('h4', { HI: '103', room: '204', action: 'DEBIT CANCEL', amount: 900_000 }),
    row('s1', { SI: '500', packages: { 'MS 70P': 2 } }),
    row('s2', { SI: '501', packages: { 'HMS 70P': 1, BF: 2 } }),
    row('s3', { SI: '502', action: 'F.O.C', packages: { BT: 1, 'MS 40P': 1 } }),
    row('s4', { SI: '503', room: '305', packages: { 'MS 70P & BT': 1 } }),
    row('s5', { SI: '504', paid: 'Delete', packages: { 'MS 100P': 4 } }),
  ];
  const made = reportFromSum(rows, 5, { rooms: 25, sale: 30_000_000, checkins: 6 });

  it('fills the hotel lines from the plan and the hotel invoices', () => {
    const l = made.lines;
    expect(l.day).toMatchObject({ customers: 25, vnd: 30_000_000 });
    expect(l.checkin.customers).toBe(6);
    expect(l.checkout.customers).toBe(3); // h1, h2, h3 (the cancelled h4 is left out)
    expect(l.short).toMatchObject({ customers: 1, vnd: 400_000, bill: '101' });
    expect(l.late).toMatchObject({ customers: 1, vnd: 150_000, bill: '102' });
    expect(l.minibar).toMatchObject({ customers: 1, vnd: 50_000 });
    expect(l.rental_car).toMatchObject({ customers: 1, vnd: 300_000 });
    expect(l.pickup.customers).toBe(1);
    expect(made.listHI).toBe('100->103');
    expect(made.listSI).toBe('500->503'); // the deleted 504 is left out
  });

  it('counts the service packages: walk-in guests, hotel customers, free ones', () => {
    const l = made.lines;
    expect(l.m70).toMatchObject({ customers: 1, guests: 2, bill: '500,501' });
    expect(l.bf).toMatchObject({ customers: 2, bill: '501' });
    expect(l.set70).toMatchObject({ customers: 1, guests: 0, bill: '503' }); // a room number: a hotel customer
    expect(l.roten).toMatchObject({ customers: 0, free: 1 });
    expect(l.m_free.customers).toBe(1);
    expect(l.m100.guests).toBe(0);
  });

  it('prices the made report', () => {
    const l = normaliseReport(made, 5, serviceRatesOf(5)).lines;
    expect(l.m70.vnd).toBe(725_000); // 250,000 x 0.9 + 2 x 250,000
    expect(l.bf.vnd).toBe(400_000);
    expect(l.set70.vnd).toBe(333_000); // 370,000 x 0.9
    expect(l.day.vnd).toBe(30_000_000);
  });
});

describe('the monthly total', () => {
  const totalDay = (day: string, r: ManagerReport | null, version = 1): TotalDay => ({
    day,
    version: r ? version : 0,
    edit: false,
    report: r,
  });

  it('hides the massage rows of a branch without massage (3) and sums its other rows', () => {
    const rates = serviceRatesOf(3);
    const days = [
      totalDay(
        '2026-11-01',
        normaliseReport(report(3, { bf: { customers: 4 }, late: { customers: 1, vnd: 300_000 } }), 3, rates),
      ),
      totalDay('2026-11-02', null),
      totalDay('2026-11-03', normaliseReport(report(3, { bf: { customers: 2, free: 1 } }), 3, rates)),
    ];
    const rows = new Map(monthTotal(days, 3).map((r) => [r.key, r]));
    for (const key of ['m100_customers', 'm100_guests', 'm70_customers', 'm70_guests', 'm40', 'sets', 'm_free'])
      expect(rows.get(key)?.hidden).toBe(true);
    expect(rows.get('bf')).toMatchObject({ hidden: false, perDay: [4, 0, 2], count: 6, amountVnd: 1_200_000 });
    expect(rows.get('service_free')).toMatchObject({ perDay: [0, 0, 1], count: 1, amountVnd: 0 });
    expect(rows.get('late')).toMatchObject({ perDay: [1, 0, 0], amountVnd: 300_000 });
  });

  it('counts stone massage with the 70 / 100 minute rows at 12, and splits a line between customers and guests', () => {
    const r = normaliseReport(
      report(12, { m70: { customers: 1, guests: 1 }, m70ws: { customers: 2 }, m100ws: { guests: 1 } }),
      12,
      serviceRatesOf(12),
    );
    const rows = new Map(monthTotal([totalDay('2026-11-01', r)], 12).map((x) => [x.key, x]));
    // customers: m70 225,000 + m70ws 2 x 270,000; guests: m70 250,000
    expect(rows.get('m70_customers')).toMatchObject({ hidden: false, count: 3, amountVnd: 765_000 });
    expect(rows.get('m70_guests')).toMatchObject({ count: 1, amountVnd: 250_000 });
    expect(rows.get('m100_guests')).toMatchObject({ count: 1, amountVnd: 400_000 });
    expect(rows.get('m100_customers')).toMatchObject({ count: 0, amountVnd: 0 });
    // the rows' amounts add up to the day's massage sales
    const massage = ['m100_customers', 'm100_guests', 'm70_customers', 'm70_guests', 'm40', 'sets'];
    expect(massage.reduce((s, k) => s + (rows.get(k)?.amountVnd ?? 0), 0)).toBe(1_415_000);
  });
});
