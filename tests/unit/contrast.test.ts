import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, MIN_CONTRAST, parseHex, readableText } from '../../src/domain/contrast';
import { CLOUD_BLUE, DEBIT_PURPLE, PALETTE, RED } from '../../src/domain/row-style';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
  it('reads short hex and refuses other text', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('purple')).toBeNull();
  });
});

describe('readableText', () => {
  it.each([
    ['the debit purple, no wished colour: dark', DEBIT_PURPLE, '', DARK_TEXT],
    ['no background: dark', '', '', DARK_TEXT],
    ['Az Color (dark purple): white', '#662A82', '', LIGHT_TEXT],
    ['Green 3: white', '#176105', '', LIGHT_TEXT],
    ['Yellow: dark', '#FFFF00', '', DARK_TEXT],
  ])('%s', (_name, bg, wished, text) => {
    expect(readableText(bg, wished)).toBe(text);
  });

  it('keeps a wished colour that already reads', () => {
    expect(readableText('#ffffff', '#b00020')).toBe('#b00020');
  });

  it('darkens the red of HI/SI on cloud blue until it reads, staying red', () => {
    const text = readableText(CLOUD_BLUE, RED);
    expect(contrastRatio(text, CLOUD_BLUE)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    const [r, g, b] = parseHex(text) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(g + b);
  });

  it.each([...PALETTE.map((p) => p.color), DEBIT_PURPLE, CLOUD_BLUE, '#ffffff'])(
    'every row colour reads at 4.5:1 or more: %s',
    (bg) => {
      for (const wished of ['', RED, '#8a8392'])
        expect(contrastRatio(readableText(bg, wished), bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );
});
