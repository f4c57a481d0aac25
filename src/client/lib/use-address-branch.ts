import { useIonAlert, useIonRouter } from '@ionic/react';
import { useAtomValue } from '../state/store';
import { useEffect, useRef } from 'react';
import type { Role } from '../../domain/roles';
import { checkBranch, picksArea, picksBranch } from '../../domain/scope';
import { userAtom } from '../state/session';
import { useT } from './i18n';
import { knownLabel } from './known-label';

export interface AddressBranch {
  /** What the address names: a new key opens again. */
  key: string;
  /** The branch in the address, if any. */
  branch?: string;
  /** Where a refused branch goes back to (the screen's plain route). */
  home: string;
  /** Opens the report of the checked branch (99 and 91 already read as 12 and 15). */
  open: (branchId: number) => void;
  /** Without a branch in the address: users who do not pick a branch get their own opened. */
  openOwn?: () => void;
}

/**
 * Opens what a report screen's address names, once per address. The branch must be in the user's scope:
 * otherwise 'Mistake Branch' or 'Mistake Branch Area' in a NOTIFICATION, then back to the plain route.
 */
export function useAddressBranch(a: AddressBranch): void {
  const user = useAtomValue(userAtom);
  const router = useIonRouter();
  const [alert] = useIonAlert();
  const t = useT('common');
  const opened = useRef('');
  useEffect(() => {
    if (!user || opened.current === a.key) return;
    opened.current = a.key;
    const role = user.role as Role;
    if (a.branch) {
      const check = checkBranch({ ...user, role }, Number(a.branch));
      if (!check.ok) {
        void alert({
          header: t('NOTIFICATION'),
          message: knownLabel(t, check.msg),
          buttons: [t('OK')],
          onDidDismiss: () => router.push(a.home, 'root', 'replace'),
        });
        return;
      }
      a.open(check.branchId);
    } else if (a.openOwn && !picksArea(role) && !picksBranch({ role, branchID: user.branchID })) a.openOwn();
  });
}
