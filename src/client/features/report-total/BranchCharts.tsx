import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import type { BranchTotals } from '../../../contract/dashboard';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { ChartCanvas, ChartCard } from '../../ui/charts/ChartCard';
import { BASE_OPTIONS, CHART_COLOURS, useChart } from '../../ui/charts/chart-kit';

const pct = (n: number) => formatNumber(n, 2);

function OtaPie({ c }: { c: BranchTotals }) {
  const t = useT('report-total');
  const entries = Object.entries(c.OTATotalDetails);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'pie',
      data: {
        labels: entries.map(([k]) => k),
        datasets: [{ data: entries.map(([, v]) => v), backgroundColor: CHART_COLOURS }],
      },
      options: BASE_OPTIONS,
    }),
    [c],
  );
  const canvas = useChart(config);
  const numbers = {
    head: [t('Channel'), t('Bookings')],
    rows: [...entries, [t('Total'), c.OTATotal] as const].map((r) => [...r]),
  };
  return (
    <ChartCard title={t('OTA bookings')} numbers={numbers} testId="rt-ota">
      <ChartCanvas canvas={canvas} label={t('OTA bookings by channel')} />
    </ChartCard>
  );
}

function CapacityDonut({ c, rooms }: { c: BranchTotals; rooms: number }) {
  const t = useT('report-total');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'doughnut',
      data: {
        labels: [t('Occupied %'), t('Free %')],
        datasets: [{ data: [c.capacity, Math.max(0, 100 - c.capacity)], backgroundColor: ['#36a2eb', '#e6e6e6'] }],
      },
      options: BASE_OPTIONS,
    }),
    [c, t],
  );
  const canvas = useChart(config);
  const numbers = {
    head: [t('Figure'), t('Value')],
    rows: [
      [t('Room nights'), formatNumber(c.roomTotal, 0)],
      [t('Rooms'), formatNumber(rooms, 0)],
      [t('Capacity %'), pct(c.capacity)],
    ],
  };
  return (
    <ChartCard title={t('Capacity')} numbers={numbers} testId="rt-capacity">
      <ChartCanvas canvas={canvas} label={t('Capacity {{percent}}%', { percent: pct(c.capacity) })} />
    </ChartCard>
  );
}

function MonthLine({ c }: { c: BranchTotals }) {
  const t = useT('report-total');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: c.dataCapacityMonth.map((m) => m.month),
        datasets: [
          {
            label: t('Capacity %'),
            data: c.dataCapacityMonth.map((m) => m.capacity),
            borderColor: CHART_COLOURS[0],
            backgroundColor: CHART_COLOURS[0],
            pointRadius: 2,
          },
        ],
      },
      options: {
        ...BASE_OPTIONS,
        scales: { y: { beginAtZero: true, suggestedMax: 100 }, x: { ticks: { maxRotation: 0, autoSkipPadding: 8 } } },
      },
    }),
    [c, t],
  );
  const canvas = useChart(config);
  const numbers = {
    head: [t('Month'), t('Capacity %')],
    rows: c.dataCapacityMonth.map((m) => [m.month, pct(m.capacity)]),
  };
  return (
    <ChartCard title={t('Capacity by month')} numbers={numbers} testId="rt-months">
      <ChartCanvas canvas={canvas} label={t('Capacity of the last 12 months')} />
    </ChartCard>
  );
}

function AreaBars({ c }: { c: BranchTotals }) {
  const t = useT('report-total');
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: c.dataCapacityMonthArea.map((b) => b.name),
        datasets: [
          {
            label: t('Capacity %'),
            data: c.dataCapacityMonthArea.map((b) => b.capacity),
            backgroundColor: CHART_COLOURS[1],
          },
        ],
      },
      options: { ...BASE_OPTIONS, scales: { y: { beginAtZero: true, suggestedMax: 100 } } },
    }),
    [c, t],
  );
  const canvas = useChart(config);
  const numbers = {
    head: [t('Branch'), t('Capacity %')],
    rows: c.dataCapacityMonthArea.map((b) => [b.name, pct(b.capacity)]),
  };
  return (
    <ChartCard title={t('Capacity by branch')} numbers={numbers} testId="rt-area">
      <ChartCanvas canvas={canvas} label={t('Capacity of each branch of the area')} />
    </ChartCard>
  );
}

/** View Branch's four charts (chart.js loads with them), each with its numbers one tap away. */
export function BranchCharts({ c, rooms }: { c: BranchTotals; rooms: number }) {
  return (
    <div className="chart-grid">
      <OtaPie c={c} />
      <CapacityDonut c={c} rooms={rooms} />
      <MonthLine c={c} />
      <AreaBars c={c} />
    </div>
  );
}
