import { useEffect, useRef } from 'react';

const COLOURS = ['#36a2eb', '#ff9f40', '#4bc0c0', '#9966ff', '#c9cbcf', '#662a82'];

/** Department averages as grouped bars (a bar per period), legend at the bottom; chart.js loads with the screen. */
export function SurveyChart({
  labels,
  datasets,
}: {
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    void import('chart.js').then((c) => {
      if (!live || !canvas.current) return;
      c.Chart.register(c.BarController, c.BarElement, c.LinearScale, c.CategoryScale, c.Legend, c.Tooltip);
      chart = new c.Chart(canvas.current, {
        type: 'bar',
        data: {
          labels,
          datasets: datasets.map((d, i) => ({
            label: d.label,
            data: d.data,
            backgroundColor: COLOURS[i % COLOURS.length],
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
          scales: { y: { min: 0, max: 5, ticks: { stepSize: 1 } } },
        },
      });
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [labels, datasets]);
  return (
    <div className="sv-chart" data-testid="survey-chart">
      <canvas ref={canvas} role="img" aria-label="Department averages by week" />
    </div>
  );
}
