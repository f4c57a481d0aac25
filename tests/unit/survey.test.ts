import { describe, expect, it } from 'vitest';
import {
  countTrue,
  departmentAverages,
  feedbackVisible,
  inSendWindow,
  isRated,
  makerNameCheck,
  scoreIsRed,
  staffCategories,
  SUB_SCORES,
  visibleWeeks,
  weekOfDay,
  weekRanges,
} from '../../src/domain/survey';

describe('question 5: ten sub-scores in order; "0 means not rated"; "scores of 2 or less shown red"', () => {
  it('order', () => {
    expect(SUB_SCORES).toEqual([
      'price',
      'reception',
      'otherAttitude',
      'breakfastTaste',
      'breakfastSpeed',
      'roomEquipment',
      'roomCleanliness',
      'otherCleanliness',
      'rotenburo',
      'massage',
    ]);
  });
  it.each([
    [0, false, false],
    [1, true, true],
    [2, true, true],
    [3, true, false],
    [5, true, false],
    [6, false, false],
    [2.5, false, false],
  ])('score %s: rated %s, red %s', (s, rated, red) => {
    expect(isRated(s)).toBe(rated);
    expect(scoreIsRed(s)).toBe(red);
  });
});

describe('department averages (document 4) and staff categories', () => {
  // price, reception, other, bf taste, bf speed, equipment, room clean, other clean, roten, massage
  const entries = [
    [5, 4, 3, 5, 4, 3, 2, 5, 0, 4],
    [3, 5, 5, 4, 0, 4, 3, 0, 5, 0],
    [1, 0, 4, 0, 0, 5, 5, 4, 0, 0],
  ];
  it('Reception = reception; Azuman = other staff; Kitchen = taste and speed; HouseKeeping = equipment and both cleanliness items', () => {
    expect(departmentAverages(entries, 3)).toEqual({
      Reception: 4.5, // (4 + 5) / 2
      Azuman: 4, // (3 + 5 + 4) / 3
      Kitchen: 4.33, // (5 + 4 + 4) / 3
      HouseKeeping: 3.88, // (3 + 2 + 5 + 4 + 3 + 5 + 5 + 4) / 8 = 31 / 8 = 3.875
      Roten: 5,
      Massage: 4,
    });
  });
  it('nothing rated -> null; branch 11 adds Server and Maintainer', () => {
    const out = departmentAverages([[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]], 11);
    expect(out.Reception).toBeNull();
    expect(Object.keys(out)).toEqual([
      'Reception',
      'Azuman',
      'Kitchen',
      'HouseKeeping',
      'Roten',
      'Massage',
      'Server',
      'Maintainer',
    ]);
    expect(departmentAverages([], 1).Massage).toBeNull();
    expect(departmentAverages([[3, 4]], 1)).toMatchObject({ Reception: 4, Massage: null }); // short answer: missing scores are not rated
  });
  it.each([
    [11, 8],
    [14, 6],
    [1, 6],
  ])('branch %i has %i staff categories', (b, n) => expect(staffCategories(b)).toHaveLength(n));
});

describe('weeks 1-5: "week 5 shown only when its end differs from week 4\'s"', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [28, 4],
    [29, 5],
    [31, 5],
  ])('day %i is week %i', (d, w) => expect(weekOfDay(d)).toBe(w));
  it.each([
    [2023, 2, 4], // 28 days: week 5 ends on 28 like week 4
    [2100, 2, 4],
    [2024, 2, 5], // leap: 29 Feb
    [2024, 3, 5],
    [2024, 4, 5],
  ])('%i-%i shows %i weeks', (y, m, n) => expect(visibleWeeks(y, m)).toHaveLength(n));
  it('ranges', () => {
    expect(weekRanges(2024, 2)).toEqual([
      { week: 1, start: 1, end: 7 },
      { week: 2, start: 8, end: 14 },
      { week: 3, start: 15, end: 21 },
      { week: 4, start: 22, end: 28 },
      { week: 5, start: 29, end: 29 },
    ]);
  });
});

describe('status, feedback, send window, maker', () => {
  it("'True' counts", () =>
    expect(countTrue([{ status: 'True' }, { status: 'False' }, {}, { status: 'true' }, { status: 'True' }])).toBe(2));
  it.each([
    ['Paper Survey from room 203', false],
    ['great stay', true],
    ['', true],
  ])('feedbackVisible(%j) = %s', (t, v) => expect(feedbackVisible(t)).toBe(v));
  it.each([
    ['2024-03', '2024-03-15', true],
    ['2024-02', '2024-03-01', true],
    ['2024-01', '2024-03-01', false],
    ['2023-12', '2024-01-31', true],
    ['2024-04', '2024-03-31', false],
  ])('report %s on %s -> %s', (m, d, ok) => expect(inSendWindow(m, d)).toBe(ok));
  it.each([
    ['  Nguyen  Lan ', { ok: true, value: 'Nguyen Lan' }],
    ['Trần Thị Hoa', { ok: true, value: 'Trần Thị Hoa' }],
    ['', { ok: false, error: 'Please input maker name!' }],
    ['   ', { ok: false, error: 'Please input maker name!' }],
    ['Lan2', { ok: false, error: 'Please input maker name!' }],
    [null, { ok: false, error: 'Please input maker name!' }],
  ])('makerNameCheck(%j)', (n, out) => expect(makerNameCheck(n)).toEqual(out));
});
