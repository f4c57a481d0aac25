import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { SurveyMonth } from './survey-api';
import { SurveyChart } from './SurveyChart';
import { averageText } from './survey-view';

const COUNTS: [string, string][] = [
  ['room', 'Room QR'],
  ['public1', 'Tablet'],
  ['public2', 'Tablet QR'],
  ['app', 'App'],
  ['badPoint', 'Score 2 or less'],
  ['notCome', 'Would not come again'],
];

/** Survey Report: department averages per week and for the month (last month beside it), counts by source, the chart. */
export function ReportView({ data }: { data: SurveyMonth }) {
  const r = data.report;
  const [numbers, setNumbers] = useState(false);
  const periods = [...r.weeks, r.total, ...(r.oldMonth ? [{ ...r.oldMonth, label: 'Last month' }] : [])];
  const red = (v: number | null | undefined) => (v !== null && v !== undefined && v <= 2 ? 'sv-score red' : 'sv-score');
  return (
    <div className="sv-report">
      <div className="sv-table-wrap" tabIndex={0}>
        <table className="sv-table sv-report-table" data-testid="survey-report-table">
          <thead>
            <tr>
              <th className="sticky">Period</th>
              <th>Surveys</th>
              {r.departments.map((d) => (
                <th key={d.key}>{d.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.key} className={p.key === 'month' ? 'sv-total' : ''}>
                <td className="sticky">
                  {p.label}{' '}
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
            <span>{label}</span>
            <b>{r.total.sumTypeSurvey[k as keyof typeof r.total.sumTypeSurvey]}</b>
          </div>
        ))}
      </div>
      <div className="sv-chart-head">
        <h3>Department averages</h3>
        <IonButton size="small" fill="outline" onClick={() => setNumbers((n) => !n)}>
          {numbers ? 'Show chart' : 'Show numbers'}
        </IonButton>
      </div>
      {numbers ? (
        <table className="sv-table" data-testid="survey-chart-numbers">
          <thead>
            <tr>
              <th>Department</th>
              {r.dataChart.datasets.map((d) => (
                <th key={d.label}>{d.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.dataChart.labels.map((l, i) => (
              <tr key={l}>
                <td>{l}</td>
                {r.dataChart.datasets.map((d) => (
                  <td key={d.label} className="sv-score">
                    {averageText(d.data[i])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <SurveyChart labels={r.dataChart.labels} datasets={r.dataChart.datasets} />
      )}
    </div>
  );
}
