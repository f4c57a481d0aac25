import { useAtomValue } from '../../state/store';
import { useEffect, useState } from 'react';
import { addDays } from '../../../domain/dates';
import { branchById, branchToday } from '../../../domain/branches';
import { ROLE, type Role } from '../../../domain/roles';
import { periodLabel } from '../../../domain/acc-sheet';
import { useT } from '../../lib/i18n';
import { guardLeave } from '../../lib/leave-guard';
import { userAtom } from '../../state/session';
import { accLoadCheck } from './acc-load-check';
import { accText, type AccT } from './acc-text';
import { isPeriodMode, modeInfo, periodOf, saveRefusal, type AccLoadMode, type AccTarget } from './acc-modes';
import type { Pick } from './AccToolbar';
import { useAccDay, useAccDebit, useAccWaiting } from './use-acc-docs';
import { usePeriod } from './use-period';

export type Loaded = { mode: AccLoadMode; branch: number; when: string } | null;

/** The /acc_make screen's state: what is picked, what is loaded, and the four sources it loads from. */
export function useAccMake() {
  const t = useT('acc');
  const user = useAtomValue(userAtom);
  const role = (user?.role ?? ROLE.ACCOUNTANT) as Role;
  const own = user?.branchID ?? 0;
  const yesterday = addDays(branchToday(own), -1);
  const [pick, setPick] = useState<Pick>({
    choice: { area: user?.area ?? '', branch: own },
    mode: 'day',
    day: yesterday,
    month: yesterday.slice(0, 7),
  });
  const [loaded, setLoaded] = useState<Loaded>(null);
  const day = useAccDay();
  const debit = useAccDebit();
  const waiting = useAccWaiting();
  const period = usePeriod();
  const [versionsOpen, setVersionsOpen] = useState(false);

  /** Loads what is picked, or a target (an address, a version from the list). */
  const load = (t?: AccTarget, opts: { restore?: string } = {}) => {
    const p: Pick = t
      ? {
          choice: { area: branchById(t.branch)?.area ?? pick.choice.area, branch: t.branch },
          mode: t.mode,
          day: t.mode === 'day' ? t.when : pick.day,
          month: t.when.slice(0, 7),
        }
      : pick;
    const msg = accLoadCheck({ role, branchID: own }, { ...p.choice, mode: p.mode, day: p.day, month: p.month });
    if (msg) return day.notice(accText(msg));
    if (t) setPick(p);
    const branch = p.choice.branch || own;
    const when = modeInfo(p.mode).input === 'date' ? p.day : p.month;
    setLoaded({ mode: p.mode, branch, when });
    if (p.mode === 'day') void day.load({ branch, day: p.day, version: t?.version ?? 'current' }, opts);
    else if (p.mode === 'debitOnSum') void debit.load({ branch, month: p.month }, opts);
    else if (p.mode === 'waiting') void waiting.load({ branch, month: p.month }, opts);
    else void period.load({ branch, period: periodOf(p.mode, p.month), lite: !!modeInfo(p.mode).lite });
  };

  const mode = loaded?.mode ?? null;
  const monthDoc = mode === 'debitOnSum' ? debit : mode === 'waiting' ? waiting : null;
  const status = !mode
    ? ({ kind: 'idle' } as const)
    : mode === 'day'
      ? day.status
      : monthDoc
        ? monthDoc.status
        : period.status;
  const code = branchById(loaded?.branch ?? 0)?.code ?? '';
  const title = titleOf(t, mode, code, { day, debit, waiting, period });

  useEffect(
    () =>
      guardLeave(() => (mode === 'day' ? !!day.doc?.edit && day.dirty : !!monthDoc?.doc?.edit && !!monthDoc?.dirty)),
    [mode, day.doc?.edit, day.dirty, monthDoc?.doc?.edit, monthDoc?.dirty],
  );

  return {
    user,
    role,
    pick,
    setPick,
    loaded,
    load,
    status,
    title,
    day,
    debit,
    waiting,
    period,
    versionsOpen,
    setVersionsOpen,
    saveRefusal: () => {
      const refusal = mode ? saveRefusal(pick.mode, mode) : null;
      return refusal && accText(refusal);
    },
  };
}

/** The loaded report's title: [EDIT] or [VIEW], the branch code, the day or month and the version. */
function titleOf(
  t: AccT,
  mode: AccLoadMode | null,
  code: string,
  s: {
    day: ReturnType<typeof useAccDay>;
    debit: ReturnType<typeof useAccDebit>;
    waiting: ReturnType<typeof useAccWaiting>;
    period: ReturnType<typeof usePeriod>;
  },
): { text: string; edit: boolean } | null {
  if (!mode) return null;
  if (mode === 'day') {
    const d = s.day.doc;
    if (!d) return null;
    const v = { code, day: d.day, version: d.version };
    const text = d.stored
      ? d.edit
        ? t('[EDIT] {{code}} {{day}} v{{version}}', v)
        : t('[VIEW] {{code}} {{day}} v{{version}}', v)
      : d.edit
        ? t('[EDIT] {{code}} {{day}} v{{version}} (new)', v)
        : t('[VIEW] {{code}} {{day}} v{{version}} (new)', v);
    return { text, edit: d.edit };
  }
  const name = t(modeInfo(mode).labelKey);
  if (isPeriodMode(mode)) {
    const k = s.period.key;
    if (!k) return null;
    const part = /^(\d{4}-\d{2})-(10|20)$/.exec(k.period);
    const text = part
      ? t('[VIEW] {{code}} {{mode}} {{month}} (days 1 to {{last}})', {
          code,
          mode: name,
          month: part[1],
          last: part[2],
        })
      : t('[VIEW] {{code}} {{mode}} {{period}}', { code, mode: name, period: periodLabel(k.period, false) });
    return { text, edit: false };
  }
  const d = (mode === 'waiting' ? s.waiting : s.debit).doc;
  if (!d) return null;
  const v = { code, mode: name.toUpperCase(), month: d.month, version: d.version };
  const text = d.edit
    ? t('[EDIT] {{code}} {{mode}} {{month}} v{{version}}', v)
    : t('[VIEW] {{code}} {{mode}} {{month}} v{{version}}', v);
  return { text, edit: d.edit };
}
