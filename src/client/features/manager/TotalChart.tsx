import { useEffect, useRef } from 'react';
import type { Series } from './total-series';

/**
 * The month as a line chart (a line per service, a point per day). chart.js is loaded only when the
 * chart is shown, so it stays out of the sign-in and first screens' bundles.
 */
export function TotalChart({ labels, series }: { labels: string[]; series: Series[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    void import('chart.js').then((c) => {
      if (!live || !canvas.current) return;
      c.Chart.register(
        c.LineController,
        c.LineElement,
        c.PointElement,
        c.LinearScale,
        c.CategoryScale,
        c.Legend,
        c.Tooltip,
      );
      chart = new c.Chart(canvas.current, {
        type: 'line',
        data: {
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.perDay,
            borderColor: s.color,
            backgroundColor: s.color,
            cubicInterpolationMode: 'monotone',
            pointRadius: 2,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
          scales: {
            y: { beginAtZero: true, ticks: { precision: 0 } },
            x: { ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          },
        },
      });
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [labels, series]);
  return (
    <div className="man-chart" data-testid="total-chart">
      <canvas ref={canvas} role="img" aria-label="Services per day of the month" />
    </div>
  );
}
