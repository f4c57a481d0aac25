// A report drawn as an image ("PRINT TOTAL / PRINT SUM as image pages", spec 2): blocks of a sheet
// laid out in CSS pixels with fixed widths, so the size depends only on what is shown. Pure.

export interface SheetColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'pairs'; items: { label: string; value: string }[]; columns: number; cellWidth: number }
  | { kind: 'table'; columns: SheetColumn[]; rows: string[][] };

/** What to draw, in CSS pixels (y is the text baseline for texts). */
export type DrawOp =
  | { op: 'rect'; x: number; y: number; w: number; h: number; fill?: string; stroke?: string }
  | {
      op: 'text';
      x: number;
      y: number;
      text: string;
      maxWidth: number;
      align: 'left' | 'right';
      font: string;
      color: string;
    };

export const SHEET = { pad: 16, gap: 12, titleH: 28, pairH: 20, headH: 24, rowH: 20, cellPad: 4 };
const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const font = (px: number, bold = false) => `${bold ? '600 ' : ''}${px}px ${FONT}`;

function blockSize(b: Block): { w: number; h: number } {
  if (b.kind === 'title') return { w: 0, h: SHEET.titleH };
  if (b.kind === 'pairs') return { w: b.columns * b.cellWidth, h: Math.ceil(b.items.length / b.columns) * SHEET.pairH };
  return { w: b.columns.reduce((s, c) => s + c.width, 0), h: SHEET.headH + b.rows.length * SHEET.rowH };
}

function drawPairs(b: Extract<Block, { kind: 'pairs' }>, x0: number, y0: number): DrawOp[] {
  return b.items.flatMap((item, i) => {
    const x = x0 + (i % b.columns) * b.cellWidth;
    const y = y0 + Math.floor(i / b.columns) * SHEET.pairH;
    const half = b.cellWidth / 2 - 2 * SHEET.cellPad;
    return [
      { op: 'rect', x, y: y + SHEET.pairH - 1, w: b.cellWidth - 8, h: 1, fill: '#ece7f1' },
      {
        op: 'text',
        x: x + SHEET.cellPad,
        y: y + 14,
        text: item.label,
        maxWidth: half,
        align: 'left',
        font: font(12),
        color: '#5d5668',
      },
      {
        op: 'text',
        x: x + b.cellWidth - 8 - SHEET.cellPad,
        y: y + 14,
        text: item.value,
        maxWidth: half,
        align: 'right',
        font: font(12, true),
        color: '#1f1a24',
      },
    ] satisfies DrawOp[];
  });
}

function drawTable(b: Extract<Block, { kind: 'table' }>, x0: number, y0: number): DrawOp[] {
  const ops: DrawOp[] = [{ op: 'rect', x: x0, y: y0, w: blockSize(b).w, h: SHEET.headH, fill: '#f1ecf5' }];
  const cells = (texts: string[], y: number, h: number, bold: boolean) => {
    let x = x0;
    for (const [i, c] of b.columns.entries()) {
      ops.push({ op: 'rect', x, y, w: c.width, h, stroke: '#bbbbbb' });
      const tx = c.align === 'right' ? x + c.width - SHEET.cellPad : x + SHEET.cellPad;
      ops.push({
        op: 'text',
        x: tx,
        y: y + h / 2 + 4,
        text: texts[i] ?? '',
        maxWidth: c.width - 2 * SHEET.cellPad,
        align: c.align,
        font: font(11, bold),
        color: bold ? '#4a1f60' : '#1f1a24',
      });
      x += c.width;
    }
  };
  cells(
    b.columns.map((c) => c.label),
    y0,
    SHEET.headH,
    true,
  );
  b.rows.forEach((row, r) => cells(row, y0 + SHEET.headH + r * SHEET.rowH, SHEET.rowH, false));
  return ops;
}

/** The sheet's size in CSS pixels and what to draw. */
export function layoutSheet(blocks: readonly Block[]): { width: number; height: number; ops: DrawOp[] } {
  const width = Math.max(320, ...blocks.map((b) => blockSize(b).w)) + 2 * SHEET.pad;
  const ops: DrawOp[] = [];
  let y = SHEET.pad;
  for (const [i, b] of blocks.entries()) {
    if (i > 0) y += SHEET.gap;
    if (b.kind === 'title')
      ops.push({
        op: 'text',
        x: SHEET.pad,
        y: y + 20,
        text: b.text,
        maxWidth: width - 2 * SHEET.pad,
        align: 'left',
        font: font(16, true),
        color: '#2b1036',
      });
    else ops.push(...(b.kind === 'pairs' ? drawPairs(b, SHEET.pad, y) : drawTable(b, SHEET.pad, y)));
    y += blockSize(b).h;
  }
  return { width, height: y + SHEET.pad, ops };
}

/** The smallest canvas limits among the browsers served (iOS Safari: 4096 x 4096 pixels of area). */
export const CANVAS_LIMITS = { side: 16384, area: 4096 * 4096 };

/** The scale asked for (3 or 5), lowered when the canvas would pass the browsers' limits. */
export function capScale(width: number, height: number, wanted: number, limits = CANVAS_LIMITS): number {
  const fit = Math.min(wanted, limits.side / width, limits.side / height, Math.sqrt(limits.area / (width * height)));
  return Math.floor(fit * 100) / 100;
}

/** The canvas size in pixels for a sheet at a scale. */
export const pixelSize = (width: number, height: number, scale: number) => ({
  width: Math.floor(width * scale),
  height: Math.floor(height * scale),
});
