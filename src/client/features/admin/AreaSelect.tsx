import { AREAS } from '../../../domain/branches';
import { useT } from '../../lib/i18n';
import type { AreaPick } from './users-api';

/** All areas, or one. */
export function AreaSelect({ value, onChange }: { value: AreaPick; onChange: (a: AreaPick) => void }) {
  const t = useT('admin');
  return (
    <label className="adm-field adm-inline">
      {t('Area')}
      <select aria-label={t('Area')} value={value} onChange={(e) => onChange(e.target.value as AreaPick)}>
        <option value="all">{t('All areas')}</option>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </label>
  );
}
