import { useIonAlert, useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { branchById } from '../../domain/branches';
import { checkBranch } from '../../domain/scope';
import type { Role } from '../../domain/roles';
import type { BranchChoice } from './BranchPicker';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The branch and month an address names (/<screen>/:branchReport/:monthReport), or null. */
export function useNamedMonth(): { branch: number; month: string } | null {
  const params = useParams<{ branchReport?: string; monthReport?: string }>();
  if (!params.branchReport || !params.monthReport || !MONTH.test(params.monthReport)) return null;
  return { branch: Number(params.branchReport), month: params.monthReport };
}

export interface MonthPick {
  user: { role: number; branchID: number; area: string } | null;
  role: Role;
  choice: BranchChoice;
  setChoice: (c: BranchChoice) => void;
  setMonth: (m: string) => void;
  load: (branch?: number, month?: string) => unknown;
}

/**
 * A month report's address that names a branch and a month loads it at once: the branch must be in the
 * user's scope, else 'Mistake Branch' / 'Mistake Branch Area' and back to `listPath` (spec 3 section 5).
 */
export function useNamedMonthLoad(s: MonthPick, named: { branch: number; month: string } | null, listPath: string) {
  const [alert] = useIonAlert();
  const router = useIonRouter();
  const opened = useRef('');
  const t = useT('common');
  useEffect(() => {
    const key = named ? `${named.branch}/${named.month}` : '';
    if (!named || !s.user || opened.current === key) return;
    opened.current = key;
    const check = checkBranch({ ...s.user, role: s.role }, named.branch);
    if (!check.ok) {
      void alert({
        header: t('NOTIFICATION'),
        message: knownLabel(t, check.msg),
        buttons: [t('OK')],
        onDidDismiss: () => router.push(listPath, 'root', 'replace'),
      });
      return;
    }
    s.setChoice({ area: branchById(check.branchId)?.area ?? s.choice.area, branch: check.branchId });
    s.setMonth(named.month);
    void s.load(check.branchId, named.month);
  });
}
