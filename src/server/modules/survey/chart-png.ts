// The survey chart as a PNG: department averages (0-5) as grouped bars, one colour per period, value
// labels, grid lines at each score and the legend below (spec 3 section 9: legend at the bottom).
import { drawText, textWidth } from './font';
import { Picture, type Rgb } from './png';

export interface ChartData {
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}

export const SERIES_COLOURS: readonly Rgb[] = [
  [54, 162, 235],
  [255, 159, 64],
  [75, 192, 192],
  [153, 102, 255],
  [201, 203, 207],
  [102, 42, 130],
  [255, 99, 132],
  [255, 205, 86],
];
const INK: Rgb = [40, 40, 40];
const GRID: Rgb = [225, 225, 225];

export const CHART_LAYOUT = { width: 900, height: 420, left: 40, top: 40, plotHeight: 250, max: 5 };

/** Where a bar of dataset `d` for label `l` is drawn (tests read its colour back). */
export function barBox(data: ChartData, l: number, d: number, value: number) {
  const { width, left, top, plotHeight, max } = CHART_LAYOUT;
  const groupW = (width - left - 20) / data.labels.length;
  const barW = Math.max(2, Math.floor((groupW - 12) / data.datasets.length));
  const h = Math.round((Math.min(max, Math.max(0, value)) / max) * plotHeight);
  return { x: Math.round(left + l * groupW + 6 + d * barW), y: top + plotHeight - h, w: barW - 2, h };
}

export function chartPng(data: ChartData): Buffer {
  const { width, height, left, top, plotHeight, max } = CHART_LAYOUT;
  const p = new Picture(width, height);
  drawText(p, data.title, (width - textWidth(data.title, 2)) / 2, 10, INK, 2);
  for (let s = 0; s <= max; s++) {
    const y = top + plotHeight - Math.round((s / max) * plotHeight);
    p.rect(left, y, width - left - 20, 1, GRID);
    drawText(p, String(s), left - 12, y - 3, INK);
  }
  const groupW = (width - left - 20) / data.labels.length;
  data.labels.forEach((label, l) => {
    data.datasets.forEach((ds, d) => {
      const v = ds.data[l];
      if (v === null || v === undefined) return;
      const b = barBox(data, l, d, v);
      p.rect(b.x, b.y, b.w, b.h, SERIES_COLOURS[d % SERIES_COLOURS.length]);
      if (b.w >= 16) drawText(p, v.toFixed(1), b.x + (b.w - textWidth(v.toFixed(1))) / 2, b.y - 9, INK);
    });
    const short = label.length * 6 > groupW ? label.slice(0, Math.floor(groupW / 6)) : label;
    drawText(p, short, left + l * groupW + (groupW - textWidth(short)) / 2, top + plotHeight + 8, INK);
  });
  p.rect(left, top + plotHeight, width - left - 20, 1, INK);
  let x = left;
  const y = top + plotHeight + 40;
  data.datasets.forEach((ds, d) => {
    p.rect(x, y, 12, 12, SERIES_COLOURS[d % SERIES_COLOURS.length]);
    drawText(p, ds.label, x + 16, y + 2, INK);
    x += 16 + textWidth(ds.label) + 20;
  });
  return p.png();
}
