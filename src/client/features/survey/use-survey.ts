import { useState } from 'react';
import { branchById, branchToday } from '../../../domain/branches';
import { loadingSteps } from '../../../domain/constants';
import type { Status } from '../../lib/document/types';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { loadMonth, surveyExcel, type Generation, type SurveyEntry, type SurveyMonth } from './survey-api';

/** "PLEASE SELECT DATE VIEW" (spec 3 section 5): a survey load needs its month. */
export const SELECT_DATE_VIEW = 'PLEASE SELECT DATE VIEW';
export const EXCEL_DONE = 'Success download Excel File';
export const NO_SURVEY = 'Have not data';

/** The survey month: pickers, the month as the server computes it, an entry replaced after a change, the Excel file. */
export function useSurvey(generation: Generation) {
  const pick = useBranchChoice();
  const notice = useNotice();
  const [month, setMonth] = useState(() => branchToday(pick.own).slice(0, 7));
  const [data, setData] = useState<SurveyMonth | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  /**
   * `quiet`: a refresh after a change (its own toast stays on screen). `latest`: the screen's first load; an
   * empty month then opens the latest month with surveys instead (the old site has none this month).
   */
  const load = async (branch?: number, m = month, quiet = false, latest = false): Promise<void> => {
    if (!m) return notice(SELECT_DATE_VIEW);
    let which = branch;
    if (which === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(r.msg);
      which = r.branch;
    }
    setStatus({ kind: 'loading', step: `${loadingSteps(1)[0]} Loading the surveys` });
    const res = await loadMonth(generation, which, m);
    if (!res.ok) {
      notice(res.error.msg, 'Load Data');
      setData(null);
      setStatus({ kind: 'empty', msg: res.error.msg });
      return;
    }
    const last = res.data.data.latestMonth;
    if (latest && res.data.msg === 'null' && last && last !== m) {
      setMonth(last);
      return load(which, last, quiet);
    }
    setData(res.data.data);
    setStatus(res.data.msg === 'null' ? { kind: 'empty', msg: NO_SURVEY } : { kind: 'ready' });
    if (!quiet) toast('SUCCESS LOAD DATA FROM SERVER');
  };

  /** An entry as the server answered it after a change (the report figures come with the next load). */
  const replace = (e: SurveyEntry) =>
    setData((d) => (d ? { ...d, entries: d.entries.map((x) => (x.id === e.id ? e : x)) } : d));

  const download = async (): Promise<void> => {
    if (!data) return;
    const res = await surveyExcel(data.branchId, data.month, generation);
    if (!res.ok) return notice(res.error.msg, 'Down Excel');
    const code = branchById(data.branchId)?.code ?? data.branchId;
    downloadBlob(res.data, `${code}_${data.month}_${generation === 'old' ? 'OldSurvey' : 'Survey'}.xlsx`);
    toast(EXCEL_DONE);
  };

  return { ...pick, month, setMonth, data, status, load, replace, download, generation };
}
export type SurveyState = ReturnType<typeof useSurvey>;
