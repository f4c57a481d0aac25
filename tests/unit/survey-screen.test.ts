import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readScan } from '../../src/client/guest/scan';
import { cardTitle, sheetsOf } from '../../src/client/features/survey/qr-sheets';
import { averageText, replyRows, scoreCell, scoreColumns } from '../../src/client/features/survey/survey-view';
import { barBox, chartPng, CHART_LAYOUT, SERIES_COLOURS } from '../../src/server/modules/survey/chart-png';
import { crc32 } from '../../src/server/modules/survey/png';

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

describe('the report chart PNG (no canvas on the server)', () => {
  it('CRC-32 of a known string', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
  it('a valid PNG whose bars are drawn in their series colour at their height', () => {
    const data = {
      title: 'HBT1',
      labels: ['Reception', 'Kitchen'],
      datasets: [
        { label: 'Week 1', data: [4, 2.5] },
        { label: 'Month', data: [5, null] },
      ],
    };
    const png = chartPng(data);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    const { width, height } = CHART_LAYOUT;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const pixel = (x: number, y: number) => [
      ...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3),
    ];
    const bar = barBox(data, 0, 0, 4);
    expect(bar.h).toBe(200); // 4 of 5 on a 250 px plot
    expect(pixel(bar.x + 2, bar.y + bar.h - 2)).toEqual([...SERIES_COLOURS[0]]);
    const month = barBox(data, 0, 1, 5);
    expect(pixel(month.x + 2, month.y + 2)).toEqual([...SERIES_COLOURS[1]]);
    const missing = barBox(data, 1, 1, 5);
    expect(pixel(missing.x + 2, missing.y + 40)).toEqual([255, 255, 255]); // null: no bar
  });
});
