// The breakfast rules (spec 3 sections 3, 6, 9), the cell-write merge rules and room codes, from hand-worked numbers.
import { describe, expect, it } from 'vitest';
import {
  breakfastCapacity,
  breakfastDay,
  breakfastTotals,
  isCount,
  mayEditBreakfast,
} from '../../src/domain/breakfast';
import { applyCellWrite } from '../../src/domain/cells';
import { parseRoomCode } from '../../src/domain/room-code';

describe('breakfast day rows', () => {
  it.each([
    // rooms, outside, other, onigiri, in house -> have BF, total, capacity
    [[2, 1, 1], 3, 0, 4, 5, 4, 11, 80],
    [[1, 1, 1], 0, 2, 0, 3, 3, 5, 100],
    [[1], 0, 0, 0, 3, 1, 1, 33.33],
    [[2, 2], 1, 1, 1, 3, 4, 7, 133.33],
    [[], 4, 0, 0, 0, 0, 4, 0],
  ])(
    'rooms %j, OUTSIDE %i, HAN %i, ONIGIRI %i, %i in house',
    (rooms, outSide, other, onigiri, inHouse, have, total, cap) => {
      expect(breakfastDay(7, rooms, { outSide, other, onigiri }, inHouse)).toEqual({
        day: 7,
        outSide,
        other,
        onigiri,
        guestInHouse: inHouse,
        guestHaveBF: have,
        total,
        capacity: cap,
      });
    },
  );

  it('the month line sums the days; its capacity is over the month guests in house', () => {
    const days = [breakfastDay(1, [2, 1], { outSide: 1 }, 4), breakfastDay(2, [1], { onigiri: 2 }, 3)];
    expect(breakfastTotals(days)).toEqual({
      outSide: 1,
      other: 0,
      onigiri: 2,
      guestInHouse: 7,
      guestHaveBF: 4,
      total: 7,
      capacity: 57.14,
    });
    expect(breakfastCapacity(2, 3)).toBe(66.67);
  });

  it('only the supervisor edits; counts are whole numbers 0-999', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayEditBreakfast)).toEqual([3]);
    expect([0, 1, 999].every(isCount)).toBe(true);
    expect([-1, 1.5, 1000, '2', NaN].some(isCount)).toBe(false);
  });
});

describe('cell writes', () => {
  it.each([
    ['a change from the stored value', 2, { op: 'set', value: 3, base: 2 }, { result: 'applied', before: 2, value: 3 }],
    ['a change from an older value', 2, { op: 'set', value: 3, base: 0 }, { result: 'conflict', current: 2, mine: 3 }],
    ['the value it already has, from any base', 2, { op: 'set', value: 2, base: 0 }, { result: 'same', value: 2 }],
    ['a scan adds one', 2, { op: 'add', delta: 1 }, { result: 'applied', before: 2, value: 3 }],
    ['an undo takes one back', 1, { op: 'add', delta: -1 }, { result: 'applied', before: 1, value: 0 }],
    ['an undo never goes below 0', 0, { op: 'add', delta: -1 }, { result: 'same', value: 0 }],
  ] as const)('%s', (_, current, write, outcome) => {
    expect(applyCellWrite(current, write)).toEqual(outcome);
  });
});

describe('room codes', () => {
  it.each([
    ['https://sumbook.example/s/AbCdEfGhIjKlMnOp.0123456789abcdefghijkl', { kind: 'card', id: 'AbCdEfGhIjKlMnOp' }],
    ['http://192.168.1.5:5173/s/AbCdEfGhIjKlMnOp.0123456789abcdefghijkl?x=1', { kind: 'card', id: 'AbCdEfGhIjKlMnOp' }],
    ['203', { kind: 'room', room: '203', branchId: null }],
    [' 203 ', { kind: 'room', room: '203', branchId: null }],
    ['room:3:203', { kind: 'room', room: '203', branchId: 3 }],
    ['ROOM:11:A-12', { kind: 'room', room: 'A-12', branchId: 11 }],
  ])('%s', (text, want) => {
    expect(parseRoomCode(text)).toMatchObject(want);
  });
  it.each(['', 'hello world', 'https://example.com/page', 'room:x:203', '<script>'])('%j is no room code', (text) => {
    expect(parseRoomCode(text)).toBeNull();
  });
});
