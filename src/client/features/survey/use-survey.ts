import { useState } from 'react';
import { branchById, branchToday } from '../../../domain/branches';
import { loadingSteps } from '../../../domain/constants';
import type { Status } from '../../lib/document/types';
import { useT } from '../../lib/i18n';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { loadMonth, surveyExcel, type Generation, type SurveyEntry, type SurveyMonth } from './survey-api';

/** The survey month: pickers, the month as the server computes it, an entry replaced after a change, the Excel file. */
export function useSurvey(generation: Generation) {
  const t = useT('survey');
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
    // "PLEASE SELECT DATE VIEW" (spec 3 section 5): a survey load needs its month.
    if (!m) return notice(t('PLEASE SELECT DATE VIEW'));
    let which = branch;
    if (which === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(t(r.msg as 'PLEASE SELECT AREA / BRANCH'));
      which = r.branch;
    }
    setStatus({ kind: 'loading', step: t('{{step}} Loading the surveys', { step: loadingSteps(1)[0] }) });
    const res = await loadMonth(generation, which, m);
    if (!res.ok) {
      notice(res.error.msg, t('Load Data'));
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
    setStatus(res.data.msg === 'null' ? { kind: 'empty', msg: t('Have not data') } : { kind: 'ready' });
    if (!quiet) toast(t('SUCCESS LOAD DATA FROM SERVER'));
  };

  /** An entry as the server answered it after a change (the report figures come with the next load). */
  const replace = (e: SurveyEntry) =>
    setData((d) => (d ? { ...d, entries: d.entries.map((x) => (x.id === e.id ? e : x)) } : d));

  const download = async (): Promise<void> => {
    if (!data) return;
    const res = await surveyExcel(data.branchId, data.month, generation);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    const code = branchById(data.branchId)?.code ?? data.branchId;
    downloadBlob(res.data, `${code}_${data.month}_${generation === 'old' ? 'OldSurvey' : 'Survey'}.xlsx`);
    toast(t('Success download Excel File'));
  };

  return { ...pick, month, setMonth, data, status, load, replace, download, generation };
}
export type SurveyState = ReturnType<typeof useSurvey>;
