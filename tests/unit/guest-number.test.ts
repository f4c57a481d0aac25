// Guest numbers worked out by hand from invoice rows (src/domain/guest-number.ts).
import { describe, expect, it } from 'vitest';
import {
  capacityRed,
  defaultPart,
  guestNumberDays,
  partDays,
  roomsStaying,
  stayRowsOf,
} from '../../src/domain/guest-number';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';

const row = (HI: string, room: string, checkin: string, checkout: string, extra: Record<string, unknown> = {}) =>
  ({ ...emptyRow(HI), HI, room, checkin, checkout, ...extra }) as InvoiceRow;

const rows = [
  row('1', '201', '2026-10-30', '2026-11-03'), // nights Oct 30 - Nov 2
  row('2', '202', '2026-11-02', '2026-11-04', { action: 'late check out' }), // late out on the 4th
  row('3', '203', '2026-11-02', '2026-11-02'), // short time on the 2nd
  row('4', '204', '2026-11-02', '2026-11-05', { action: 'CANCEL' }),
  row('5', '205', '2026-11-02', '2026-11-03', { paid: 'Delete' }),
  row('6', '206', '2026-11-15', '2026-11-17'),
  row('1', '201', '2026-10-30', '2026-11-03'), // the same invoice again
];

describe('stays', () => {
  it('keeps hotel invoices with a room and dates, once, without deleted or cancelled ones', () => {
    expect(stayRowsOf(rows).map((s) => [s.room, s.kind])).toEqual([
      ['201', 'stay'],
      ['202', 'late'],
      ['203', 'short'],
      ['206', 'stay'],
    ]);
  });
  it('rooms staying a night: checked in on or before it, out after it, short stays left out', () => {
    const stays = stayRowsOf(rows);
    expect(roomsStaying(stays, '2026-11-02').map((s) => s.room)).toEqual(['201', '202']);
    expect(roomsStaying(stays, '2026-11-03').map((s) => s.room)).toEqual(['202']);
    expect(roomsStaying(stays, '2026-11-04')).toEqual([]);
  });
});

describe('guest number days', () => {
  const days = guestNumberDays(stayRowsOf(rows), '2026-11', 1, 4);
  it('counts staying rooms, short time on its day, late out on its check-out day', () => {
    expect(days).toHaveLength(15);
    expect(days[1]).toEqual({
      day: 2,
      date: '2026-11-02',
      guestNumber: 2,
      short_time: 1,
      list_short: ['203'],
      late_out: 0,
      list_lateOut: [],
      capacity: 62.5, // (2 + 0/2 + 1/2) / 4
    });
    expect(days[3]).toMatchObject({ day: 4, guestNumber: 0, late_out: 1, list_lateOut: ['202'], capacity: 12.5 });
    expect(days[0]).toMatchObject({ day: 1, guestNumber: 1, capacity: 25 });
  });
  it('capacity is red at 50 or more', () => {
    expect([49.99, 50, 62.5].map(capacityRed)).toEqual([false, true, true]);
  });
});

describe('halves', () => {
  it.each([
    ['2026-11', 1, 1, 15],
    ['2026-11', 2, 16, 30],
    ['2026-12', 2, 16, 31],
    ['2026-02', 2, 16, 28],
    ['2028-02', 2, 16, 29],
    ['2026-02', 3, 1, 28],
  ] as const)('%s part %i: %i to %i', (month, part, from, to) => {
    expect(partDays(month, part)).toEqual({ from, to });
  });
  it('defaults to 1-15 up to the 15th, then 16-end', () => {
    expect(defaultPart('2026-11-15')).toBe(1);
    expect(defaultPart('2026-11-16')).toBe(2);
  });
});
