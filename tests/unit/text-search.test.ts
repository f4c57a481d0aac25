import { describe, expect, it } from 'vitest';
import { foldText, rowMatches, textMatches } from '../../src/domain/text-search';

const row = { name: 'NGUYỄN VĂN ĐỨC', room: '305', HI: 'HI-9002', SI: '', company: 'Tōkyō Travel' };

describe('foldText', () => {
  it.each([
    ['Nguyễn Đức', 'nguyen duc'],
    ['  TANAKA  ', 'tanaka'],
    ['Tōkyō', 'tokyo'],
    ['', ''],
  ])('%s → %s', (input, out) => expect(foldText(input)).toBe(out));
});

describe('rowMatches', () => {
  it.each([
    ['', true],
    ['duc', true],
    ['nguyen duc', true],
    ['Đức', true],
    ['305', true],
    ['hi-9002', true],
    ['tokyo', true],
    ['sato', false],
    ['duc 306', false],
  ])('query %j → %s', (q, ok) => expect(rowMatches(row, q)).toBe(ok));

  it('ignores missing texts', () => expect(textMatches([null, undefined, 'Sato'], 'sato')).toBe(true));
});
