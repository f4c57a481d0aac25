import { IonButton } from '@ionic/react';
import type { AuditUser } from '../../../contract/audit';
import { AUDIT_KINDS, AUDIT_KIND_LABELS } from '../../../domain/audit';
import { BRANCHES } from '../../../domain/branches';
import { useT } from '../../lib/i18n';
import { useBranchNames } from '../../ui/use-branch-names';
import { DateField } from '../../ui/DateField';
import type { AdminKey } from './texts';

/** The filters as the screen keeps them ('' = all). */
export interface AuditFilterValues {
  user: string;
  branch: string;
  kind: string;
  from: string;
  to: string;
}
export const NO_FILTER: AuditFilterValues = { user: '', branch: '', kind: '', from: '', to: '' };

export function AuditFilters({
  value,
  users,
  onChange,
}: {
  value: AuditFilterValues;
  users: AuditUser[];
  onChange: (v: AuditFilterValues) => void;
}) {
  const set = (k: keyof AuditFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  const any = Object.values(value).some((v) => v !== '');
  const nameOf = useBranchNames();
  const t = useT('admin');
  return (
    <form className="au-filters" aria-label={t('Audit filters')} onSubmit={(e) => e.preventDefault()}>
      <label className="au-f au-f-user">
        {t('User')}
        <select aria-label={t('User')} value={value.user} onChange={set('user')}>
          <option value="">{t('All users')}</option>
          {users.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.name} ({u.email})
            </option>
          ))}
        </select>
      </label>
      <label className="au-f">
        {t('Branch')}
        <select aria-label={t('Branch')} value={value.branch} onChange={set('branch')}>
          <option value="">{t('All branches')}</option>
          {BRANCHES.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.id} {nameOf(b.id, b.name)}
            </option>
          ))}
        </select>
      </label>
      <label className="au-f">
        {t('Kind')}
        <select aria-label={t('Kind')} value={value.kind} onChange={set('kind')}>
          <option value="">{t('All kinds')}</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(AUDIT_KIND_LABELS[k] as AdminKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="au-f">
        {t('From')}
        <DateField
          label={t('From')}
          value={value.from}
          max={value.to || undefined}
          optional
          onChange={(v) => set('from')({ target: { value: v } })}
        />
      </label>
      <label className="au-f">
        {t('To')}
        <DateField
          label={t('To')}
          value={value.to}
          min={value.from || undefined}
          optional
          onChange={(v) => set('to')({ target: { value: v } })}
        />
      </label>
      <IonButton className="au-clear" fill="outline" size="small" disabled={!any} onClick={() => onChange(NO_FILTER)}>
        {t('Clear filters')}
      </IonButton>
    </form>
  );
}
