import { IonIcon } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { readDateText, readMonthText } from '../../domain/dates';
import './kit.css';

import { useT } from '../lib/i18n';

/** What a field reads and writes: a day (yyyy-mm-dd) or a month (yyyy-mm). */
const FORMATS = {
  date: { read: readDateText, length: 10, pattern: '\\d{4}-\\d{2}-\\d{2}' },
  month: { read: readMonthText, length: 7, pattern: '\\d{4}-\\d{2}' },
} as const;

export interface DateFieldProps {
  value: string;
  onChange: (iso: string) => void;
  label: string;
  className?: string;
  disabled?: boolean;
  min?: string;
  max?: string;
  optional?: boolean;
  /** The calendar button (off in a grid cell). */
  picker?: boolean;
  id?: string;
  testId?: string;
}

/**
 * A date input in the app's one format, yyyy-mm-dd (README "Screen kit"): a text field that shows and
 * accepts it (2026-11-28; 2026/11/28 and 20261128 are read too), where the browser's date input would show
 * its own format (11/28/2026). The calendar button opens the browser's picker. `onChange` gets an ISO date,
 * or '' when the field is cleared and `optional`.
 */
export function DateField(p: DateFieldProps) {
  return <PeriodField {...p} kind="date" />;
}

/** A month input in the app's one format, yyyy-mm (2026-11; 2026/11 and 202611 are read too), as DateField. */
export function MonthField(p: DateFieldProps) {
  return <PeriodField {...p} kind="month" />;
}

function PeriodField({
  kind,
  value,
  onChange,
  label,
  className,
  disabled,
  min,
  max,
  optional = false,
  picker = true,
  id,
  testId,
}: DateFieldProps & { kind: keyof typeof FORMATS }) {
  const t = useT('common');
  const f = FORMATS[kind];
  const readDate = f.read;
  const [text, setText] = useState(value);
  const native = useRef<HTMLInputElement>(null);
  // The value from outside, unless it is what the text already reads as (2026-11-2 stays while typing).
  useEffect(() => setText((t) => (readDate(t) === value ? t : value)), [value]);
  const read = readDate(text);
  const bad = (text !== '' && (!read || (!!min && read < min) || (!!max && read > max))) || (!optional && text === '');
  const take = (t: string) => {
    setText(t);
    const iso = readDate(t);
    if (iso && (!min || iso >= min) && (!max || iso <= max)) onChange(iso);
    else if (t === '' && optional) onChange('');
  };
  return (
    <span className={`sb-date${className ? ` ${className}` : ''}`}>
      <input
        type="text"
        id={id}
        data-testid={testId}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={bad || undefined}
        placeholder={kind === 'date' ? t('yyyy-mm-dd') : t('yyyy-mm')}
        maxLength={f.length}
        pattern={f.pattern}
        value={text}
        disabled={disabled}
        onChange={(e) => take(e.target.value)}
        onBlur={() => setText(read && !bad ? read : value)}
      />
      {picker && (
        <>
          <button
            type="button"
            className="sb-date-pick"
            aria-label={t('Calendar')}
            disabled={disabled}
            onClick={() => native.current?.showPicker()}
          >
            <IonIcon icon={calendarOutline} aria-hidden="true" />
          </button>
          <input
            ref={native}
            type={kind}
            className="sb-date-native"
            tabIndex={-1}
            aria-hidden="true"
            value={read ?? value}
            min={min}
            max={max}
            onChange={(e) => e.target.value && take(e.target.value)}
          />
        </>
      )}
    </span>
  );
}
