import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useT } from '../../lib/i18n';
import { BASE_OPTIONS, CHART_COLOURS, useChart } from '../../ui/charts/chart-kit';

const COLOURS = CHART_COLOURS.slice(0, 6);

/** Department averages as grouped bars (a bar per period), legend at the bottom; chart.js loads with the screen. */
export function SurveyChart({
  labels,
  datasets,
}: {
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}) {
  const t = useT('survey');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels,
        datasets: datasets.map((d, i) => ({
          label: d.label,
          data: d.data,
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: { ...BASE_OPTIONS, scales: { y: { min: 0, max: 5, ticks: { stepSize: 1 } } } },
    }),
    [labels, datasets],
  );
  const canvas = useChart(config);
  return (
    <div className="sv-chart" data-testid="survey-chart">
      <canvas ref={canvas} role="img" aria-label={t('Department averages by week')} />
    </div>
  );
}
