// The announcement form's rules (spec 3 sections 2, 5 and 9): the title search in English, Japanese and
// Vietnamese ignoring accents and case, the font steps and print size, the blank template, the date ranges.
import { describe, expect, it } from 'vitest';
import {
  blankNotice,
  clampNoticeDate,
  filterNotices,
  formatNoticeDate,
  noticeDateOf,
  printFont,
  stepFont,
} from '../../src/domain/notice';
import { DEMO_NOTICES } from '../../src/server/modules/notice/templates';

const keys = (q: string, c: Parameters<typeof filterNotices>[1] = 'all') =>
  filterNotices(DEMO_NOTICES, c, q).map((t) => t.key);

describe('title search, accents and case ignored', () => {
  it.each([
    // Vietnamese typed without accents
    ['cat dien', ['power-cut']],
    ['thang may', ['elevator-stop', 'elevator-repair']],
    ['SU CO CAP', ['internet-cable']],
    ['thuc don', ['breakfast-set']],
    // Vietnamese with accents
    ['Thông báo cắt điện', ['power-cut']],
    // English, any case
    ['ELEVATOR', ['elevator-stop', 'elevator-repair']],
    ['rotenburo repair', ['roten-repair']],
    // Japanese as typed
    ['停電', ['power-cut']],
    ['エレベーター修理', ['elevator-repair']],
    ['露天風呂', ['roten-repair', 'roten-suspension']],
    ['朝食', ['breakfast-set']],
  ])('%j -> %j', (q, want) => expect(keys(q)).toEqual(want));

  it('nothing found (the page then says "Have not data find")', () => {
    expect(keys('karaoke')).toEqual([]);
    expect(keys('thang may', 'breakfast')).toEqual([]);
  });
  it('an empty query lists the category', () => {
    expect(keys('', 'other')).toEqual(['internet-cable', 'power-cut']);
    expect(keys('')).toHaveLength(DEMO_NOTICES.length);
  });
  it('the demo notices cover the spec list, in the four categories, with three titles each', () => {
    expect(new Set(DEMO_NOTICES.map((t) => t.category))).toEqual(
      new Set(['rotenburo', 'elevator', 'breakfast', 'other']),
    );
    for (const t of DEMO_NOTICES) {
      expect(t.name && t.name2 && t.name3).toBeTruthy();
      expect(t.content.some((l) => l.edit)).toBe(true);
    }
  });
});

describe('font size: steps of 1, printing adds 5', () => {
  it.each([
    [24, 1, 25],
    [24, -1, 23],
    [10, -1, 10],
    [72, 1, 72],
  ] as const)('%i step %i -> %i', (size, dir, out) => expect(stepFont(size, dir)).toBe(out));
  it('print', () => expect(printFont(24)).toBe(29));
});

describe('"Make Announcement opens a blank template with eight empty lines"', () => {
  it('eight empty editable lines', () => {
    const b = blankNotice();
    expect(b.content).toHaveLength(8);
    expect(b.content.every((l) => l.text === '' && l.edit)).toBe(true);
  });
});

describe('date inputs: year 2022-2030, month 1-12, day 1-31', () => {
  it.each([
    [
      { year: 2021, month: 0, day: 0 },
      { year: 2022, month: 1, day: 1 },
    ],
    [
      { year: 2031, month: 13, day: 32 },
      { year: 2030, month: 12, day: 31 },
    ],
    [
      { year: 2026, month: 4, day: 31 },
      { year: 2026, month: 4, day: 30 },
    ],
    [
      { year: 2028, month: 2, day: 30 },
      { year: 2028, month: 2, day: 29 },
    ],
  ])('%j -> %j', (d, out) => expect(clampNoticeDate(d)).toEqual(out));
  it('starts at today, printed YYYY/MM/DD', () => {
    expect(formatNoticeDate(noticeDateOf('2026-11-26'))).toBe('2026/11/26');
    expect(noticeDateOf('2040-01-05')).toEqual({ year: 2030, month: 1, day: 5 });
  });
});
