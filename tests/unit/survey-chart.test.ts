import { describe, expect, it } from 'vitest';
import { barBox, chartPng, chartSvg, CHART_LAYOUT, SERIES_COLOURS } from '../../src/server/modules/survey/chart-png';
import { decodePng, PNG_SIGNATURE } from '../support/png-decode';

// Issue 31: the survey report's chart is an SVG rendered by resvg with Noto Sans CJK (Vietnamese and
// Japanese labels), no longer a hand-written PNG encoder with a Latin bitmap font.

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the survey chart (SVG rendered by resvg)', () => {
  const data = {
    title: 'アンケート HBT1 2026-05',
    labels: ['フロント', 'Buồng phòng'],
    datasets: [
      { label: '第1週', data: [4, 2.5] },
      { label: 'Tháng', data: [5, null] },
    ],
  };

  it('a PNG of 900 x 420 whose bars are drawn in the screen colours at their height', async () => {
    const png = await chartPng(data);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CHART_LAYOUT.width, CHART_LAYOUT.height]);
    const image = decodePng(png);
    const bar = barBox(data, 0, 0, 4);
    expect(bar.h).toBe(200); // 4 of 5 on a 250 px plot
    expect(image.pixel(bar.x + 2, bar.y + bar.h - 2)).toEqual(rgb(SERIES_COLOURS[0]));
    const month = barBox(data, 0, 1, 5);
    expect(image.pixel(month.x + 2, month.y + 2)).toEqual(rgb(SERIES_COLOURS[1]));
    const missing = barBox(data, 1, 1, 5);
    expect(image.pixel(missing.x + 2, missing.y + 40)).toEqual([255, 255, 255]); // null: no bar
  });

  it('writes Japanese and Vietnamese labels with glyphs (dark pixels under the axis and in the title)', async () => {
    const image = decodePng(await chartPng(data));
    const { left, top, plotHeight, width } = CHART_LAYOUT;
    const groupW = (width - left - 20) / 2;
    const inked = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (image.pixel(x, y).every((v) => v < 128)) n++;
      return n;
    };
    // Each x label (a Japanese one, a Vietnamese one) and the title are drawn, not left blank.
    const labelTop = top + plotHeight + 6;
    expect(inked(left, labelTop, left + groupW, labelTop + 20)).toBeGreaterThan(20);
    expect(inked(left + groupW, labelTop, left + 2 * groupW, labelTop + 20)).toBeGreaterThan(20);
    expect(inked(0, 8, width, 32)).toBeGreaterThan(50);
  });

  it('the SVG holds the labels as text, escaped', () => {
    const svg = chartSvg({ title: 'A <b> & "c"', labels: ['Lễ tân'], datasets: [{ label: '第1週', data: [3] }] });
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).toContain('>Lễ tân<');
    expect(svg).toContain('>第1週<');
  });

  it('text XML cannot hold (a NUL, a lone surrogate) is dropped, so any label renders', async () => {
    const svg = chartSvg({
      title: 'a\u0000b\ud800',
      labels: ['x\u0007'],
      datasets: [{ label: '\udc00ok', data: [1] }],
    });
    expect(svg).toContain('>ab<');
    expect(svg).toContain('>x<');
    expect(svg).toContain('>ok<');
    const png = await chartPng({ title: '\u0000', labels: ['\u0000'], datasets: [{ label: '\u0000', data: [null] }] });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
