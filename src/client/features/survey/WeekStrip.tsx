import { useT } from '../../lib/i18n';
import type { SurveyMonth } from './survey-api';
import { periodText } from './survey-text';

/**
 * The week summaries (days, count) and the month total; a tap picks the period the results show. Two rows
 * on a phone, one on a tablet, never scrolling sideways. Days in the short form of the one date format: the
 * days of the month the toolbar shows ("1 – 7"), the full dates in the tab's title.
 */
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
          title={`${w.start} → ${w.end}`}
          onClick={() => onPick(w.key)}
        >
          <strong>{w.key === 'month' ? t('Total month') : periodText(w.label, t)}</strong>{' '}
          <span className="sv-week-line">
            <span>{t('{{from}} – {{to}}', { from: Number(w.start.slice(8)), to: Number(w.end.slice(8)) })}</span>{' '}
            <b>{w.count}</b>
          </span>
        </button>
      ))}
    </div>
  );
}
