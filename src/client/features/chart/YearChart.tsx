import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { MONTH_LABELS, type ChartType } from '../../../domain/acc-chart';
import { formatAmount } from '../../../domain/money';
import { ChartCanvas, ChartCard } from '../../ui/charts/ChartCard';
import { BASE_OPTIONS, CHART_COLOURS, useChart } from '../../ui/charts/chart-kit';
import { useT } from '../../lib/i18n';
import { monthName, typeName } from './chart-text';

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
  const t = useT('chart');
  const label = t('{{type}} {{year}}', { type: typeName(t, type), year });
  const months = MONTH_LABELS.map((_, i) => monthName(i));
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: months,
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
    // The month names change with the language, as the label does.
    [label, values, type],
  );
  const canvas = useChart(config);
  return (
    <ChartCard
      title={type === 'sale' ? t('Sale') : t('Massage')}
      testId={`chart-${type}`}
      numbers={{
        head: [t('Month'), label],
        rows: months.map((m, i) => [m, formatAmount(values[i] ?? 0, branchId)]),
      }}
    >
      <ChartCanvas canvas={canvas} label={t('{{label}} by month', { label })} />
    </ChartCard>
  );
}
