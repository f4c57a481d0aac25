import { EXTRA_RIGHTS, type ExtraRight } from '../../../domain/admin-users';
import { BRANCHES } from '../../../domain/branches';
import { LANGUAGE_NAMES, STAFF_LANGUAGES, type StaffLanguage } from '../../../domain/language';
import { ALL_ROLES, ROLE_NAMES, type Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { useBranchNames } from '../../ui/use-branch-names';
import type { AdminKey } from './texts';

/** What the New user and Edit forms share. */
export interface UserFieldValues {
  name: string;
  position: string;
  role: Role;
  branch: number;
  rights: ExtraRight[];
  isManage: boolean;
  needsActivation: boolean;
  /** The user's language (screens after sign-in, mail); null: the device's choice, mail in English. */
  lang: StaffLanguage | null;
}

const RIGHTS = Object.keys(EXTRA_RIGHTS) as ExtraRight[];

/** Name, position, role (0-8), branch, the extra access rights, the manager flag and browser activation. */
export function UserFields({ value, onChange }: { value: UserFieldValues; onChange: (v: UserFieldValues) => void }) {
  const set = <K extends keyof UserFieldValues>(k: K, v: UserFieldValues[K]) => onChange({ ...value, [k]: v });
  const t = useT('admin');
  const nameOf = useBranchNames();
  return (
    <>
      <label className="adm-field">
        {t('Name')}
        <input value={value.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />
      </label>
      <label className="adm-field">
        {t('Position')}
        <input value={value.position} maxLength={100} onChange={(e) => set('position', e.target.value)} />
      </label>
      <div className="adm-two">
        <label className="adm-field">
          {t('Role')}
          <select value={value.role} onChange={(e) => set('role', Number(e.target.value) as Role)}>
            {ALL_ROLES.map((r) => (
              <option key={r} value={r}>
                {r} {t(ROLE_NAMES[r] as AdminKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          {t('Branch')}
          <select value={value.branch} onChange={(e) => set('branch', Number(e.target.value))}>
            {BRANCHES.map((b) => (
              <option key={b.id} value={b.id}>
                {b.id} {nameOf(b.id, b.name)} ({b.area})
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="adm-field">
        {t('Language')}
        <select
          value={value.lang ?? ''}
          data-testid="user-language"
          onChange={(e) => set('lang', e.target.value ? (e.target.value as StaffLanguage) : null)}
        >
          <option value="">{t('Not set (the device’s language; mail in English)')}</option>
          {STAFF_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="adm-fieldset">
        <legend>{t('Access rights')}</legend>
        {RIGHTS.map((r) => (
          <label key={r} className="adm-check">
            <input
              type="checkbox"
              checked={value.rights.includes(r)}
              onChange={(e) =>
                set('rights', e.target.checked ? [...value.rights, r] : value.rights.filter((x) => x !== r))
              }
            />
            {r} <small className="adm-muted">{EXTRA_RIGHTS[r]}</small>
          </label>
        ))}
        <label className="adm-check">
          <input type="checkbox" checked={value.isManage} onChange={(e) => set('isManage', e.target.checked)} />
          {t('Manager (writes the manager report)')}
        </label>
        <label className="adm-check">
          <input
            type="checkbox"
            checked={value.needsActivation}
            onChange={(e) => set('needsActivation', e.target.checked)}
          />
          {t('Browser activation (a new browser needs Team IT)')}
        </label>
      </fieldset>
    </>
  );
}
