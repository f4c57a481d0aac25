import { describe, expect, it } from 'vitest';
import { targetsOf } from '../../src/client/features/expected/expected-entries';
import type { Plan } from '../../src/client/features/expected/expected-state';
import {
  cellKey,
  fullKey,
  planFigures,
  shownCell,
  shownCells,
  weekdayOf,
} from '../../src/client/features/expected/expected-view';

// The plan screen's own reading of the plan: weekdays of the header, the waiting changes shown over the
// server's cells (and counted in the day figures), and the cells a queued change touches.
const cell = (room: string, day: number, rate: number, comment = '', rev = 1) => ({ room, day, rate, comment, rev });
const plan: Plan = {
  branchId: 3,
  month: '2026-11',
  rooms: [
    { number: '101', type: 'Standard' },
    { number: '102', type: 'Standard' },
    { number: '201', type: 'Deluxe' },
    { number: '202', type: 'Deluxe' },
  ],
  cells: Object.fromEntries(
    [cell('101', 1, 500000), cell('102', 1, 600000), cell('101', 2, 500000, 'VIP')].map((c) => [
      cellKey(c.room, c.day),
      c,
    ]),
  ),
  closed: [2],
  canEdit: true,
  source: 'demo',
  missing: false,
  stale: false,
};

describe('expected plan view', () => {
  it('names the weekday of each day of the month (1 November 2026 is a Sunday; February of a leap year has 29)', () => {
    expect(weekdayOf('2026-11', 1)).toBe('Sun');
    expect(weekdayOf('2026-11', 30)).toBe('Mon');
    expect(weekdayOf('2028-02', 29)).toBe('Tue');
  });

  it('shows a change waiting to be sent over the server value, and an empty cell as rate 0', () => {
    const pending = { [fullKey(3, '2026-11', '101', 1)]: { rate: 700000, comment: 'late' } };
    expect(shownCell(plan, pending, '101', 1)).toMatchObject({ rate: 700000, comment: 'late' });
    expect(shownCell(plan, pending, '102', 1)).toMatchObject({ rate: 600000, comment: '' });
    expect(shownCell(plan, pending, '202', 5)).toMatchObject({ rate: 0, comment: '' });
    // Another plan's waiting change is not this plan's.
    expect(shownCells(plan, { [fullKey(5, '2026-11', '201', 1)]: { rate: 1, comment: '' } })).toHaveLength(3);
  });

  it('counts the waiting changes in the day figures and the month capacity (4 rooms)', () => {
    const pending = {
      [fullKey(3, '2026-11', '201', 1)]: { rate: 800000, comment: '' },
      [fullKey(3, '2026-11', '102', 1)]: { rate: 0, comment: '' },
    };
    const f = planFigures(plan, pending);
    // Day 1: 101 (500,000) and 201 (800,000) sold; 102 cleared.
    expect(f.days[0]).toMatchObject({ sumRoom: 2, sumRate: 1300000, capacity: 50 });
    expect(f.days[1]).toMatchObject({ sumRoom: 1, sumRate: 500000, capacity: 25 });
    // 3 rooms sold of 4 x 30 room-nights.
    expect(f.capacity.capacityMonth).toBe(2.5);
    expect(f.capacity.weeks[0]).toMatchObject({ roomsSold: 3, capacity: 10.71 });
  });

  it('reads the cells a queued change touches: one cell, or the rooms of a day', () => {
    expect(
      targetsOf({
        method: 'POST',
        endpoint: '/expected/:branchId/update_expected',
        params: { branchId: 3 },
        body: { monthEx: '2026-11', room: '101', day: 4, rate: 5, comment: 'x', baseRev: 2 },
      }),
    ).toEqual([{ branchId: 3, month: '2026-11', room: '101', day: 4, rate: 5, comment: 'x', baseRev: 2 }]);
    // Queued before the outbox named endpoints: read back from its filled path.
    const day = targetsOf({
      method: 'POST',
      endpoint: '/expected/3/update_multi_one_day/2026-11',
      params: {},
      body: {
        day: 6,
        list: [
          { room: '101', rate: 1, comment: '', baseRev: 0 },
          { room: '102', rate: 2, comment: 'y' },
        ],
      },
    });
    expect(day.map((t) => [t.room, t.day, t.rate, t.baseRev])).toEqual([
      ['101', 6, 1, 0],
      ['102', 6, 2, undefined],
    ]);
    expect(targetsOf({ method: 'POST', endpoint: '/rc/:branchId/up_sum', params: { branchId: 3 }, body: {} })).toEqual(
      [],
    );
  });
});
