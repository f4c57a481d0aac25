import { useCallback, useRef, useState } from 'react';
import { NO_MONTH_DATA } from '../../../domain/acc-rules';
import { loadingSteps } from '../../../domain/constants';
import { accessRefusal } from '../../lib/document/day-sum';
import type { Status } from '../../lib/document/types';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { viewPeriod } from './acc-api';
import type { PeriodData } from './period-rows';

export interface PeriodKey {
  branch: number;
  period: string;
  lite: boolean;
}

/** The load steps '1/4 Checking access' ... in the user's language. */
function periodSteps(): string[] {
  const t = tr('acc');
  const texts = [t('Checking access'), t('Loading the days of the month'), t('Adding up the month'), t('Ready')];
  return loadingSteps(texts.length).map((n, i) => `${n} ${texts[i]}`);
}

/**
 * A month view (Month, 1=>10, 1=>20, lite or not): read-only, loaded in the spec's steps (1/4 to 4/4).
 * A whole month without a debit on sum answers "PLEASE MAKE DEBIT ON SUM" (shown with its explanation).
 */
export function usePeriod() {
  const notice = useNotice();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [data, setData] = useState<PeriodData | null>(null);
  const [key, setKey] = useState<PeriodKey | null>(null);
  const seq = useRef(0);

  const load = useCallback(
    async (k: PeriodKey) => {
      const mine = ++seq.current;
      const steps = periodSteps();
      const at = (i: number) => setStatus({ kind: 'loading', step: steps[i] });
      at(0);
      setKey(k);
      setData(null);
      const refused = await accessRefusal(k.branch);
      if (mine !== seq.current) return;
      if (refused) {
        setStatus({ kind: 'empty', msg: refused });
        return;
      }
      at(1);
      const res = await viewPeriod(k.branch, k.period, k.lite);
      if (mine !== seq.current) return;
      if (!res.ok) {
        if (res.error.code !== 'MAKE_DEBIT_ON_SUM') notice(res.error.msg, 'Load Data');
        setStatus({ kind: 'empty', msg: res.error.msg, code: res.error.code });
        return;
      }
      at(2);
      setData(res.data.data);
      at(3);
      if (res.data.data.days.length === 0) {
        setStatus({ kind: 'empty', msg: tr('acc')(NO_MONTH_DATA) });
        return;
      }
      setStatus({ kind: 'ready' });
      toast(tr('acc')('SUCCESS LOAD DATA FROM SERVER'));
    },
    [notice],
  );

  const reset = useCallback(() => {
    seq.current++;
    setStatus({ kind: 'idle' });
    setData(null);
  }, []);

  return { status, data, key, load, reset };
}
