import { useAtomValue } from '../state/store';
import { useState } from 'react';
import { areaBranchCheck } from '../../domain/acc-rules';
import { branchById } from '../../domain/branches';
import { ROLE, type Role } from '../../domain/roles';
import { userAtom } from '../state/session';
import type { BranchChoice } from './BranchPicker';

/**
 * The area/branch pick of a report screen (BranchPicker's value), starting on the user's own branch.
 * `resolve` gives the branch to load, or "PLEASE SELECT AREA / BRANCH" when a role that picks has not.
 */
export function useBranchChoice() {
  const user = useAtomValue(userAtom);
  const role = (user?.role ?? ROLE.RECEPTION) as Role;
  const own = user?.branchID ?? 0;
  const [choice, setChoice] = useState<BranchChoice>({ area: user?.area ?? '', branch: own });
  const resolve = (): { ok: true; branch: number } | { ok: false; msg: string } => {
    const msg = areaBranchCheck({ role, branchID: own }, choice);
    return msg ? { ok: false, msg } : { ok: true, branch: choice.branch || own };
  };
  /** Points the pickers at a branch (from an address). */
  const pickBranch = (branch: number) => setChoice({ area: branchById(branch)?.area ?? choice.area, branch });
  return { user, role, own, choice, setChoice, resolve, pickBranch };
}
