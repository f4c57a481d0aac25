// The shared chart.js helpers of the report screens. chart.js is imported dynamically, so it loads with the
// screen that draws a chart, never with the shell; only the controllers a chart uses are registered.
import { useEffect, useRef, type RefObject } from 'react';
import type { ChartConfiguration, ChartType } from 'chart.js';

type ChartModule = typeof import('chart.js');

/** Registers what a chart of `type` needs (controller, elements, scales) plus the legend and tooltips. */
function register(c: ChartModule, type: ChartType): void {
  const parts: Parameters<typeof c.Chart.register> = [c.Legend, c.Tooltip];
  if (type === 'bar') parts.push(c.BarController, c.BarElement, c.CategoryScale, c.LinearScale);
  else if (type === 'line') parts.push(c.LineController, c.LineElement, c.PointElement, c.CategoryScale, c.LinearScale);
  else if (type === 'pie') parts.push(c.PieController, c.ArcElement);
  else if (type === 'doughnut') parts.push(c.DoughnutController, c.ArcElement);
  c.Chart.register(...parts);
}

/** chart.js's Chart class, with the parts of a chart of `type` registered. */
export async function loadChart(type: ChartType): Promise<ChartModule['Chart']> {
  const c = await import('chart.js');
  register(c, type);
  return c.Chart;
}

/** The options every report chart shares: fits its box, no animation, the legend at the bottom. */
export const BASE_OPTIONS = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
} as const;

/** Palette for series and slices. */
export const CHART_COLOURS = ['#36a2eb', '#ff9f40', '#4bc0c0', '#9966ff', '#c9cbcf', '#662a82', '#ff6384', '#ffcd56'];

/**
 * Draws `config` on the returned canvas once chart.js has loaded, and redraws when `config` changes (give it
 * a memoised object); null draws nothing. The chart is destroyed with the component.
 */
export function useChart(config: ChartConfiguration | null): RefObject<HTMLCanvasElement | null> {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!config) return;
    let chart: { destroy(): void } | null = null;
    let live = true;
    void loadChart(config.type).then((Chart) => {
      if (live && canvas.current) chart = new Chart(canvas.current, config);
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [config]);
  return canvas;
}
