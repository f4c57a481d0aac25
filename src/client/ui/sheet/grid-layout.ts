import { headerFitWidth } from '../../../domain/header-fit';
import type { RcColumn } from '../../../domain/rc-columns';

export const CHECK_W = 36;

let ctx: CanvasRenderingContext2D | null | undefined;

/** Pixels of a header text in the grid's header font (bold 13 px), measured once per label. */
function measure(text: string): number {
  if (ctx === undefined) {
    ctx = document.createElement('canvas').getContext('2d');
    if (ctx) ctx.font = `600 13px ${getComputedStyle(document.querySelector('ion-app') ?? document.body).fontFamily}`;
  }
  return ctx ? ctx.measureText(text).width : text.length * 8;
}

/** The grid's columns with widths that show each header whole on at most two lines (padding 8+8, border 1, slack). */
export function fitColumns(columns: RcColumn[]): RcColumn[] {
  return columns.map((c) => ({ ...c, width: headerFitWidth(c.width, c.label, measure, 20) }));
}

export function stickyLefts(columns: RcColumn[]): Map<string, number> {
  const lefts = new Map<string, number>();
  let x = CHECK_W;
  for (const c of columns)
    if (c.sticky) {
      lefts.set(c.key, x);
      x += c.width;
    }
  return lefts;
}
