import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useT } from '../../lib/i18n';
import { BASE_OPTIONS, useChart } from '../../ui/charts/chart-kit';
import type { Series } from './total-series';

/**
 * The month as a line chart (a line per service, a point per day; the series' labels come translated). chart.js
 * is loaded only when the chart is shown, so it stays out of the sign-in and first screens' bundles.
 */
export function TotalChart({ labels, series }: { labels: string[]; series: Series[] }) {
  const t = useT('manager');
  const config = useMemo<ChartConfiguration>(
    () => ({
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
        ...BASE_OPTIONS,
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 } },
          x: { ticks: { maxRotation: 0, autoSkipPadding: 8 } },
        },
      },
    }),
    [labels, series],
  );
  const canvas = useChart(config);
  return (
    <div className="man-chart" data-testid="total-chart">
      <canvas ref={canvas} role="img" aria-label={t('Services per day of the month')} />
    </div>
  );
}
