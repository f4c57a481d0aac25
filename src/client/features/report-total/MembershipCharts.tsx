import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { ChartCanvas, ChartCard } from '../../ui/charts/ChartCard';
import { BASE_OPTIONS, CHART_COLOURS, useChart } from '../../ui/charts/chart-kit';

const n = (v: number) => formatNumber(v, 0);
const share = (v: number, total: number) => (total ? `${formatNumber((v / total) * 100, 1)}%` : '0%');

/** A pie (or doughnut) of counts, its numbers (count and share) one tap away. */
export function PieCard({
  title,
  labels,
  data,
  testId,
  doughnut = false,
}: {
  title: string;
  labels: string[];
  data: number[];
  testId: string;
  doughnut?: boolean;
}) {
  const t = useT('report-total');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: doughnut ? 'doughnut' : 'pie',
      data: { labels, datasets: [{ data, backgroundColor: CHART_COLOURS.slice(0, data.length) }] },
      options: { ...BASE_OPTIONS },
    }),
    [labels, data, doughnut],
  );
  const canvas = useChart(config);
  const total = data.reduce((a, b) => a + b, 0);
  return (
    <ChartCard
      title={title}
      testId={testId}
      numbers={{
        head: ['', t('Members'), t('Share')],
        rows: labels.map((l, i) => [l, n(data[i]), share(data[i], total)]),
      }}
    >
      <ChartCanvas canvas={canvas} label={title} />
    </ChartCard>
  );
}

/** Bars of counts, its numbers one tap away. */
export function BarCard({
  title,
  labels,
  data,
  testId,
  series,
}: {
  title: string;
  labels: string[];
  data: number[];
  testId: string;
  /** The bars' name (default: Members). */
  series?: string;
}) {
  const t = useT('report-total');
  const name = series ?? t('Members');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: { labels, datasets: [{ label: name, data, backgroundColor: CHART_COLOURS[0] }] },
      options: {
        ...BASE_OPTIONS,
        plugins: { legend: { display: false } },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 } },
          x: { ticks: { autoSkip: false } },
        },
      },
    }),
    [labels, data, name],
  );
  const canvas = useChart(config);
  return (
    <ChartCard
      title={title}
      testId={testId}
      numbers={{ head: ['', name], rows: labels.map((l, i) => [l, n(data[i])]) }}
    >
      <ChartCanvas canvas={canvas} label={title} />
    </ChartCard>
  );
}
