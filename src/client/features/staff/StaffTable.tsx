import { useEffect, useRef } from 'react';
import type { StaffRow } from '../../../domain/acc-staff';
import { STAFF_DEPARTMENTS, staffDecimals } from '../../../domain/acc-staff';
import { NumberInput } from '../../ui/NumberInput';
import { moneyText, STAFF_COLUMNS, type StaffColumn } from './staff-columns';
import type { Selection } from '../../ui/use-selection';
import { useT } from '../../lib/i18n';

/** One cell: an input while editing (money typed freely, shown with separators), text otherwise. */
function Cell({
  row,
  col,
  edit,
  onChange,
}: {
  row: StaffRow;
  col: StaffColumn;
  edit: boolean;
  onChange: (patch: Partial<StaffRow>) => void;
}) {
  const t = useT('staff');
  const label = t('{{column}} {{name}}', { column: t(col.label), name: row.name || t('new row') });
  if (col.kind === 'money') {
    const key = col.key as 'owesVND';
    if (!edit) return <span className="rc-text num">{moneyText(key, row[key])}</span>;
    return (
      <NumberInput
        label={label}
        value={row[key]}
        decimals={staffDecimals(key)}
        onChange={(v) => onChange({ [key]: v })}
      />
    );
  }
  const value = String(row[col.key]);
  if (!edit)
    return (
      <span className="rc-text" title={value}>
        {value}
      </span>
    );
  return (
    <input
      aria-label={label}
      data-key={col.key}
      type={col.kind === 'date' ? 'date' : 'text'}
      value={value}
      maxLength={col.max}
      list={col.key === 'department' ? 'staff-departments' : undefined}
      onChange={(e) => onChange({ [col.key]: e.target.value })}
    />
  );
}

/** Money right-aligned; the date stays in view beside the tick box when the table scrolls sideways. */
const classOf = (c: StaffColumn, edit: boolean) =>
  c.kind === 'money' ? 'num' : c.key === 'date' ? `staff-key${edit ? ' after-check' : ''}` : undefined;

/** Tablets: the register as an editable table (sticky header, tick box and date); totals below it. */
export function StaffTable({
  rows,
  edit,
  selection,
  onChange,
  focusRow,
}: {
  rows: StaffRow[];
  edit: boolean;
  selection: Selection;
  onChange: (id: string, patch: Partial<StaffRow>) => void;
  /** A row just added: scrolled to, its Name box focused. */
  focusRow: string | null;
}) {
  const t = useT('staff');
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = focusRow
      ? wrap.current?.querySelector<HTMLInputElement>(`tr[data-id="${focusRow}"] input[data-key="name"]`)
      : null;
    input?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    input?.focus({ preventScroll: true });
  }, [focusRow]);
  return (
    <div className="staff-table-wrap" data-testid="staff-table" ref={wrap}>
      <table className="staff-table">
        <thead>
          <tr>
            {edit && <th className="staff-check" aria-label={t('Select')} />}
            {STAFF_COLUMNS.map((c) => (
              <th key={c.key} style={{ minWidth: c.width }} className={classOf(c, edit)}>
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.ID}
              data-id={r.ID}
              className={selection.selected.has(r.ID) ? 'selected' : undefined}
              data-testid="staff-row"
            >
              {edit && (
                <td className="staff-check">
                  <input
                    type="checkbox"
                    aria-label={t('Select {{name}}', { name: r.name || t('new row') })}
                    checked={selection.selected.has(r.ID)}
                    onChange={() => selection.toggle(r.ID)}
                  />
                </td>
              )}
              {STAFF_COLUMNS.map((c) => (
                <td key={c.key} className={classOf(c, edit)}>
                  <Cell row={r} col={c} edit={edit} onChange={(patch) => onChange(r.ID, patch)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <datalist id="staff-departments">
        {STAFF_DEPARTMENTS.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
    </div>
  );
}
