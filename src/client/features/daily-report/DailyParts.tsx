import type { DailyReportData } from '../../../contract/daily-report';
import { DAILY_RATE_FIELDS, NOTE_MAX, rateStep, type DailyCountField } from '../../../domain/daily-report';
import { formatNumber } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import { labelKey } from './daily-text';
import type { DailyReportState } from './use-daily-report';

const ROOMS: DailyCountField[] = [
  'checkIn',
  'checkOut',
  'roomLine',
  'capacityRoom',
  'shortTime',
  'ealryCheckIn',
  'lateCheckOut',
  'noShow',
  'cancelRoom',
];
const SERVICES: DailyCountField[] = [
  'walkIn',
  'guestMassage',
  'massageLine',
  'guestRoten',
  'rotenLine',
  'guestBreakfast',
  'breakfastRoten',
  'massage70Roten',
  'massage100Roten',
];

function CountCard({ title, fields, report }: { title: string; fields: DailyCountField[]; report: DailyReportData }) {
  const t = useT('daily-report');
  return (
    <section className="sb-card dr-card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="dr-counts">
        {fields.map((f) => (
          <div key={f} data-field={f}>
            <dt>{t(labelKey(f))}</dt>
            <dd data-testid={`dr-${f}`}>
              {f === 'capacityRoom' ? `${formatNumber(report[f], 2)}%` : formatNumber(report[f], 0)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The day's counts: read-only, worked out by the server. */
export function DailyCounts({ report }: { report: DailyReportData }) {
  const t = useT('daily-report');
  return (
    <>
      <CountCard title={t('Rooms')} fields={ROOMS} report={report} />
      <CountCard title={t('Services')} fields={SERVICES} report={report} />
    </>
  );
}

/** The exchange rates and the note: typed by reception, read by everyone else. */
export function DailyRates({ s }: { s: DailyReportState }) {
  const t = useT('daily-report');
  const { typed } = s;
  if (!typed) return null;
  return (
    <section className="sb-card dr-card dr-rates" aria-label={t('Exchange rates')}>
      <h2>{t('Exchange rates')}</h2>
      <div className="dr-rate-grid">
        {DAILY_RATE_FIELDS.map((f) => (
          <label key={f} className="dr-rate" data-side={f.endsWith('Selling') ? 'sell' : 'buy'}>
            <span>{t(labelKey(f))}</span>
            <input
              className={`dr-input${s.errors[f] ? ' invalid' : ''}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={rateStep(f)}
              placeholder={rateStep(f) === 0.001 ? '0.000' : '0.00'}
              value={typed[f]}
              readOnly={!s.writer}
              aria-invalid={!!s.errors[f]}
              data-testid={`dr-${f}`}
              onChange={(e) => s.type(f, e.target.value)}
            />
            {s.errors[f] && <small className="sb-error">{s.errors[f]}</small>}
          </label>
        ))}
      </div>
      <label className="dr-rate dr-note">
        <span>{t('Note')}</span>
        <textarea
          className="dr-input"
          rows={3}
          maxLength={NOTE_MAX}
          value={typed.note}
          readOnly={!s.writer}
          data-testid="dr-note"
          onChange={(e) => s.type('note', e.target.value)}
        />
      </label>
    </section>
  );
}
