import { useIonAlert, useIonRouter } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { accChartApi, type ChartData } from '../../../contract/acc-chart';
import { branchById, branchToday } from '../../../domain/branches';
import { CHART_MAX, CHART_TYPES, type ChartType } from '../../../domain/acc-chart';
import { SUCCESS_SAVE } from '../../../domain/messages';
import { checkBranch } from '../../../domain/scope';
import { catalogText, useT } from '../../lib/i18n';
import { cachedRequest, request } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { useBranchChoice } from '../../ui/use-branch-choice';
import { SELECT_AREA_BRANCH } from '../../../domain/acc-rules';
import { MISTAKE_BRANCH, MISTAKE_BRANCH_AREA } from '../../../domain/scope';

export const SELECT_YEAR = 'PLEASE SELECT YEAR';
/** The domain's refusals of the pick and the address, in the user's language (a server message as it is). */
const KNOWN = [SELECT_AREA_BRANCH, MISTAKE_BRANCH, MISTAKE_BRANCH_AREA] as const;
const known = (t: ReturnType<typeof useT<'chart'>>, msg: string) =>
  (KNOWN as readonly string[]).includes(msg) ? t(msg as (typeof KNOWN)[number]) : msg;
type Edits = Record<ChartType, number[]>;

/** The year named by /acc_chart/:branchId/:year, or null. */
function useNamedYear(): { branch: number; year: number } | null {
  const p = useParams<{ branchId?: string; year?: string }>();
  if (!p.branchId || !p.year || !/^\d{4}$/.test(p.year)) return null;
  return { branch: Number(p.branchId), year: Number(p.year) };
}

/** The pick (branch by role, year), the loaded year, the figures being edited and SAVE. */
export function useAccChart() {
  const t = useT('chart');
  const pick = useBranchChoice();
  const named = useNamedYear();
  const [year, setYear] = useState(Number(branchToday(pick.own || 1).slice(0, 4)));
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [data, setData] = useState<(ChartData & { stale: boolean }) | null>(null);
  const [edits, setEdits] = useState<Edits | null>(null);
  const notice = useNotice();
  const [alert] = useIonAlert();
  const router = useIonRouter();
  const opened = useRef('');

  const take = (d: ChartData, stale = false) => {
    setData({ ...d, stale });
    setEdits({ sale: [...d.content.sale], massage: [...d.content.massage] });
  };

  const load = async (branch?: number, y = year) => {
    if (!y) return notice(t(SELECT_YEAR));
    let b = branch;
    if (b === undefined) {
      const r = pick.resolve();
      if (!r.ok) return notice(known(t, r.msg));
      b = r.branch;
    }
    setLoading(true);
    const res = await cachedRequest(accChartApi.get, { branch: b, year: y });
    setLoading(false);
    if (!res.ok) return notice(res.error.msg, t('Load Data'));
    take(res.data.data, 'stale' in res && !!res.stale);
  };

  useEffect(() => {
    const key = named ? `${named.branch}/${named.year}` : 'own';
    if (!pick.user || opened.current === key) return;
    opened.current = key;
    if (!named) return void load(pick.own);
    const check = checkBranch({ ...pick.user, role: pick.role }, named.branch);
    if (!check.ok) {
      void alert({
        header: t('NOTIFICATION'),
        message: known(t, check.msg),
        buttons: [t('OK')],
        onDidDismiss: () => router.push('/acc_chart', 'root', 'replace'),
      });
      return;
    }
    pick.setChoice({ area: branchById(check.branchId)?.area ?? pick.choice.area, branch: check.branchId });
    setYear(named.year);
    void load(check.branchId, named.year);
  });

  const changed = (type: ChartType) => !!data && !!edits && edits[type].some((v, i) => v !== data.content[type][i]);
  const dirty = CHART_TYPES.some(changed);

  /** A figure outside 0..CHART_MAX (or not a number) is not taken: the box keeps the last good one. */
  const setMonth = (type: ChartType, month: number, value: number) =>
    Number.isFinite(value) &&
    value >= 0 &&
    value <= CHART_MAX &&
    setEdits((e) => (e ? { ...e, [type]: e[type].map((v, i) => (i === month ? value : v)) } : e));

  const save = async () => {
    if (!data || !edits || !dirty) return;
    const types = CHART_TYPES.filter(changed);
    setSaving(true);
    const res = await request(
      accChartApi.update,
      { branch: data.branchId, year: data.year },
      {
        chart: Object.fromEntries(types.map((t) => [t, edits[t]])),
        base: Object.fromEntries(types.map((t) => [t, data.revision[t]])),
      },
    );
    setSaving(false);
    if (!res.ok) return notice(res.error.msg, t('Update data'));
    take(res.data.data);
    const saved = types.some((t) => res.data.data.revision[t] !== data.revision[t]);
    toast(catalogText(saved ? SUCCESS_SAVE : res.data.msg, ['chart']));
  };

  return { ...pick, year, setYear, loading, saving, data, edits, setMonth, dirty, load, save };
}
export type AccChartState = ReturnType<typeof useAccChart>;
