import { newId } from '../../lib/new-id';
import { useAtomValue } from '../../state/store';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SELECT_AREA_BRANCH } from '../../../domain/acc-rules';
import {
  blankStaffRow,
  changedIds,
  mergeDraft,
  rebaseRows,
  staffMayEdit,
  staffMayView,
  SUCCESS_LOAD,
  type StaffRow,
} from '../../../domain/acc-staff';
import { branchToday } from '../../../domain/branches';
import { ROLE, type Role } from '../../../domain/roles';
import { picksArea, picksBranch } from '../../../domain/scope';
import { guardLeave } from '../../lib/leave-guard';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { userAtom } from '../../state/session';
import type { BranchChoice } from '../../ui/BranchPicker';
import { viewStaff } from './staff-api';
import { useT } from '../../lib/i18n';
import { dropDraft, keepStaffDraft, parseStaffKey, readStaffDraft, setAside, staffDraftKey } from './staff-draft';

export interface StaffPick {
  choice: BranchChoice;
  year: string;
  /** '01'..'12', or '' for the whole year. */
  month: string;
}
/** The register as loaded (`stored`) and as the user is changing it (`rows`). */
export interface StaffDoc {
  branch: number;
  period: string;
  stored: StaffRow[];
  rows: StaffRow[];
}
export type StaffStatus = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready' } | { kind: 'empty'; msg: string };

export const periodOf = (p: StaffPick) => (p.month ? `${p.year}-${p.month}` : p.year);

/** A set-aside copy put back on purpose (drafts screen): its rows over the work, on the stored versions. */
async function putBack(key: string, stored: StaffRow[], rows: StaffRow[]): Promise<StaffRow[]> {
  const copy = await readStaffDraft(key);
  if (!copy) return rows;
  const back = rebaseRows(stored, copy.rows);
  const ids = new Set(copy.rows.map((r) => r.ID));
  const put = new Map(back.rows.filter((r) => ids.has(r.ID)).map((r) => [r.ID, r]));
  if (back.conflicts.length === 0) void dropDraft(key);
  return [...rows.map((r) => put.get(r.ID) ?? r), ...[...put.values()].filter((r) => !rows.some((w) => w.ID === r.ID))];
}

/** The /acc_staff screen's state: the pickers, the loaded register, its edits and their draft. */
export function useStaff() {
  const user = useAtomValue(userAtom);
  const role = (user?.role ?? ROLE.RECEPTION) as Role;
  const own = user?.branchID ?? 0;
  const today = branchToday(own);
  const [pick, setPick] = useState<StaffPick>({
    choice: { area: user?.area ?? '', branch: own },
    year: today.slice(0, 4),
    month: today.slice(5, 7),
  });
  const [doc, setDoc] = useState<StaffDoc | null>(null);
  const [status, setStatus] = useState<StaffStatus>({ kind: 'idle' });
  const notice = useNotice();
  const t = useT('staff');
  const pending = useMemo(() => (doc ? changedIds(doc.stored, doc.rows) : []), [doc]);
  const pendingRef = useRef(0);
  pendingRef.current = pending.length;

  // Unsaved work is kept on the device as it is typed; leaving with some asks first.
  useEffect(() => {
    if (doc) keepStaffDraft(doc.branch, doc.period, { rows: doc.rows, changed: pending });
  }, [doc, pending]);
  useEffect(() => guardLeave(() => pendingRef.current > 0), []);

  const load = useCallback(
    async (target?: { branch: number; period: string }, restore?: string) => {
      if (!target && picksArea(role) && !pick.choice.area) return notice(t(SELECT_AREA_BRANCH));
      if (!target && picksBranch({ role, branchID: own }) && !pick.choice.branch) return notice(t(SELECT_AREA_BRANCH));
      const branch = target?.branch ?? (pick.choice.branch || own);
      const period = target?.period ?? periodOf(pick);
      setStatus({ kind: 'loading' });
      const res = await viewStaff(branch, period);
      if (!res.ok) {
        setStatus({ kind: 'empty', msg: res.error.msg });
        return notice(res.error.msg, t('Load Data'));
      }
      const stored = res.data.data.content;
      let rows = stored;
      const draft = await readStaffDraft(staffDraftKey(branch, period));
      if (draft) {
        const merged = mergeDraft(stored, draft);
        rows = merged.rows;
        if (merged.conflicts.length > 0) {
          setAside(branch, period, merged.conflicts);
          notice(
            t(
              '{{n}} of your unsaved rows were changed by someone else meanwhile. Theirs are shown; yours are kept in Drafts on this device.',
              { n: merged.conflicts.length },
            ),
          );
        }
      }
      if (restore && parseStaffKey(restore)?.aside) rows = await putBack(restore, stored, rows);
      setDoc({ branch, period, stored, rows });
      setStatus({ kind: 'ready' });
      toast(
        res.stale ? t('Offline: showing what this device kept') : t(SUCCESS_LOAD),
        res.stale ? 'warning' : 'success',
      );
    },
    [role, own, pick, notice, t],
  );

  const update = useCallback((id: string, patch: Partial<StaffRow>) => {
    setDoc((d) => d && { ...d, rows: d.rows.map((r) => (r.ID === id ? { ...r, ...patch } : r)) });
  }, []);

  /** A new row dated today when today is in the period, otherwise on the period's first day. */
  const add = useCallback((): string => {
    const ID = newId();
    setDoc((d) => {
      if (!d) return d;
      const day = branchToday(d.branch);
      const date = day.startsWith(d.period) ? day : d.period.length === 4 ? `${d.period}-01-01` : `${d.period}-01`;
      return { ...d, rows: [...d.rows, blankStaffRow(ID, date)] };
    });
    return ID;
  }, []);

  /** Rows not saved yet go; saved ones are marked deleted (the server keeps them, flagged). */
  const remove = useCallback((ids: ReadonlySet<string>) => {
    setDoc(
      (d) =>
        d && {
          ...d,
          rows: d.rows.flatMap((r) => (!ids.has(r.ID) ? [r] : r.version === 0 ? [] : [{ ...r, deleted: true }])),
        },
    );
  }, []);

  return {
    user,
    role,
    own,
    mayView: staffMayView(role),
    mayEdit: staffMayEdit(role),
    pick,
    setPick,
    doc,
    setDoc,
    status,
    pending,
    load,
    update,
    add,
    remove,
    notice,
  };
}
export type StaffState = ReturnType<typeof useStaff>;
