import { describe, expect, it } from 'vitest';
import {
  ACC_DEBIT_PAGE_SIZE,
  ageText,
  AUTO_SAVE_EVERY,
  badgeText,
  breakfastCountEditable,
  breakfastFree,
  importDate,
  importValue,
  loadingSteps,
  otaChannels,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  TOAST_MS,
  TOAST_POSITION,
  yearsFrom,
} from '../../src/domain/constants';

describe('constants', () => {
  it('"Toasts auto-close after 3000 ms, top centre. Search debounce 200 ms."', () => {
    expect([TOAST_MS, TOAST_POSITION, SEARCH_DEBOUNCE_MS]).toEqual([3000, 'top', 200]);
  });
  it('"Table page sizes 10, 20, 30, 40, 50; the accountant debit page size is 10 rows"; auto-save every 10', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect([ACC_DEBIT_PAGE_SIZE, AUTO_SAVE_EVERY]).toEqual([10, 10]);
  });
  it('"Years are listed from the current one down to 2020"', () => {
    expect(yearsFrom(2024)).toEqual([2024, 2023, 2022, 2021, 2020]);
    expect(yearsFrom(new Date(2021, 5, 1))).toEqual([2021, 2020]);
    expect(yearsFrom(2020)).toEqual([2020]);
  });
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('"badge shows 9+ above 9": %i -> %j', (n, t) => expect(badgeText(n)).toBe(t));
  const now = Date.UTC(2024, 2, 1, 12, 0, 0);
  it.each([
    [now - 30_000, 'just now'],
    [now - 60_000, '1 minute ago'],
    [now - 59 * 60_000, '59 minutes ago'],
    [now - 60 * 60_000, '1 hour ago'],
    [now - 23 * 3_600_000, '23 hours ago'],
    [now - 24 * 3_600_000, '1 day ago'],
    [now - 3 * 86_400_000, '3 days ago'],
    [now + 60_000, 'just now'],
  ])('ageText(%i) = %s', (c, t) => expect(ageText(c, now)).toBe(t));
});

describe('OTA channels per branch ({host} stays a parameter)', () => {
  it.each([
    [1, ['agoda', 'H', 'hafh']],
    [4, ['agoda', 'H', 'hafh']],
    [9, ['agoda', 'H', 'hafh']],
    [3, ['expedia', 'H', 'agoda']],
    [16, ['expedia', 'H', 'agoda']],
    [2, ['expedia', 'H', 'agoda']],
    [13, ['expedia', 'H', 'agoda', 'rakuten']],
    [7, ['expedia', 'H', 'agoda', 'rakuten', 'hafh']],
    [11, ['expedia', 'agoda', 'H']],
    [15, ['expedia', 'H', 'agoda', 'H']],
  ])('branch %i', (b, list) => expect(otaChannels(b, 'H')).toEqual(list));
});

describe('import, breakfast, loading', () => {
  it.each([
    ['vnd', 1500, 1_500_000],
    ['amount', 1.5, 1500],
    ['laundry', 0.1, 100],
    ['vnd', 12345678.9, 12_345_678_900],
    ['vnd', 1.005, 1005],
    ['vnd', 1e-7, 0.0001],
    ['usd', 45.5, 45.5],
    ['vcb_usd', 12, 12],
  ])('"multiplied by 1000 (except usd and vcb_usd)": %s %s -> %s', (f, v, out) => expect(importValue(f, v)).toBe(out));
  it('dates rebuilt as year-month-day', () => expect(importDate(2024, 2, 9)).toBe('2024-02-09'));
  it.each([
    [0, true],
    [50_000, false],
  ])('"Breakfast is free when the paid amount is 0": %i -> %s', (p, f) => expect(breakfastFree(p)).toBe(f));
  it('loading steps', () => {
    expect(loadingSteps(6)).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    expect(loadingSteps(4)).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });
  it.each([
    [4, '2024-01', '2024-03-02', true], // 61 days after 1 Jan (leap year)
    [4, '2024-01', '2024-03-03', false], // 62 days
    [4, '2023-01', '2023-03-03', true], // 61 days (non-leap)
    [5, '2024-03', '2024-03-05', false],
    [4, 'bad', '2024-03-05', false],
  ])(
    '"breakfast count editable only by an accountant and less than 62 days": role %i, %s on %s -> %s',
    (r, m, t, ok) => {
      expect(breakfastCountEditable(r, m, t)).toBe(ok);
    },
  );
});
