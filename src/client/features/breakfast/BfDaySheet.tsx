import { useEffect, useRef } from 'react';
import { BREAKFAST_FIELDS, BREAKFAST_LABELS, COUNT_MAX, type BreakfastDay } from '../../../domain/breakfast';
import { formatNumber } from '../../../domain/money';
import { writeCell } from './bf-send';
import { shownValue, weekday, type Shown } from './bf-view';
import type { BfMonth } from './breakfast-state';
import { DoneSheet } from '../../ui/DoneSheet';
import { branchById } from '../../../domain/branches';
import { currentLocale, useT } from '../../lib/i18n';
import type { BfKey } from './bf-view';

/** More rooms than this: the quick edit shows them in two columns. */
const TWO_COLUMNS_ABOVE = 20;

/** A moment in the branch's time, whatever the device's zone, as the user's language writes it. */
const branchTime = (branchId: number, at: string) =>
  new Intl.DateTimeFormat(currentLocale(), {
    timeZone: branchById(branchId)?.timeZone ?? 'Asia/Ho_Chi_Minh',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));

function CountInput({
  label,
  value,
  id,
  onSave,
}: {
  label: string;
  value: number;
  id: string;
  onSave: (v: number) => void;
}) {
  const t = useT('breakfast');
  const ref = useRef<HTMLInputElement>(null);
  // What was last saved from this field: Enter and then leaving the field save it once.
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) {
      ref.current.value = value ? String(value) : '';
      saved.current = null;
    }
  }, [value]);
  const commit = () => {
    const el = ref.current;
    if (!el) return;
    const text = el.value.trim();
    if (text === saved.current) return;
    const n = text === '' ? 0 : Number(text);
    if (!Number.isInteger(n) || n < 0 || n > COUNT_MAX) {
      el.setCustomValidity(t('A whole number from 0 to {{max}}', { max: COUNT_MAX }));
      el.reportValidity();
      return;
    }
    el.setCustomValidity('');
    saved.current = text;
    if (n !== value) onSave(n);
  };
  return (
    <label className="bf-q-row">
      <span>{label}</span>
      <input
        ref={ref}
        id={id}
        data-testid={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="next"
        autoComplete="off"
        defaultValue={value ? String(value) : ''}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        aria-label={label}
      />
    </label>
  );
}

/** The quick edit of a day: OUTSIDE, HAN + Friend, ONIGIRI and every room; each count is saved as it is left. */
export function BfDaySheet({
  m,
  shown,
  day,
  focus,
  figures,
  onClose,
}: {
  m: BfMonth;
  shown: Shown;
  day: number | null;
  focus?: string;
  figures: BreakfastDay | null;
  onClose: () => void;
}) {
  const t = useT('breakfast');
  const closed = day !== null && m.listSaveDay.includes(day);
  // A month kept on the device before reopenings were recorded has none.
  const reopened = (m.reopened ?? []).find((r) => r.day === day);
  const save = (colum: string) => (v: number) => {
    if (day !== null) void writeCell(m, day, colum, v);
  };
  return (
    <DoneSheet
      isOpen={day !== null}
      onClose={onClose}
      onDidPresent={() => {
        if (focus) document.getElementById(`bf-q-${focus}`)?.focus();
      }}
      className="bf-sheet"
      testId="bf-day-sheet"
      title={day !== null && `${weekday(m.month, day)} ${m.month}-${String(day).padStart(2, '0')}`}
      doneTestId="bf-sheet-done"
    >
      {day !== null && (
        <>
          {figures && (
            <p className="bf-q-figures" data-testid="bf-sheet-figures">
              <span>
                {t('In house')} <strong>{figures.guestInHouse}</strong>
              </span>{' '}
              ·{' '}
              <span>
                {t('Have BF')} <strong>{figures.guestHaveBF}</strong>
              </span>{' '}
              ·{' '}
              <span>
                {t('TOTAL')} <strong>{figures.total}</strong>
              </span>{' '}
              ·{' '}
              <span>
                {t('Capacity')} <strong>{formatNumber(figures.capacity, 2)}%</strong>
              </span>
            </p>
          )}
          {reopened && (
            <p className="bf-q-reopened" data-testid="bf-sheet-reopened">
              {t('Reopened by {{name}} on {{time}}', { name: reopened.by, time: branchTime(m.branchId, reopened.at) })}
            </p>
          )}
          {closed ? (
            <p className="rc-banner">{t('This day is closed for editing. Open it with its lock first.')}</p>
          ) : (
            <>
              <div className="bf-q-grid">
                {BREAKFAST_FIELDS.map((f) => (
                  <CountInput
                    key={f}
                    id={`bf-q-${f}`}
                    label={t(BREAKFAST_LABELS[f] as BfKey)}
                    value={shownValue(m, shown, f, day)}
                    onSave={save(f)}
                  />
                ))}
              </div>
              <h3 className="bf-q-head">{t('Rooms')}</h3>
              <div className={`bf-q-grid${m.rooms.length > TWO_COLUMNS_ABOVE ? ' two' : ''}`}>
                {m.rooms.map((r) => (
                  <CountInput
                    key={r.number}
                    id={`bf-q-${r.number}`}
                    label={r.number}
                    value={shownValue(m, shown, r.number, day)}
                    onSave={save(r.number)}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </DoneSheet>
  );
}
