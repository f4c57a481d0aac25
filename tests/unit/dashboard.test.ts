// The dashboard's counting rules (src/domain/dashboard.ts) on a small fixed list of bookings, every figure
// worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import {
  addReservations,
  capacityByMonth,
  monthCapacity,
  monthTotals,
  nightsInMonth,
  otaChannelsOf,
  percentChange,
  reservationCounts,
  roomNights,
  type CountedBooking,
} from '../../src/domain/dashboard';
import { reportScope, reportTotalTabs } from '../../src/domain/dashboard-scope';
import { ROLE } from '../../src/domain/roles';

const b = (over: Partial<CountedBooking>): CountedBooking => ({
  room: '201',
  checkin: '2026-03-10',
  checkout: '2026-03-12',
  channel: 'walk-in',
  language: 'ja',
  device: 'pc',
  company: '',
  cancelled: false,
  ...over,
});

// March 2026 has 31 days.
const LIST: CountedBooking[] = [
  // 1. Crosses the start: nights 27, 28 Feb (February), 1, 2 March -> 2 nights in March. Agoda, female.
  b({ checkin: '2026-02-27', checkout: '2026-03-03', channel: 'agoda', female: true, language: 'en', device: 'phone' }),
  // 2. Inside: nights 10, 11 -> 2. Website, member, pick-up.
  b({ room: '202', channel: 'website', membership: true, pickUp: true, device: 'pc' }),
  // 3. Crosses the end: nights 30, 31 March -> 2 (and 1, 2 April). booking.com, drop-off, female.
  b({
    room: '203',
    checkin: '2026-03-30',
    checkout: '2026-04-03',
    channel: 'booking.com',
    dropOff: true,
    female: true,
    language: 'vi',
    device: 'tablet',
  }),
  // 4. Company, 5 nights (15-19). App device.
  b({
    room: '204',
    checkin: '2026-03-15',
    checkout: '2026-03-20',
    channel: 'company',
    company: 'SAKURA',
    language: 'ko',
  }),
  // 5. App booking by a member: 1 night.
  b({ room: '205', checkin: '2026-03-05', checkout: '2026-03-06', channel: 'app', membership: true, device: 'app' }),
  // 6. Cancelled (agoda): no nights, counts as cancel.
  b({ room: '206', channel: 'agoda', cancelled: true }),
  // 7. Waiting list (expedia): no nights, counts as waiting.
  b({ room: '207', channel: 'expedia', waitingList: true }),
  // 8. February only: nothing in March.
  b({ room: '208', checkin: '2026-02-01', checkout: '2026-02-05', channel: 'expedia' }),
];

describe('room nights inside a month', () => {
  it('counts the nights from check-in to the day before check-out that fall in the month', () => {
    expect(LIST.map((x) => nightsInMonth(x, '2026-03'))).toEqual([2, 2, 2, 5, 1, 2, 2, 0]);
    expect(nightsInMonth(LIST[0], '2026-02')).toBe(2);
    expect(nightsInMonth(LIST[2], '2026-04')).toBe(2);
    // A stay over the whole month and more: 31.
    expect(nightsInMonth(b({ checkin: '2026-02-20', checkout: '2026-04-10' }), '2026-03')).toBe(31);
    // Bad or reversed dates give nothing.
    expect(nightsInMonth(b({ checkin: '2026-03-12', checkout: '2026-03-10' }), '2026-03')).toBe(0);
    expect(nightsInMonth(b({ checkin: 'x', checkout: '2026-03-10' }), '2026-03')).toBe(0);
  });

  it('leaves cancelled and waiting-list bookings out of the room nights', () => {
    // 2 + 2 + 2 + 5 + 1 = 12 (not 6 and 7).
    expect(roomNights(LIST, '2026-03')).toBe(12);
    // February: 1 (27, 28) + 8 (1-4) = 2 + 4 = 6.
    expect(roomNights(LIST, '2026-02')).toBe(6);
  });
});

describe('capacity', () => {
  it('is room nights / (rooms x days) x 100 with two decimals', () => {
    // 12 / (10 x 31) x 100 = 3.870967... -> 3.87
    expect(monthCapacity(12, 10, '2026-03')).toBe(3.87);
    // February 2026: 28 days; 6 / 280 x 100 = 2.142857 -> 2.14
    expect(monthCapacity(6, 10, '2026-02')).toBe(2.14);
    expect(monthCapacity(5, 0, '2026-03')).toBe(0);
  });

  it('twelve months ending with the month, oldest first', () => {
    const months = capacityByMonth(LIST, '2026-04', 10);
    expect(months.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    // April: 2 nights / 300 -> 0.67; March 3.87; February 2.14.
    expect(months.slice(-3).map((m) => m.capacity)).toEqual([2.14, 3.87, 0.67]);
  });

  it('percent change with two decimals, 0 with nothing before', () => {
    expect(percentChange(12, 6)).toBe(100);
    expect(percentChange(5, 6)).toBe(-16.67);
    expect(percentChange(5, 0)).toBe(0);
  });
});

describe('month totals', () => {
  it('counts bookings checking in in the month, nights for rooms and companies', () => {
    const t = monthTotals(LIST, '2026-03', 10, otaChannelsOf(3));
    expect(t).toEqual({
      roomTotal: 12,
      capacity: 3.87,
      // Booking 1 checks in in February: its agoda and female do not count in March; 3 is female.
      femaleTotal: 1,
      // booking.com (3) only; 6 is cancelled, 7 waiting, 1 and 8 February.
      OTATotal: 1,
      OTATotalDetails: { expedia: 0, 'booking.com': 1, agoda: 0 },
      memberShipTotal: 2,
      companyTotal: 5,
      fromAzWebTotal: 1,
      fromAzAppTotal: 1,
      pickUpTotal: 1,
      dropOffTotal: 1,
      waitingListTotal: 1,
      cancelListTotal: 1,
    });
  });

  it("February: booking 1's agoda and female count there", () => {
    const t = monthTotals(LIST, '2026-02', 10, otaChannelsOf(1));
    expect(t).toMatchObject({ roomTotal: 6, femaleTotal: 1, OTATotal: 2 });
    // Branch 1 sells agoda, booking.com, hafh; expedia (booking 8) is listed after them.
    expect(t.OTATotalDetails).toEqual({ agoda: 1, 'booking.com': 0, hafh: 0, expedia: 1 });
  });
});

describe('OTA channels per branch (spec 3 section 9)', () => {
  it('lists each branch its channels, {host} being booking.com once', () => {
    expect(otaChannelsOf(1)).toEqual(['agoda', 'booking.com', 'hafh']);
    expect(otaChannelsOf(13)).toEqual(['expedia', 'booking.com', 'agoda', 'rakuten']);
    expect(otaChannelsOf(7)).toEqual(['expedia', 'booking.com', 'agoda', 'rakuten', 'hafh']);
    expect(otaChannelsOf(11)).toEqual(['expedia', 'agoda', 'booking.com']);
    expect(otaChannelsOf(15)).toEqual(['expedia', 'booking.com', 'agoda']);
    expect(otaChannelsOf(3)).toEqual(otaChannelsOf(99));
  });
});

describe('reservation counts', () => {
  it('counts March check-ins that are not cancelled, their whole stays, languages and devices', () => {
    const r = reservationCounts(LIST, '2026-03');
    // 2, 3, 4, 5 and 7 (waiting is a booking made); stays 2 + 4 + 5 + 1 + 2 = 14; languages 2, 5, 7 ja,
    // 3 vi, 4 ko; devices 2, 4, 7 pc, 3 tablet, 5 app.
    expect(r).toEqual({
      booking: 5,
      roomAmount: 14,
      language: { ja: 3, en: 0, vi: 1, ko: 1 },
      deviceType: { pc: 3, phone: 0, tablet: 1, app: 1 },
    });
    const sum = addReservations([r, r]);
    expect([sum.booking, sum.roomAmount, sum.language.ja, sum.deviceType.pc]).toEqual([10, 28, 6, 6]);
  });
});

describe('report scope', () => {
  const ceo = { role: ROLE.CEO, branchID: 1, area: 'Ho Chi Minh' };
  const area = { role: ROLE.AREA_MANAGER, branchID: 1, area: 'Ho Chi Minh' };
  const manager = { role: ROLE.MANAGER, branchID: 3, area: 'Ha Noi' };
  it('branch 0: the chain for 1, 7, 8, the area for 5 and 6, the own branch for the others', () => {
    expect(reportScope(ceo, 0, 'all')).toMatchObject({ ok: true, scope: 'chain' });
    expect(reportScope(ceo, 0, 'Ha Noi')).toMatchObject({ ok: true, scope: 'area', area: 'Ha Noi' });
    expect(reportScope(area, 0, 'Ho Chi Minh')).toMatchObject({ ok: true, scope: 'area' });
    expect(reportScope(area, 0, 'all')).toEqual({ ok: false, code: 403, msg: 'Mistake Branch Area' });
    expect(reportScope(area, 0, 'Ha Noi')).toEqual({ ok: false, code: 403, msg: 'Mistake Branch Area' });
    expect(reportScope(manager, 0, 'Ha Noi')).toMatchObject({ ok: true, scope: 'branch', branchId: 3 });
  });
  it('a branch must be in reach and in the named area', () => {
    expect(reportScope(area, 3, 'Ha Noi')).toEqual({ ok: false, code: 403, msg: 'Mistake Branch Area' });
    expect(reportScope(manager, 8, 'Ha Noi')).toEqual({ ok: false, code: 403, msg: 'Mistake Branch' });
    expect(reportScope(ceo, 3, 'Ho Chi Minh')).toEqual({ ok: false, code: 400, msg: 'Mistake Branch Area' });
    expect(reportScope(ceo, 3, 'Nowhere')).toEqual({ ok: false, code: 400, msg: 'Mistake Branch Area' });
    expect(reportScope(ceo, 3, 'Ha Noi')).toMatchObject({ ok: true, scope: 'branch', branchId: 3 });
  });
});

describe('report total tabs', () => {
  it('the supervisor (3) has no View Branch and no Member Ship', () => {
    expect(reportTotalTabs(ROLE.SUPERVISOR)).toEqual(['calendar', 'calendar2']);
    expect(reportTotalTabs(ROLE.CEO)).toEqual(['branch', 'calendar', 'calendar2', 'membership']);
    expect(reportTotalTabs(ROLE.MANAGER)).toEqual(['branch', 'calendar', 'calendar2', 'membership']);
  });
});
