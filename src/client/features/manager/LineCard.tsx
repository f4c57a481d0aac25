import { IonIcon } from '@ionic/react';
import { chatbubbleEllipsesOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import type { ManagerLine } from '../../../domain/manager-lines';
import type { LineValues } from '../../../domain/manager-report';
import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import type { TFunction } from '../../lib/i18n';
import { BillTip } from './BillTip';
import { COLUMN_LABELS, COUNT_COLUMNS, countLabel, lineMoney, type CountColumn } from './man-columns';
import { useManWords, type ManText } from './man-words';

export type LineChange = (key: string, patch: Partial<LineValues>) => void;

const decimalsOf = (col: 'vnd' | 'usd') => (col === 'usd' ? 2 : 0);

/** What a locked line says in one line: its counts, typed sales, bills and note. */
function summary(line: ManagerLine, v: LineValues, branchId: number, t: TFunction<'manager'>): string {
  const parts = COUNT_COLUMNS.filter((c) => line.columns.includes(c) && v[c]).map(
    (c) => `${t(countLabel(line, c) as ManText)} ${v[c]}`,
  );
  for (const m of lineMoney(line, branchId))
    if (m.typed && v[m.col]) parts.push(`${m.col.toUpperCase()} ${formatNumber(v[m.col], decimalsOf(m.col))}`);
  if (v.bill) parts.push(t('Bill {{bill}}', { bill: v.bill }));
  if (v.note) parts.push(v.note);
  return parts.join(' · ');
}

/** A field of a line card: its small label over a big input. */
function Field({ label, tip, children }: { label: string; tip?: boolean; children: ReactNode }) {
  return (
    <div className="man-field">
      <span className="man-field-label">
        {label}
        {tip && <BillTip />}
      </span>
      {children}
    </div>
  );
}

/**
 * A line of the report on a phone: its name and sale, then one row of big inputs (counts, typed sales,
 * bill numbers); the note opens from the note button (or shows when it has text).
 */
export function LineCard({
  line,
  values,
  branchId,
  edit,
  onChange,
}: {
  line: ManagerLine;
  values: LineValues;
  branchId: number;
  edit: boolean;
  onChange: LineChange;
}) {
  const { t, w } = useManWords();
  const [noteOpen, setNoteOpen] = useState(false);
  const money = lineMoney(line, branchId);
  const priced = money.find((m) => !m.typed);
  const lineName = w(line.label);
  const name = (col: string) => `${lineName} ${w(col)}`;
  const said = summary(line, values, branchId, t);
  const hasNote = line.columns.includes('note');
  const showNote = edit && hasNote && (noteOpen || !!values.note);
  const counts = COUNT_COLUMNS.filter((c) => line.columns.includes(c));
  const typed = money.filter((m) => m.typed);
  // A line with one count only (check-in turns, pick-up...) keeps its input beside its name.
  const single = counts.length === 1 && typed.length === 0 && !line.columns.includes('bill') ? counts[0] : null;
  const countInput = (c: CountColumn) => (
    <NumberInput
      className="man-num"
      inputMode="numeric"
      decimals={0}
      value={values[c]}
      label={name(countLabel(line, c))}
      onChange={(v) => onChange(line.key, { [c]: v })}
    />
  );
  return (
    <div
      className={`man-line ${!edit && !said && !(priced && values[priced.col]) ? 'blank' : ''}`}
      data-line={line.key}
    >
      <div className="man-line-head">
        <span className="man-line-label">{lineName}</span>
        {edit && hasNote && !showNote && (
          <button
            type="button"
            className="man-note-toggle"
            aria-label={t('{{line}} add a note', { line: lineName })}
            onClick={() => setNoteOpen(true)}
          >
            <IonIcon icon={chatbubbleEllipsesOutline} aria-hidden="true" /> {t('Note')}
          </button>
        )}
        {edit && single && <span className="man-single">{countInput(single)}</span>}
        {priced && (edit || !!values[priced.col]) && (
          <span className="man-line-sale" data-testid={`sale-${line.key}`}>
            {formatNumber(values[priced.col], decimalsOf(priced.col))}
          </span>
        )}
      </div>
      {!edit ? (
        said && <p className="man-line-values">{said}</p>
      ) : (
        <>
          {!single && (
            <div className="man-fields">
              {counts.map((c) => (
                <Field key={c} label={w(countLabel(line, c))}>
                  {countInput(c)}
                </Field>
              ))}
              {typed.map((m) => (
                <Field key={m.col} label={w(COLUMN_LABELS[m.col])}>
                  <NumberInput
                    className="man-num money"
                    decimals={decimalsOf(m.col)}
                    value={values[m.col]}
                    label={name(COLUMN_LABELS[m.col])}
                    onChange={(v) => onChange(line.key, { [m.col]: v })}
                  />
                </Field>
              ))}
              {line.columns.includes('bill') && (
                <Field label={t('Bill No.')} tip>
                  <input
                    className="man-text"
                    aria-label={name('Bill No.')}
                    value={values.bill}
                    maxLength={500}
                    placeholder="1->3"
                    onChange={(e) => onChange(line.key, { bill: e.target.value })}
                  />
                </Field>
              )}
            </div>
          )}
          {showNote && (
            <input
              className="man-text man-note"
              aria-label={name('Note')}
              placeholder={t('Note')}
              value={values.note}
              maxLength={500}
              autoFocus={noteOpen && !values.note}
              onChange={(e) => onChange(line.key, { note: e.target.value })}
            />
          )}
        </>
      )}
    </div>
  );
}
