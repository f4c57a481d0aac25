import { clampNoticeDate, NOTICE_YEARS, type NoticeDate } from '../../../domain/notice';
import { daysInMonth } from '../../../domain/dates';
import { useT } from '../../lib/i18n';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** "Date inputs: year 2022-2030, month 1-12, day 1-31" (the day list follows the month's length). */
export function NoticeDateInputs({ date, onChange }: { date: NoticeDate; onChange: (d: NoticeDate) => void }) {
  const t = useT('announcement');
  const set = (part: Partial<NoticeDate>) => onChange(clampNoticeDate({ ...date, ...part }));
  const fields: [keyof NoticeDate, string, number[]][] = [
    ['year', t('Year'), range(NOTICE_YEARS.min, NOTICE_YEARS.max)],
    ['month', t('Month'), range(1, 12)],
    ['day', t('Day'), range(1, daysInMonth(date.year, date.month))],
  ];
  return (
    <div className="an-date" role="group" aria-label={t('Notice date')}>
      {fields.map(([key, label, values]) => (
        <label key={key}>
          <span>{label}</span>
          <select value={date[key]} data-testid={`an-${key}`} onChange={(e) => set({ [key]: Number(e.target.value) })}>
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
