import { positionLabel, RECRUITMENT_LOCATIONS, RECRUITMENT_POSITIONS } from '../../../domain/recruitment';
import type { EditRow, Field } from './use-recruitment';
import { DateField } from '../../ui/DateField';

/** The three fields of a row: position (Vietnamese label with an English gloss), workplace, deadline. */
export function RowField({
  row,
  n,
  field,
  onChange,
}: {
  row: EditRow;
  n: number;
  field: Field;
  onChange: (id: string, field: Field, value: string) => void;
}) {
  const set = (v: string) => onChange(row._id, field, v);
  const missing = !row[field];
  const cls = `rc-field${missing ? ' missing' : ''}`;
  if (field === 'deadline')
    return (
      <DateField
        className={cls}
        label={`Deadline row ${n}`}
        value={row.deadline}
        min="2020-01-01"
        max="2099-12-31"
        optional
        picker={false}
        onChange={set}
      />
    );
  const chosen = field === 'position' ? positionLabel(row.position) : row.location;
  const options =
    field === 'position'
      ? RECRUITMENT_POSITIONS.map((p) => ({ value: p.value, label: `${p.value} (${p.en})` }))
      : RECRUITMENT_LOCATIONS.map((l) => ({ value: l, label: l }));
  return (
    <select
      className={cls}
      aria-label={`${field === 'position' ? 'Position' : 'Workplace'} row ${n}`}
      value={row[field]}
      title={chosen || undefined}
      onChange={(e) => set(e.target.value)}
    >
      <option value="">Choose…</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function RowStatus({ id, flagged, changed }: { id: string; flagged: boolean; changed: boolean }) {
  if (flagged) return <span className="rc-badge warn">Not saved</span>;
  if (id.startsWith('new')) return <span className="rc-badge">New</span>;
  if (changed) return <span className="rc-badge">Changed</span>;
  return null;
}
