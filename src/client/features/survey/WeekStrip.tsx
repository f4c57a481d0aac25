import { useT } from '../../lib/i18n';
import type { SurveyMonth } from './survey-api';
import { periodText } from './survey-text';

/** The week summaries (start, end, count) and the month total; a tap picks the period the results show. */
export function WeekStrip({ data, period, onPick }: { data: SurveyMonth; period: string; onPick(p: string): void }) {
  const t = useT('survey');
  const all = [...data.report.weeks, data.report.total];
  return (
    <div className="sv-weeks" role="tablist" aria-label={t('Weeks')}>
      {all.map((w) => (
        <button
          type="button"
          role="tab"
          key={w.key}
          aria-selected={period === w.key}
          className={period === w.key ? 'sv-week on' : 'sv-week'}
          data-testid={`week-${w.key}`}
          onClick={() => onPick(w.key)}
        >
          <strong>{w.key === 'month' ? t('Total month') : periodText(w.label, t)}</strong>
          <span>
            {w.start.slice(5)} → {w.end.slice(5)}
          </span>
          <b>{w.count}</b>
        </button>
      ))}
    </div>
  );
}
