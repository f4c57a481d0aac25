import { RECRUITMENT_LOCATIONS, RECRUITMENT_POSITIONS } from '../../../domain/recruitment';
import { useT } from '../../lib/i18n';
import type { EditRow, Field } from './use-recruitment';
import { DateField } from '../../ui/DateField';

/**
 * The three fields of a row: position (the stored Vietnamese name with a gloss in the user's language, none
 * when the language is Vietnamese), workplace, deadline.
 */
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
  const t = useT('recruitment');
  const set = (v: string) => onChange(row._id, field, v);
  const missing = !row[field];
  const cls = `rc-field${missing ? ' missing' : ''}`;
  if (field === 'deadline')
    return (
      <DateField
        className={cls}
        label={t('Deadline row {{n}}', { n })}
        value={row.deadline}
        min="2020-01-01"
        max="2099-12-31"
        optional
        picker={false}
        onChange={set}
      />
    );
  const options =
    field === 'position'
      ? RECRUITMENT_POSITIONS.map((p) => {
          const gloss = t(p.en);
          return { value: p.value, label: gloss === p.value ? p.value : `${p.value} (${gloss})` };
        })
      : RECRUITMENT_LOCATIONS.map((l) => ({ value: l, label: l }));
  const chosen = options.find((o) => o.value === row[field])?.label ?? row[field];
  return (
    <select
      className={cls}
      aria-label={field === 'position' ? t('Position row {{n}}', { n }) : t('Workplace row {{n}}', { n })}
      value={row[field]}
      title={chosen || undefined}
      onChange={(e) => set(e.target.value)}
    >
      <option value="">{t('Choose…')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function RowStatus({ id, flagged, changed }: { id: string; flagged: boolean; changed: boolean }) {
  const t = useT('recruitment');
  if (flagged) return <span className="rc-badge warn">{t('Not saved')}</span>;
  if (id.startsWith('new')) return <span className="rc-badge">{t('New')}</span>;
  if (changed) return <span className="rc-badge">{t('Changed')}</span>;
  return null;
}
