import { describe, expect, it } from 'vitest';
import { readScan } from '../../src/client/guest/scan';
import { cardTitle, sheetsOf } from '../../src/client/features/survey/qr-sheets';
import { averageText, replyRows, scoreCell, scoreColumns } from '../../src/client/features/survey/survey-view';

describe('the survey screens', () => {
  it('score cells: blank when not rated, red at 2 or less', () => {
    expect([0, 1, 2, 3, 5, undefined].map(scoreCell)).toEqual([
      { text: '', red: false },
      { text: '1', red: true },
      { text: '2', red: true },
      { text: '3', red: false },
      { text: '5', red: false },
      { text: '', red: false },
    ]);
  });
  it('Q5 columns: massage hidden at branch 3, shown at branch 1', () => {
    expect(scoreColumns(3).map((c) => c.short)).not.toContain('Massage');
    expect(scoreColumns(1).at(-1)).toMatchObject({ item: 'massage', index: 9, short: 'Massage' });
  });
  it('the reply box grows with its text (2 to 8 rows)', () => {
    expect(replyRows('')).toBe(2);
    expect(replyRows('x'.repeat(150))).toBe(3);
    expect(replyRows('a\nb\nc\nd')).toBe(4);
    expect(replyRows('x'.repeat(5000))).toBe(8);
  });
  it('averages: two decimals, "-" when nothing was rated', () => {
    expect([4.333, 5, null, undefined].map(averageText)).toEqual(['4.33', '5.00', '-', '-']);
  });
  it('QR cards: four to a sheet at A6, one at A5 and A4; titles', () => {
    const cards = Array.from({ length: 9 }, (_, i) => i);
    expect(sheetsOf(cards, 'A6').map((s) => s.length)).toEqual([4, 4, 1]);
    expect(sheetsOf(cards, 'A5')).toHaveLength(9);
    expect(sheetsOf([], 'A4')).toEqual([]);
    expect([
      cardTitle({ target: 'room', room: '301' }),
      cardTitle({ target: 'home', room: '' }),
      cardTitle({ target: 'roten', room: '' }),
    ]).toEqual(['Room 301', 'Reception', 'Rotenburo']);
  });
  it.each([
    [
      'http://hotel.example/s/AbCdEfGhIjKlMnOp.AbCdEfGhIjKlMnOpQrStUv',
      { kind: 'code', token: 'AbCdEfGhIjKlMnOp.AbCdEfGhIjKlMnOpQrStUv' },
    ],
    [
      'https://x.y/s/AbCdEfGhIjKlMnOp.AbCdEfGhIjKlMnOpQrStUv/',
      { kind: 'code', token: 'AbCdEfGhIjKlMnOp.AbCdEfGhIjKlMnOpQrStUv' },
    ],
    [' 305 ', { kind: 'room', room: '305' }],
    ['https://evil.example/phish', { kind: 'bad' }],
    ['<script>', { kind: 'bad' }],
  ])('a scanned %s', (text, out) => {
    expect(readScan(text)).toEqual(out);
  });
});
