import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatNumber } from '../../../domain/money';
import { cellValue, fieldOf, shownDecimals, type RcColumn } from '../../../domain/rc-columns';
import {
  ACTION_MAX,
  clampAction,
  fieldEnabled,
  MONEY_FIELDS,
  moneyLockReason,
  telephoneNoteError,
} from '../../../domain/row-fields';
import { NumberInput } from '../NumberInput';
import { DateField } from '../DateField';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';
import { lockText } from './CardList';

export interface FieldProps {
  row: InvoiceRow;
  col: RcColumn;
  branchId: number;
  role: number;
  editing: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
  /** The sheet says under a locked payment field why it is locked; the grid keeps it in the tooltip. */
  showReason?: boolean;
}

export function patchFor(row: InvoiceRow, key: string, value: string | number): Partial<InvoiceRow> {
  if (key.startsWith('pkg:')) return { packages: { ...row.packages, [key.slice(4)]: Number(value) } };
  if (key === 'action') return { action: clampAction(String(value)) };
  return { [key]: value } as Partial<InvoiceRow>;
}

const numeric = (c: RcColumn) => c.kind === 'money' || c.kind === 'count';

/** A value as the sheet and the grid show it in VIEW: figures with separators, blank for 0. */
export function fieldText(row: InvoiceRow, col: RcColumn): string {
  const value = cellValue(row, col.key);
  if (!numeric(col)) return String(value);
  const n = Number(value);
  return n ? formatNumber(n, shownDecimals(col, n)) : '';
}

/** The reason a payment field of this row is not counted, or null. */
export function lockReason(row: InvoiceRow, col: RcColumn): string | null {
  return (MONEY_FIELDS as readonly string[]).includes(col.key) ? moneyLockReason(row.action) : null;
}

/** VIEW: the value as text (a sent sum is read, not typed); a payment not counted is struck through. */
function FieldView({ row, col, showReason }: Pick<FieldProps, 'row' | 'col' | 'showReason'>) {
  const t = useT('common');
  const note = col.key === 'telephone' && telephoneNoteError(row.telephone, false);
  const text = (note && knownLabel(t, note)) || fieldText(row, col);
  const reason = text ? lockText(t, lockReason(row, col)) : null;
  const cls = `rc-text ${numeric(col) ? 'num' : ''} ${col.key === 'name' ? 'rc-upper' : ''}`;
  return (
    <span className={cls} aria-label={knownLabel(t, col.label)} title={reason ?? undefined} data-field={col.key}>
      {reason ? <s>{text}</s> : text || (showReason ? '–' : '')}
      {reason && showReason && <small className="rc-why">{t(' not counted: {{reason}}', { reason })}</small>}
    </span>
  );
}

/** One field of a row: text, number, date or a computed figure, enabled by the row rules of spec 2 section 5.4. */
export function Field({ row, col, branchId, role, editing, onChange, showReason }: FieldProps) {
  const t = useT('common');
  const label = knownLabel(t, col.label);
  const value = cellValue(row, col.key);
  if (col.computed)
    return (
      <output className="rc-out" aria-label={label}>
        {formatNumber(Number(value), shownDecimals(col, Number(value)))}
      </output>
    );
  if (!editing) return <FieldView row={row} col={col} showReason={showReason} />;
  const enabled = col.key.startsWith('pkg:') || fieldEnabled(fieldOf(col.key), row, { role, branchId, editing });
  const reason = enabled ? null : lockText(t, lockReason(row, col));
  if (numeric(col)) {
    return (
      <>
        <span title={reason ?? undefined} className="rc-num-wrap">
          <NumberInput
            label={label}
            value={Number(value)}
            decimals={shownDecimals(col, Number(value))}
            disabled={!enabled}
            onChange={(v) => onChange(patchFor(row, col.key, v))}
          />
        </span>
        {reason && showReason && Number(value) !== 0 && (
          <small className="rc-why" data-testid={`why-${col.key}`}>
            {reason}
          </small>
        )}
      </>
    );
  }
  if (col.kind === 'date') {
    return (
      <DateField
        label={label}
        value={String(value)}
        disabled={!enabled}
        optional
        picker={false}
        onChange={(v) => onChange(patchFor(row, col.key, v))}
      />
    );
  }
  const list = col.key === 'action' ? 'rc-actions' : col.key === 'room' ? 'rc-rooms' : undefined;
  const noteError = col.key === 'telephone' ? telephoneNoteError(row.telephone, editing) : null;
  return (
    <>
      <input
        aria-label={label}
        list={list}
        value={String(value)}
        disabled={!enabled}
        maxLength={col.key === 'action' ? ACTION_MAX : 120}
        className={col.key === 'name' ? 'rc-upper' : undefined}
        onChange={(e) =>
          onChange(patchFor(row, col.key, col.key === 'name' ? e.target.value.toUpperCase() : e.target.value))
        }
      />
      {noteError && <small className="sb-error">{knownLabel(t, noteError)}</small>}
    </>
  );
}
