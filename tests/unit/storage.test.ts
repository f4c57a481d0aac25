import { describe, expect, it } from 'vitest';
import {
  isQuantity,
  itemBalance,
  mayCountStorage,
  mayEnterStorage,
  mismatches,
  outTotal,
  sortItems,
} from '../../src/domain/storage';

describe('storage report numbers (spec 3 sections 2 and 3)', () => {
  it('T is everything out of a day: room + KC + MS + RT + Other, in not counted', () => {
    expect(outTotal({})).toBe(0);
    // 1.1 + 2.2 + 0.3 + 4 + 0.15 = 7.75 (no float drift)
    expect(outTotal({ in: 50, room: 1.1, kc: 2.2, ms: 0.3, rt: 4, other: 0.15 })).toBe(7.75);
  });

  it('stock = start + in - out over the days', () => {
    expect(itemBalance(0, [])).toEqual({ totalIn: 0, totalOut: 0, stock: 0 });
    // in 12 + 0.5 = 12.5; out (3 + 1) + (0.1 + 0.2) = 4.3; stock 10 + 12.5 - 4.3 = 18.2
    expect(itemBalance(10, [{ in: 12, room: 3, kc: 1 }, { in: 0.5, ms: 0.1, other: 0.2 }, {}])).toEqual({
      totalIn: 12.5,
      totalOut: 4.3,
      stock: 18.2,
    });
    // More out than there was: the stock goes below 0 (shown, not hidden).
    expect(itemBalance(1, [{ room: 2.5 }]).stock).toBe(-1.5);
  });

  it('mismatches: items whose stock differs from the count; never counted counts as 0', () => {
    const items = [
      { itemId: 'a1', stock: 5, acc: 5 },
      { itemId: 'a2', stock: 5, acc: 4.99 },
      { itemId: 'a3', stock: 0, acc: null },
      { itemId: 'a4', stock: 2, acc: null },
      { itemId: 'a5', stock: 0, acc: 0 },
    ];
    expect(mismatches(items).map((i) => i.itemId)).toEqual(['a2', 'a4']);
    expect(mismatches([])).toEqual([]);
  });

  it('isQuantity: 0 to 1,000,000 with at most 2 decimals, numbers only', () => {
    for (const ok of [0, 1, 0.5, 12.25, 1_000_000]) expect(isQuantity(ok), String(ok)).toBe(true);
    for (const bad of [-1, -0.01, 1.234, 1_000_000.01, Number.NaN, Infinity, '5', null, undefined])
      expect(isQuantity(bad), String(bad)).toBe(false);
  });

  it('sorts SOFT DRINK first, ids by number; who enters and who counts', () => {
    const sorted = sortItems([
      { tab: 'BEER', itemId: 'b1' },
      { tab: 'SOFT DRINK', itemId: 'a10' },
      { tab: 'SOFT DRINK', itemId: 'a2' },
    ]);
    expect(sorted.map((i) => i.itemId)).toEqual(['a2', 'a10', 'b1']);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayEnterStorage)).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(mayCountStorage)).toEqual([1, 4, 5, 8]);
  });
});
