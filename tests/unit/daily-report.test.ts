// The daily report's counts from a small fixed list of reception sum rows, worked out by hand, and the
// exchange rate steps (spec 3 section 5: USD 0.001, JPY 0.01).
import { describe, expect, it } from 'vitest';
import { dailyCounts, dayCapacity, packageKind, rateError, ratesError } from '../../src/domain/daily-report';
import { stayRowsOf } from '../../src/domain/guest-number';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';

const DAY = '2026-11-20';
const row = (id: string, over: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow(id), ...over });
const hotel = (id: string, room: string, checkin: string, checkout: string, over: Partial<InvoiceRow> = {}) =>
  row(id, { HI: `H${id}`, room, checkin, checkout, ...over });

const ROWS: InvoiceRow[] = [
  // 1: a plain stay leaving today.
  hotel('1', '201', '2026-11-18', DAY),
  // 2: a late check-out (note on the telephone column), also checked in early.
  hotel('2', '202', '2026-11-19', DAY, { telephone: 'Late check out 14:00 / early check in' }),
  // 3: short time (in and out today): a check-in and a check-out.
  hotel('3', '203', DAY, DAY),
  // 4: yesterday's DEBIT CHECK IN come back: the stay starts today.
  hotel('4', '204', DAY, '2026-11-23'),
  // 5: tomorrow's arrival (DEBIT CHECK IN): neither a check-in nor a check-out today.
  hotel('5', '205', '2026-11-21', '2026-11-22', { action: 'DEBIT CHECK IN' }),
  // 6: a cancelled room, 7: a no-show.
  hotel('6', '206', '2026-11-19', DAY, { action: 'CANCEL' }),
  hotel('7', '207', '2026-11-19', DAY, { action: 'DEBIT NOSHOW' }),
  // 8: a deleted row counts nothing.
  hotel('8', '208', '2026-11-19', DAY, { paid: 'Delete' }),
  // 9: the same invoice as 1 on a second row (split): counted once.
  hotel('1', '201', '2026-11-18', DAY),
  // Services: a hotel guest's massage 70 (hotel price) and two BF & BT;
  row('s1', { SI: 'S1', room: '201', packages: { 'HMS 70P': 1, 'BF & BT': 2 } }),
  // an outside guest's massage 100 at the walk-in price and a massage-70-and-bath set;
  row('s2', { SI: 'S2', packages: { 'MS 100P': 1, 'MS 70P & BT': 2 } }),
  // an outside guest's breakfast (walk-in) and a hotel guest's bath with a 100 set;
  row('s3', { SI: 'S3', packages: { BF: 3 } }),
  row('s4', { SI: 'S4', room: '202', packages: { BT: 1, 'MS 100P & BT': 1 } }),
  // a cancelled service serves nobody; an unknown column is ignored.
  row('s5', { SI: 'S5', room: '203', action: 'CANCEL', packages: { BT: 4 } }),
  row('s6', { SI: 'S6', room: '203', packages: { 'Gift card': 5 } }),
];

describe('dailyCounts', () => {
  const c = dailyCounts(ROWS, DAY, 12.5);
  it('counts rooms by hand', () => {
    expect(c).toMatchObject({
      roomLine: 7, // invoices 1-7 (8 deleted, 9 = 1)
      checkOut: 3, // 1, 2, 3
      checkIn: 2, // 3, 4
      shortTime: 1, // 3
      lateCheckOut: 1, // 2
      ealryCheckIn: 1, // 2
      noShow: 1, // 7
      cancelRoom: 1, // 6 (s5 is a service)
      capacityRoom: 12.5,
    });
  });
  it('counts service guests and their invoice rows by hand', () => {
    expect(c).toMatchObject({
      guestMassage: 1 + 1 + 2 + 1, // HMS 70P, MS 100P, MS 70P & BT x2, MS 100P & BT
      massageLine: 3, // s1, s2, s4
      guestRoten: 2 + 2 + 1 + 1, // BF & BT x2, MS 70P & BT x2, BT, MS 100P & BT
      rotenLine: 3, // s1, s2, s4
      guestBreakfast: 2 + 3, // BF & BT x2, BF x3
      breakfastRoten: 2,
      massage70Roten: 2,
      massage100Roten: 1,
      walkIn: 1 + 2 + 3, // s2 (no room: MS 100P, the set x2), s3 (BF x3)
    });
  });
  it('an empty day is all zero', () => {
    expect(Object.values(dailyCounts([], DAY)).every((v) => v === 0)).toBe(true);
  });
  it('classes packages from the manager report lines', () => {
    expect(packageKind('MS 70P & BT')).toMatchObject({ massage: true, roten: true, breakfast: false });
    expect(packageKind('BF & BT Buffet')).toMatchObject({ massage: false, roten: true, breakfast: true });
    expect(packageKind('MSV15')).toMatchObject({ massage: true, walkInPrice: true });
    expect(packageKind('nothing')).toBeNull();
  });
});

describe('dayCapacity', () => {
  it('is the guest-number capacity of the day', () => {
    // 40 rooms: 204 stays the night of the 20th (1), 202 leaves late (1/2), 203 short time (1/2) -> 2 / 40 = 5 %.
    expect(dayCapacity(stayRowsOf(ROWS), DAY, 40)).toBe(5);
    expect(dayCapacity([], DAY, 40)).toBe(0);
  });
});

describe('rate steps', () => {
  it.each([
    ['usdVcbBuying', 25_340.125, null],
    ['usdVcbBuying', 25_340.1255, 'USD VCB buying must be in steps of 0.001'],
    ['usdAzumayaBuying', 0, null],
    ['jpyVcbBuying', 168.25, null],
    ['jpyAzumayaSelling', 168.255, 'JPY Azumaya selling must be in steps of 0.01'],
    ['jpyVcbSelling', -1, "JPY VCB selling can't be negative"],
    ['usdVcbSelling', Number.NaN, 'USD VCB selling must be a number'],
    ['jpyVcbBuying', '168', 'JPY VCB buying must be a number'],
    ['usdVcbBuying', 20_000_000, 'USD VCB buying is too large'],
  ] as const)('%s %s', (field, value, error) => {
    expect(rateError(field, value)).toBe(error);
  });
  it('names the first refused rate', () => {
    expect(ratesError({ usdVcbBuying: 25_000.5, jpyVcbBuying: 1.234 })).toBe('JPY VCB buying must be in steps of 0.01');
    expect(ratesError({})).toBeNull();
  });
});
