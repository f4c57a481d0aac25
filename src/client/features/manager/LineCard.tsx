import type { ManagerLine } from '../../../domain/manager-lines';
import type { LineValues } from '../../../domain/manager-report';
import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import { BillTip } from './BillTip';
import { COLUMN_LABELS, COUNT_COLUMNS, lineMoney } from './man-columns';

export type LineChange = (key: string, patch: Partial<LineValues>) => void;

const decimalsOf = (col: 'vnd' | 'usd') => (col === 'usd' ? 2 : 0);

/** What a locked line says in one line: its counts, typed sales, bills and note. */
function summary(line: ManagerLine, v: LineValues, branchId: number): string {
  const parts = COUNT_COLUMNS.filter((c) => line.columns.includes(c) && v[c]).map((c) => `${COLUMN_LABELS[c]} ${v[c]}`);
  for (const m of lineMoney(line, branchId))
    if (m.typed && v[m.col]) parts.push(`${m.col.toUpperCase()} ${formatNumber(v[m.col], decimalsOf(m.col))}`);
  if (v.bill) parts.push(`Bill ${v.bill}`);
  if (v.note) parts.push(v.note);
  return parts.join(' · ');
}

/** A line of the report on a phone: its name and sale, then big inputs for its counts, typed sales, bills and note. */
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
  const money = lineMoney(line, branchId);
  const priced = money.find((m) => !m.typed);
  const name = (col: string) => `${line.label} ${col}`;
  const said = summary(line, values, branchId);
  return (
    <div
      className={`man-line ${!edit && !said && !(priced && values[priced.col]) ? 'blank' : ''}`}
      data-line={line.key}
    >
      <div className="man-line-head">
        <span className="man-line-label">{line.label}</span>
        {priced && (
          <span className="man-line-sale" data-testid={`sale-${line.key}`}>
            {formatNumber(values[priced.col], decimalsOf(priced.col))}
          </span>
        )}
      </div>
      {!edit ? (
        <p className="man-line-values">{said || '—'}</p>
      ) : (
        <>
          <div className="man-fields">
            {COUNT_COLUMNS.filter((c) => line.columns.includes(c)).map((c) => (
              <div className="man-field" key={c}>
                <span className="man-field-label">{COLUMN_LABELS[c]}</span>
                <NumberInput
                  className="man-num"
                  inputMode="numeric"
                  decimals={0}
                  value={values[c]}
                  label={name(COLUMN_LABELS[c])}
                  onChange={(v) => onChange(line.key, { [c]: v })}
                />
              </div>
            ))}
            {money
              .filter((m) => m.typed)
              .map((m) => (
                <div className="man-field" key={m.col}>
                  <span className="man-field-label">{COLUMN_LABELS[m.col]}</span>
                  <NumberInput
                    className="man-num"
                    decimals={decimalsOf(m.col)}
                    value={values[m.col]}
                    label={name(COLUMN_LABELS[m.col])}
                    onChange={(v) => onChange(line.key, { [m.col]: v })}
                  />
                </div>
              ))}
          </div>
          {(line.columns.includes('bill') || line.columns.includes('note')) && (
            <div className="man-texts">
              {line.columns.includes('bill') && (
                <div className="man-field">
                  <span className="man-field-label">
                    Bill No. <BillTip />
                  </span>
                  <input
                    className="man-text"
                    aria-label={name('Bill No.')}
                    value={values.bill}
                    maxLength={500}
                    placeholder="1,2,3 or 1->3"
                    onChange={(e) => onChange(line.key, { bill: e.target.value })}
                  />
                </div>
              )}
              {line.columns.includes('note') && (
                <div className="man-field">
                  <span className="man-field-label">Note</span>
                  <input
                    className="man-text"
                    aria-label={name('Note')}
                    value={values.note}
                    maxLength={500}
                    onChange={(e) => onChange(line.key, { note: e.target.value })}
                  />
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
