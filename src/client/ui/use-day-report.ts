import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { branchById, branchToday } from '../../domain/branches';
import type { Role } from '../../domain/roles';
import { sumLoadCheck } from '../../domain/sum-load';
import type { SumKey } from '../lib/document/day-sum';
import { useRestoreRequest } from '../lib/document/use-restore-request';
import { guardLeave } from '../lib/leave-guard';
import { useAddressBranch } from '../lib/use-address-branch';
import { userAtom } from '../state/session';
import { useAtomValue } from '../state/store';
import type { BranchChoice } from './BranchPicker';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** What the frame needs of a day report's document hook (lib/document/use-document). */
export interface DayReportDoc {
  doc: { edit: boolean } | null;
  dirty: boolean;
  notice(message: string): void;
  load(key: SumKey, opts: { restore?: string }): Promise<void>;
}

/**
 * The frame of a day report screen (RC SUM, MAN SUM): the branch and the day, picked or taken from the
 * address `<home>/:branchReport/:dayReport/:versionReport` (checked against the user's scope); a draft the
 * drafts screen asks to restore; Load Data with the spec's load check; the leave guard while unsaved.
 */
export function useDayReport(sum: DayReportDoc, home: string, role: Role, onLoad?: () => void) {
  const user = useAtomValue(userAtom);
  const t = useT('common');
  const params = useParams<{ branchReport?: string; dayReport?: string; versionReport?: string }>();
  // ?restore=<draft key>: the drafts screen asks to put a kept draft into this report.
  const { restore, request } = useRestoreRequest(
    params.branchReport ? `${home}/${params.branchReport}/${params.dayReport}/${params.versionReport}` : home,
  );
  const [choice, setChoice] = useState<BranchChoice>({ area: user?.area ?? '', branch: user?.branchID ?? 0 });
  const [day, setDay] = useState(() => params.dayReport ?? branchToday(user?.branchID ?? 0));

  const load = (
    branch = choice.branch,
    date = day,
    version: number | 'current' = 'current',
    opts: { restore?: string } = {},
  ) => {
    const msg = sumLoadCheck(role, { area: choice.area, branch, date });
    if (msg) return sum.notice(knownLabel(t, msg));
    onLoad?.();
    void sum.load({ branch, day: date, version }, opts);
  };

  // A branch taken from the URL must be the user's own branch or area. Runs again when the URL names another report.
  useAddressBranch({
    key: `${params.branchReport ?? ''}/${params.dayReport ?? ''}/${params.versionReport ?? ''}?${request}`,
    branch: params.branchReport,
    home,
    open: (branchId) => {
      const v = Number(params.versionReport);
      setChoice({ area: branchById(branchId)?.area ?? '', branch: branchId });
      if (params.dayReport) setDay(params.dayReport);
      load(branchId, params.dayReport ?? day, Number.isInteger(v) && v > 0 ? v : 'current', { restore });
    },
    openOwn: () => {
      if (choice.branch) load();
    },
  });

  useEffect(() => guardLeave(() => !!sum.doc?.edit && sum.dirty), [sum.doc?.edit, sum.dirty]);

  // The picker strip's half of DayReportToolbar's props.
  const picker = { choice, setChoice, day, setDay, onLoad: () => load() };
  return { choice, day, load, picker };
}
