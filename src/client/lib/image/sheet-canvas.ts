import { capScale, layoutSheet, pixelSize, type Block, type DrawOp } from './sheet-layout';
import { tr } from '../i18n';

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  const full = ctx.measureText(text).width;
  if (full <= maxWidth) return text;
  let cut = text.slice(0, Math.ceil((text.length * maxWidth) / full));
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function draw(ctx: CanvasRenderingContext2D, op: DrawOp): void {
  if (op.op === 'rect') {
    if (op.fill) {
      ctx.fillStyle = op.fill;
      ctx.fillRect(op.x, op.y, op.w, op.h);
    }
    if (op.stroke) {
      ctx.strokeStyle = op.stroke;
      ctx.lineWidth = 0.5;
      ctx.strokeRect(op.x, op.y, op.w, op.h);
    }
    return;
  }
  ctx.font = op.font;
  ctx.fillStyle = op.color;
  ctx.textAlign = op.align;
  ctx.fillText(fitText(ctx, op.text, op.maxWidth), op.x, op.y);
}

/** Draws the sheet on a canvas at the scale asked for (lowered to stay under the browsers' limits) and answers a PNG. */
export async function sheetPng(blocks: readonly Block[], wantedScale: number): Promise<{ blob: Blob; scale: number }> {
  const sheet = layoutSheet(blocks);
  const scale = capScale(sheet.width, sheet.height, wantedScale);
  const size = pixelSize(sheet.width, sheet.height, scale);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(tr('common')('This browser cannot draw images.'));
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  ctx.textBaseline = 'alphabetic';
  for (const op of sheet.ops) draw(ctx, op);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error(tr('common')('The image could not be made.'));
  return { blob, scale };
}

/** Saves a file through the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
