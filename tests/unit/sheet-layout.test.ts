import { describe, expect, it } from 'vitest';
import { CANVAS_LIMITS, SHEET, capScale, layoutSheet, pixelSize } from '../../src/client/lib/image/sheet-layout';
import { imageFileName, printCell } from '../../src/client/features/rc/print-sheets';
import { rcColumns as columnsFor } from '../../src/domain/rc-columns';
import { emptyRow } from '../../src/domain/invoice-row';

describe('a report drawn as an image', () => {
  it('is as wide as its widest block and as tall as its blocks, with the padding and gaps', () => {
    const sheet = layoutSheet([
      { kind: 'title', text: 'HBT1 2026-05-01 v1 · TOTAL' },
      {
        kind: 'pairs',
        items: Array.from({ length: 5 }, (_, i) => ({ label: `L${i}`, value: String(i) })),
        columns: 2,
        cellWidth: 240,
      },
      {
        kind: 'table',
        columns: [
          { label: 'HI', width: 84, align: 'left' },
          { label: 'VND', width: 110, align: 'right' },
        ],
        rows: [
          ['1', '2'],
          ['3', '4'],
        ],
      },
    ]);
    expect(sheet.width).toBe(480 + 2 * SHEET.pad);
    expect(sheet.height).toBe(
      SHEET.pad + SHEET.titleH + SHEET.gap + 3 * SHEET.pairH + SHEET.gap + SHEET.headH + 2 * SHEET.rowH + SHEET.pad,
    );
    expect(sheet.ops.filter((o) => o.op === 'text').map((o) => o.op === 'text' && o.text)).toEqual(
      expect.arrayContaining(['HBT1 2026-05-01 v1 · TOTAL', 'L4', 'VND', '4']),
    );
  });

  it.each([
    ['a totals sheet keeps scale 3', 512, 300, 3, 3],
    ['a small sum keeps scale 5', 800, 400, 5, 5],
    ['a wide sum is lowered to stay under the area limit', 4600, 700, 5, 2.28],
    ['a very long sum is lowered to stay under the side limit', 400, 20000, 5, 0.81],
  ])('%s', (_what, w, h, wanted, scale) => {
    const s = capScale(w, h, wanted);
    expect(s).toBe(scale);
    const px = pixelSize(w, h, s);
    expect(px.width * px.height).toBeLessThanOrEqual(CANVAS_LIMITS.area);
    expect(Math.max(px.width, px.height)).toBeLessThanOrEqual(CANVAS_LIMITS.side);
  });

  it('cells print numbers with thousand separators and 0 as blank; files are named by the sum', () => {
    const row = { ...emptyRow('r1', ''), name: 'SATO', vnd: 1200000, usd: 12.5 };
    const cols = columnsFor(3);
    const cell = (key: string) =>
      printCell(
        row,
        cols.find((c) => c.key === key)!,
      );
    expect([cell('name'), cell('vnd'), cell('usd'), cell('laundry')]).toEqual(['SATO', '1,200,000', '12.50', '']);
    expect(imageFileName('HBT1 2026-05-01 v2', 'total')).toBe('HBT1_2026-05-01_v2_TOTAL.png');
  });
});
