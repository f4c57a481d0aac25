import { IonButton } from '@ionic/react';
import { useMemo, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { SurveyMonth } from './survey-api';
import { SurveyChart } from './SurveyChart';
import { departmentText, periodText } from './survey-text';
import { averageText } from './survey-view';

const COUNTS = [
  ['room', 'Room QR'],
  ['public1', 'Tablet'],
  ['public2', 'Tablet QR'],
  ['app', 'App'],
  ['badPoint', 'Score 2 or less'],
  ['notCome', 'Would not come again'],
] as const;

/** Survey Report: department averages per week and for the month (last month beside it), counts by source, the chart. */
export function ReportView({ data }: { data: SurveyMonth }) {
  const t = useT('survey');
  const r = data.report;
  const [numbers, setNumbers] = useState(false);
  const periods = [...r.weeks, r.total, ...(r.oldMonth ? [{ ...r.oldMonth, label: t('Last month') }] : [])];
  const chart = useMemo(
    () => ({
      labels: r.dataChart.labels.map((l) => departmentText(l, t)),
      datasets: r.dataChart.datasets.map((d) => ({ ...d, label: periodText(d.label, t) })),
    }),
    [r, t],
  );
  const red = (v: number | null | undefined) => (v !== null && v !== undefined && v <= 2 ? 'sv-score red' : 'sv-score');
  return (
    <div className="sv-report">
      <div className="sv-table-wrap" tabIndex={0}>
        <table className="sv-table sv-report-table" data-testid="survey-report-table">
          <thead>
            <tr>
              <th className="sticky">{t('Period')}</th>
              <th>{t('Surveys')}</th>
              {r.departments.map((d) => (
                <th key={d.key}>{departmentText(d.name, t)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.key} className={p.key === 'month' ? 'sv-total' : ''}>
                <td className="sticky">
                  {periodText(p.label, t)}{' '}
                  <small>
                    {p.start} → {p.end}
                  </small>
                </td>
                <td className="sv-score">{p.count}</td>
                {r.departments.map((d) => (
                  <td key={d.key} className={red(p.averageWeek[d.key])}>
                    {averageText(p.averageWeek[d.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sv-counts" data-testid="survey-counts">
        {COUNTS.map(([k, label]) => (
          <div key={k}>
            <span>{t(label)}</span>
            <b>{r.total.sumTypeSurvey[k]}</b>
          </div>
        ))}
      </div>
      <div className="sv-chart-head">
        <h3>{t('Department averages')}</h3>
        <IonButton size="small" fill="outline" onClick={() => setNumbers((n) => !n)}>
          {numbers ? t('Show chart') : t('Show numbers')}
        </IonButton>
      </div>
      {numbers ? (
        <table className="sv-table" data-testid="survey-chart-numbers">
          <thead>
            <tr>
              <th>{t('Department')}</th>
              {chart.datasets.map((d) => (
                <th key={d.label}>{d.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.labels.map((l, i) => (
              <tr key={l}>
                <td>{l}</td>
                {chart.datasets.map((d) => (
                  <td key={d.label} className="sv-score">
                    {averageText(d.data[i])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <SurveyChart labels={chart.labels} datasets={chart.datasets} />
      )}
    </div>
  );
}
