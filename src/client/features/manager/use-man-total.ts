import { useState } from 'react';
import { SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { branchById, branchToday } from '../../../domain/branches';
import { loadingSteps } from '../../../domain/constants';
import type { Status } from '../../lib/document/types';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { totalExcel, viewTotal } from './man-api';
import type { ManText } from './man-words';
import type { TotalData } from './total-series';

/** "Have note data this Month" (spec 3 section 8): the month has no manager report. */
export const NO_TOTAL = 'Have note data this Month';
export const EXCEL_DONE = 'Success download Excel File';

/** The monthly total: the pickers, the month's table as the server sums it, and its Excel file. */
export function useManTotal() {
  const t = useT('manager');
  const w = (english: string) => t(english as ManText);
  const pick = useBranchChoice();
  const notice = useNotice();
  const [month, setMonth] = useState(() => branchToday(pick.own).slice(0, 7));
  const [data, setData] = useState<TotalData | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const load = async (branch?: number, m = month): Promise<void> => {
    if (!m) return notice(t(SELECT_MONTH_VIEW));
    let which = branch;
    if (which === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(w(r.msg));
      which = r.branch;
    }
    setStatus({ kind: 'loading', step: t('{{step}} Loading the month', { step: loadingSteps(1)[0] }) });
    const res = await viewTotal(which, m);
    if (!res.ok) {
      notice(res.error.msg, t('Load Data'));
      setData(null);
      setStatus({ kind: 'empty', msg: res.error.msg, code: res.error.code });
      return;
    }
    if (res.data.msg === 'null') {
      setData(null);
      setStatus({ kind: 'empty', msg: NO_TOTAL, code: 'NO_TOTAL_DATA' });
      return;
    }
    setData(res.data.data);
    setStatus({ kind: 'ready' });
    toast(t('SUCCESS LOAD DATA FROM SERVER'));
  };

  /** DOWN LOAD EXCEL FILE: {code}_{month}_ManagerTotal.xlsx, made by the server for this request. */
  const download = async (): Promise<void> => {
    if (!data) return;
    setBusy(true);
    const res = await totalExcel(data.branchId, data.month);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    downloadBlob(res.data, `${branchById(data.branchId)?.code ?? data.branchId}_${data.month}_ManagerTotal.xlsx`);
    toast(t(EXCEL_DONE));
  };

  return { ...pick, month, setMonth, data, status, busy, load, download };
}
