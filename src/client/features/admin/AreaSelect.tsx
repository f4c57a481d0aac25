import { AREAS } from '../../../domain/branches';
import type { AreaPick } from './users-api';

/** All areas, or one. */
export function AreaSelect({ value, onChange }: { value: AreaPick; onChange: (a: AreaPick) => void }) {
  return (
    <label className="adm-field adm-inline">
      Area
      <select aria-label="Area" value={value} onChange={(e) => onChange(e.target.value as AreaPick)}>
        <option value="all">All areas</option>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </label>
  );
}
