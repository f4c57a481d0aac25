import { useIonAlert, useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { branchById } from '../../../domain/branches';
import type { Role } from '../../../domain/roles';
import { checkBranch } from '../../../domain/scope';
import { pickFromUrl, type DebitPick, type UrlParams } from './debit-pick';
import type { DebitScreen } from './debit-screen';
import { useDebitWords } from './debit-text';

/** The line an address names: /reception_debit/:branch/:month/:idDebit, or ?line= (a reminder's link to /acc_debit). */
function lineOf(idDebit: string | undefined, search: string): number | undefined {
  const id = Number(idDebit ?? new URLSearchParams(search).get('line'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * An address that names a branch and a month (and a line) loads them at once: the branch must be in the
 * user's scope, else 'Mistake Branch' / 'Mistake Branch Area' and back to the screen (spec 1 section 4.6).
 */
export function useDebitUrl(
  screen: DebitScreen,
  user: { role: Role; branchID: number; area: string },
  pick: DebitPick,
  load: (p: DebitPick, lineId?: number) => void,
) {
  const { t } = useDebitWords();
  const params = useParams<keyof UrlParams>() as UrlParams;
  const { search } = useLocation();
  const [alert] = useIonAlert();
  const router = useIonRouter();
  const opened = useRef('');
  const key = JSON.stringify(params) + search;
  useEffect(() => {
    if (opened.current === key) return;
    opened.current = key;
    const named = pickFromUrl(screen, params);
    if (!named) return;
    const check = checkBranch(user, named.branch);
    if (!check.ok) {
      void alert({
        header: t('NOTIFICATION'),
        message: t(check.msg),
        buttons: [t('OK')],
        onDidDismiss: () => router.push(screen.route, 'root', 'replace'),
      });
      return;
    }
    const area = branchById(check.branchId)?.area ?? pick.area;
    load({ ...pick, ...named, branch: check.branchId, area }, lineOf(params.idDebit, search));
  });
}
