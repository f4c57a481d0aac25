// The survey chart as a PNG, for the report mail and make_chart: the screen's chart (department averages 0-5
// as grouped bars, one colour per period in the screen's palette, the legend at the bottom; spec 3 section
// 9) drawn as SVG and rendered by resvg with Noto Sans CJK, which writes English, Vietnamese and Japanese.
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';

export interface ChartData {
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}

/** The screen's series colours (src/client/ui/charts/chart-kit.ts CHART_COLOURS, the first six as SurveyChart uses). */
export const SERIES_COLOURS = ['#36a2eb', '#ff9f40', '#4bc0c0', '#9966ff', '#c9cbcf', '#662a82'] as const;
const INK = '#282828';
const GRID = '#e1e1e1';

export const CHART_LAYOUT = { width: 900, height: 420, left: 40, top: 40, plotHeight: 250, max: 5 };

/**
 * Debian's fonts-noto-cjk (installed by .ci/run): one family with Latin, Vietnamese and Japanese glyphs. Only
 * the regular face: each render reads its font files (about 20 MB each), and the title reads well without bold.
 */
const FONT_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'];
const FONT_FAMILY = 'Noto Sans CJK JP';

/** Where a bar of dataset `d` for label `l` is drawn (tests read its colour back). */
export function barBox(data: ChartData, l: number, d: number, value: number) {
  const { width, left, top, plotHeight, max } = CHART_LAYOUT;
  const groupW = (width - left - 20) / data.labels.length;
  const barW = Math.max(2, Math.floor((groupW - 12) / data.datasets.length));
  const h = Math.round((Math.min(max, Math.max(0, value)) / max) * plotHeight);
  return { x: Math.round(left + l * groupW + 6 + d * barW), y: top + plotHeight - h, w: barW - 2, h };
}

/** Whether XML can hold a character: not a control other than tab and line ends, not a lone surrogate, not U+FFFE/U+FFFF. */
function xmlChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  if (c < 0x20) return c === 0x09 || c === 0x0a || c === 0x0d;
  return !(c >= 0xd800 && c <= 0xdfff) && c !== 0xfffe && c !== 0xffff;
}

/** Text as XML character data: characters XML cannot hold dropped (any label renders), the rest escaped. */
const xml = (s: string) =>
  [...s]
    .filter(xmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A rough width of a text at `size` px: CJK characters are a full em, others about half. */
const textWidth = (s: string, size: number) =>
  [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.58), 0) * size;

function text(x: number, y: number, s: string, opts: { size?: number; anchor?: string; fit?: number } = {}) {
  const size = opts.size ?? 12;
  const fit =
    opts.fit && textWidth(s, size) > opts.fit ? ` textLength="${opts.fit}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${opts.anchor ?? 'start'}"${fit}>${xml(s)}</text>`;
}

/** The chart as SVG markup. */
export function chartSvg(data: ChartData): string {
  const { width, height, left, top, plotHeight, max } = CHART_LAYOUT;
  const plotW = width - left - 20;
  const parts = [text(width / 2, 26, data.title, { size: 17, anchor: 'middle' })];
  for (let s = 0; s <= max; s++) {
    const y = top + plotHeight - Math.round((s / max) * plotHeight);
    parts.push(`<rect x="${left}" y="${y}" width="${plotW}" height="1" fill="${GRID}"/>`);
    parts.push(text(left - 8, y + 4, String(s), { anchor: 'end' }));
  }
  const groupW = plotW / Math.max(1, data.labels.length);
  data.labels.forEach((label, l) => {
    data.datasets.forEach((ds, d) => {
      const v = ds.data[l];
      if (v === null || v === undefined) return;
      const b = barBox(data, l, d, v);
      parts.push(
        `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="${SERIES_COLOURS[d % SERIES_COLOURS.length]}"/>`,
      );
      if (b.w >= 16) parts.push(text(b.x + b.w / 2, b.y - 4, v.toFixed(1), { size: 10, anchor: 'middle' }));
    });
    parts.push(
      text(left + l * groupW + groupW / 2, top + plotHeight + 20, label, { anchor: 'middle', fit: groupW - 6 }),
    );
  });
  parts.push(`<rect x="${left}" y="${top + plotHeight}" width="${plotW}" height="1" fill="${INK}"/>`);
  // The legend, centred under the plot as the screen's chart.js legend.
  const items = data.datasets.map((ds) => ({ label: ds.label, w: 16 + textWidth(ds.label, 12) + 20 }));
  let x = Math.max(left, (width - items.reduce((sum, i) => sum + i.w, 0)) / 2);
  const y = top + plotHeight + 48;
  items.forEach((item, d) => {
    parts.push(`<rect x="${x}" y="${y}" width="12" height="12" fill="${SERIES_COLOURS[d % SERIES_COLOURS.length]}"/>`);
    parts.push(text(x + 16, y + 11, item.label));
    x += item.w;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g font-family="${FONT_FAMILY}, sans-serif" fill="${INK}">`,
    ...parts,
    '</g></svg>',
  ].join('\n');
}

/** The chart rendered to PNG (900 x 420), off the event loop (resvg's worker thread). */
export async function chartPng(data: ChartData): Promise<Buffer> {
  const files = FONT_FILES.filter((f) => existsSync(f));
  const image = await renderAsync(chartSvg(data), {
    font: files.length
      ? { fontFiles: files, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY }
      : { loadSystemFonts: true },
    shapeRendering: 2,
    textRendering: 1,
  });
  return image.asPng();
}
