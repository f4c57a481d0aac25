import type { InvoiceRow } from '../../../domain/invoice-row';
import { formatNumber } from '../../../domain/money';
import { cellValue, fieldOf, shownDecimals, type RcColumn } from '../../../domain/rc-columns';
import { ACTION_MAX, clampAction, fieldEnabled, telephoneNoteError } from '../../../domain/row-fields';
import { NumberInput } from '../../ui/NumberInput';

export const EXTRA_SERVICES = ['Laundry', 'Minibar', 'Late check-out', 'Early check-in', 'Airport pick-up', 'Drop-off', 'Massage 70 min', 'Breakfast', 'Rotenburo', 'Extra bed'];

interface Props {
  row: InvoiceRow;
  columns: RcColumn[];
  branchId: number;
  role: number;
  editing: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
}

export function patchFor(row: InvoiceRow, key: string, value: string | number): Partial<InvoiceRow> {
  if (key.startsWith('pkg:')) return { packages: { ...row.packages, [key.slice(4)]: Number(value) } };
  if (key === 'action') return { action: clampAction(String(value)) };
  return { [key]: value } as Partial<InvoiceRow>;
}

/** One field of a row: text, number, date or a computed figure, enabled by the row rules of spec 2 section 5.4. */
export function Field({ row, col, branchId, role, editing, onChange }: Omit<Props, 'columns'> & { col: RcColumn }) {
  const enabled = !col.computed && (col.key.startsWith('pkg:') ? editing : fieldEnabled(fieldOf(col.key), row, { role, branchId, editing }));
  const value = cellValue(row, col.key);
  if (col.computed) return <output className="rc-out" aria-label={col.label}>{formatNumber(Number(value), shownDecimals(col, Number(value)))}</output>;
  if (col.kind === 'money' || col.kind === 'count') {
    return <NumberInput label={col.label} value={Number(value)} decimals={shownDecimals(col, Number(value))} disabled={!enabled} onChange={(v) => onChange(patchFor(row, col.key, v))} />;
  }
  if (col.kind === 'date') {
    return <input type="date" aria-label={col.label} value={String(value)} disabled={!enabled} onChange={(e) => onChange(patchFor(row, col.key, e.target.value))} />;
  }
  const list = col.key === 'action' ? 'rc-actions' : col.key === 'room' ? 'rc-rooms' : undefined;
  const noteError = col.key === 'telephone' ? telephoneNoteError(row.telephone, editing) : null;
  return (
    <>
      <input aria-label={col.label} list={list} value={String(value)} disabled={!enabled} maxLength={col.key === 'action' ? ACTION_MAX : 120}
        className={col.key === 'name' ? 'rc-upper' : undefined}
        onChange={(e) => onChange(patchFor(row, col.key, col.key === 'name' ? e.target.value.toUpperCase() : e.target.value))} />
      {noteError && <small className="sb-error">{noteError}</small>}
    </>
  );
}

/** Every field of a row, grouped as the grid's column groups, in the table's order (the phone's edit sheet). */
export function RowFields({ row, columns, branchId, role, editing, onChange }: Props) {
  const groups = [...new Set(columns.map((c) => c.group))];
  return (
    <div className="rc-fields">
      {groups.map((g) => (
        <fieldset key={g} className="rc-group">
          <legend>{g}</legend>
          {columns.filter((c) => c.group === g).map((c) => (
            <label key={c.key} className="rc-field">
              <span>{c.label}</span>
              <Field row={row} col={c} branchId={branchId} role={role} editing={editing} onChange={onChange} />
            </label>
          ))}
        </fieldset>
      ))}
      {row.HI && (
        <fieldset className="rc-group">
          <legend>Extra services (up to 5)</legend>
          <datalist id="rc-extra">{EXTRA_SERVICES.map((s) => <option key={s} value={s} />)}</datalist>
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label key={n} className="rc-field">
              <span>Service {n}</span>
              <input list="rc-extra" aria-label={`Extra service ${n}`} value={row[`name_sub${n}`]} disabled={!editing} maxLength={120}
                onChange={(e) => onChange({ [`name_sub${n}`]: e.target.value, [`sub${n}`]: e.target.value.trim() !== '' } as Partial<InvoiceRow>)} />
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
