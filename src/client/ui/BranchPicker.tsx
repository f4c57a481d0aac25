import { IonSelect, IonSelectOption } from '@ionic/react';
import { useAtomValue } from '../state/store';
import { useEffect, useState } from 'react';
import { branchApi, type AreaList } from '../../contract/branch';
import { ROLE, type Role } from '../../domain/roles';
import { picksArea, picksBranch } from '../../domain/scope';
import { cachedRequest } from '../lib/request';
import { userAtom } from '../state/session';

import { useT } from '../lib/i18n';

export interface BranchChoice {
  area: string;
  branch: number;
}

/** Area and branch pickers for the roles that pick them (spec 1 section 6); others see their own branch. */
export function BranchPicker({ value, onChange }: { value: BranchChoice; onChange: (v: BranchChoice) => void }) {
  const user = useAtomValue(userAtom);
  const t = useT('common');
  const [areas, setAreas] = useState<AreaList>({});
  const role = (user?.role ?? ROLE.RECEPTION) as Role;
  const withArea = picksArea(role);
  const withBranch = !!user && picksBranch({ role, branchID: user.branchID });
  // "The list of branches by area is loaded for every role except reception and supervisor": only pickers need it.
  useEffect(() => {
    if (!withArea && !withBranch) return;
    void cachedRequest(branchApi.areas, {}).then((res) => {
      if (res.ok) setAreas(res.data.data);
    });
  }, [withArea, withBranch]);
  const branches = withArea ? (areas[value.area] ?? []) : Object.values(areas).flat();
  // "An area manager with one branch gets it preselected" (spec 3 section 6): a list of one is picked.
  const only = !withArea && branches.length === 1 ? branches[0].branchID : 0;
  useEffect(() => {
    if (only && value.branch !== only) onChange({ ...value, branch: only });
  }, [only]);
  if (!user) return null;
  if (!withArea && !withBranch)
    return (
      <span className="sb-chip" data-testid="own-branch">
        {user.branch}
      </span>
    );
  return (
    <>
      {withArea && (
        <IonSelect
          aria-label={t('Area')}
          placeholder={t('Area')}
          interface="popover"
          value={value.area}
          className="sb-picker"
          onIonChange={(e) => onChange({ area: String(e.detail.value), branch: 0 })}
        >
          {Object.keys(areas).map((a) => (
            <IonSelectOption key={a} value={a}>
              {a}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
      <IonSelect
        aria-label={t('Branch')}
        placeholder={t('Branch')}
        interface="popover"
        value={value.branch || undefined}
        className="sb-picker"
        onIonChange={(e) => onChange({ ...value, branch: Number(e.detail.value) })}
      >
        {branches.map((b) => (
          <IonSelectOption key={b.branchID} value={b.branchID}>
            {b.name}
          </IonSelectOption>
        ))}
      </IonSelect>
    </>
  );
}
