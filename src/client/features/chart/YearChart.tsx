import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { CHART_TYPE_LABELS, MONTH_LABELS, type ChartType } from '../../../domain/acc-chart';
import { formatAmount } from '../../../domain/money';
import { ChartCanvas, ChartCard } from '../../ui/charts/ChartCard';
import { BASE_OPTIONS, CHART_COLOURS, useChart } from '../../ui/charts/chart-kit';

/** One type's 12 months as a line chart (legend at the bottom), its numbers one tap away. */
export function YearChart({
  type,
  values,
  year,
  branchId,
}: {
  type: ChartType;
  values: number[];
  year: number;
  branchId: number;
}) {
  const label = `${CHART_TYPE_LABELS[type]} ${year}`;
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: MONTH_LABELS,
        datasets: [
          {
            label,
            data: values,
            borderColor: CHART_COLOURS[type === 'sale' ? 0 : 1],
            backgroundColor: CHART_COLOURS[type === 'sale' ? 0 : 1],
            tension: 0.2,
          },
        ],
      },
      options: { ...BASE_OPTIONS, scales: { y: { beginAtZero: true } } },
    }),
    [label, values, type],
  );
  const canvas = useChart(config);
  return (
    <ChartCard
      title={type === 'sale' ? 'Sale' : 'Massage'}
      testId={`chart-${type}`}
      numbers={{
        head: ['Month', label],
        rows: MONTH_LABELS.map((m, i) => [m, formatAmount(values[i] ?? 0, branchId)]),
      }}
    >
      <ChartCanvas canvas={canvas} label={`${label} by month`} />
    </ChartCard>
  );
}
