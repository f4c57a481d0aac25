// The random draw (spec 3 sections 2, 5 and 8): a fair pick by rejection sampling over 32-bit words, no
// member drawn twice, the alert when there are more slots than members.
import { describe, expect, it } from 'vitest';
import {
  checkDrawSlots,
  cryptoWords,
  drawMembers,
  DRAW_TOO_MANY,
  guessNameColumn,
  namesOfColumn,
  seededWords,
  toCsv,
  uniformBelow,
} from '../../src/domain/tools';

const fixed = (words: number[]) => {
  let i = 0;
  return () => words[i++];
};
/** Chi-square statistic of observed counts against equal expected counts. */
const chiSquare = (counts: number[], expected: number) =>
  counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);

describe('uniformBelow: rejection sampling, no modulo bias', () => {
  it('takes a word below the largest multiple of the bound, modulo the bound', () => {
    expect(uniformBelow(4, fixed([7]))).toBe(3);
    expect(uniformBelow(4, fixed([0xffffffff]))).toBe(3); // 2^32 is a multiple of 4: nothing rejected
  });
  it('draws again for a word in the incomplete last block', () => {
    // bound 3: 2^32 % 3 = 1, so the one word 0xffffffff is rejected (it would favour remainder 0).
    expect(uniformBelow(3, fixed([0xffffffff, 5]))).toBe(2);
    // bound 10: 2^32 % 10 = 6, words 4294967290..4294967295 rejected.
    expect(uniformBelow(10, fixed([4294967290, 4294967295, 4294967289]))).toBe(9);
  });
  it('refuses bounds outside 1..2^32', () => {
    expect(() => uniformBelow(0, fixed([1]))).toThrow(RangeError);
    expect(() => uniformBelow(1.5, fixed([1]))).toThrow(RangeError);
    expect(uniformBelow(1, fixed([123]))).toBe(0);
  });
});

describe('drawMembers', () => {
  it('picks by partial Fisher-Yates from the word source', () => {
    expect(drawMembers(['a', 'b', 'c', 'd'], 2, () => 0)).toEqual(['a', 'b']);
    // i=0: 6 % 4 = 2 -> swap a,c: c b a d; i=1: 4 % 3 = 1 -> j=2: swap b,a: c a b d.
    expect(drawMembers(['a', 'b', 'c', 'd'], 2, fixed([6, 4]))).toEqual(['c', 'a']);
    expect(drawMembers(['a'], 5, () => 0)).toEqual(['a']);
    expect(drawMembers([], 2, () => 0)).toEqual([]);
    expect(drawMembers(['a', 'b'], -3, () => 0)).toEqual([]);
  });
  it('never draws a member twice, and leaves the list given untouched', () => {
    const members = Array.from({ length: 50 }, (_, i) => `m${i}`);
    const copy = [...members];
    const next = seededWords(7);
    for (let k = 0; k <= 50; k += 5) {
      const drawn = drawMembers(members, k, next);
      expect(drawn).toHaveLength(k);
      expect(new Set(drawn).size).toBe(k);
      for (const m of drawn) expect(members).toContain(m);
    }
    expect(members).toEqual(copy);
  });
  it('is fair: each of 10 members is drawn first equally often (chi-square, 9 df, p = 0.001 bound 27.88)', () => {
    const members = Array.from({ length: 10 }, (_, i) => i);
    const next = seededWords(20261126);
    const counts = Array.from({ length: 10 }, () => 0);
    const draws = 50_000;
    for (let n = 0; n < draws; n++) counts[drawMembers(members, 1, next)[0]]++;
    expect(chiSquare(counts, draws / 10)).toBeLessThan(27.88);
  });
  it('is fair for subsets: 3 of 7 members, every member in 3/7 of the draws (chi-square, 6 df, bound 22.46)', () => {
    const members = Array.from({ length: 7 }, (_, i) => i);
    const next = seededWords(42);
    const counts = Array.from({ length: 7 }, () => 0);
    const draws = 30_000;
    for (let n = 0; n < draws; n++) for (const m of drawMembers(members, 3, next)) counts[m]++;
    expect(chiSquare(counts, (draws * 3) / 7)).toBeLessThan(22.46);
  });
  it('the chi-square check does catch a biased pick (modulo of a small source)', () => {
    // A 3-bit source taken modulo 3 favours 0 and 1 (3 ways each) over 2 (2 ways): the check must fail.
    const next = seededWords(1);
    const counts = [0, 0, 0];
    const draws = 30_000;
    for (let n = 0; n < draws; n++) counts[(next() & 7) % 3]++;
    expect(chiSquare(counts, draws / 3)).toBeGreaterThan(13.82); // 2 df, p = 0.001
  });
  it('the app source gives 32-bit words from crypto.getRandomValues', () => {
    const next = cryptoWords();
    const words = Array.from({ length: 600 }, () => next());
    for (const w of words) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    expect(new Set(words).size).toBeGreaterThan(590);
  });
});

describe('"pool slots larger than member count shows an alert and resets to 0"', () => {
  it.each([
    [3, 3, { slots: 3, error: null }],
    [4, 3, { slots: 0, error: DRAW_TOO_MANY }],
    [1, 0, { slots: 0, error: DRAW_TOO_MANY }],
    [0, 0, { slots: 0, error: null }],
    [2.5, 3, { slots: 0, error: null }],
  ])('%s slots for %i members', (s, m, out) => expect(checkDrawSlots(s, m)).toEqual(out));
  it('the alert is in Vietnamese, as spec 3 section 8 says', () =>
    expect(DRAW_TOO_MANY).toBe('Số lượng giải lớn hơn số lượng thành viên'));
});

describe('the sheet and the export', () => {
  it('finds the name column', () => {
    expect(guessNameColumn(['No.', 'Full name', 'Room'])).toBe(1);
    expect(guessNameColumn(['STT', 'Họ và tên'])).toBe(1);
    expect(guessNameColumn(['番号', '氏名'])).toBe(1);
    expect(guessNameColumn(['a', 'b'])).toBe(0);
  });
  it('takes the names of a column, trimmed, blanks dropped', () =>
    expect(namesOfColumn([[' An '], [''], ['Bình'], []], 0)).toEqual(['An', 'Bình']));
  it('writes RFC 4180 CSV', () =>
    expect(
      toCsv([
        ['No.', 'Name'],
        ['1', 'Nguyễn, Văn "A"'],
        ['2', 'line\nbreak'],
      ]),
    ).toBe('No.,Name\r\n1,"Nguyễn, Văn ""A"""\r\n2,"line\nbreak"'));
});
