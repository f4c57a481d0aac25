import { IonButton, IonSpinner, useIonAlert, useIonRouter } from '@ionic/react';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { compareDays, compareMonths } from '../../../domain/acc-comparison';
import { parsePeriod } from '../../../domain/acc-period';
import { SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { branchById } from '../../../domain/branches';
import { checkBranch } from '../../../domain/scope';
import { catalogText, useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { MonthField } from '../../ui/DateField';
import { useWide } from '../../shell/use-wide';
import { BranchPicker } from '../../ui/BranchPicker';
import { EmptyState } from '../../ui/EmptyState';
import { ReportToolbar } from '../../ui/ReportToolbar';
import { BreakfastCount } from './BreakfastCount';
import { ComparisonDays } from './ComparisonDays';
import { ComparisonCards, ComparisonTable } from './ComparisonTable';
import { useComparison, type Month } from './use-comparison';
import './acc-registers.css';

const isMonth = (text = '') => parsePeriod(text)?.range === 'month';
const figures = (m: Month) => ({ listCost: m.listCost, numberBF: m.numberBF.number, totalDebit: m.totalDebit });
const days = (m: Month) => Object.keys(m.listCost).length;

/** /acc_comparison and /acc_comparison/:branchId/:oldMonth/:currentMonth (spec 2 sections 2.3, 3.6, 4.5). */
export default function ComparisonPage() {
  const t = useT('acc-registers');
  const wide = useWide();
  const c = useComparison();
  const params = useParams<{ branchId?: string; oldMonth?: string; currentMonth?: string }>();
  const router = useIonRouter();
  const [alert] = useIonAlert();
  const opened = useRef('');

  // An address names the branch and both months; the branch must be in the user's scope.
  useEffect(() => {
    const key = `${params.branchId}/${params.oldMonth}/${params.currentMonth}`;
    if (!c.user || !params.branchId || opened.current === key) return;
    opened.current = key;
    const check = checkBranch({ ...c.user, role: c.role }, Number(params.branchId));
    if (!check.ok || !isMonth(params.oldMonth) || !isMonth(params.currentMonth)) {
      void alert({
        header: t('NOTIFICATION'),
        message: check.ok ? t(SELECT_MONTH_VIEW) : catalogText(check.msg, ['acc-registers']),
        buttons: [t('OK')],
        onDidDismiss: () => {
          if (!check.ok) router.push('/reception_sum', 'root', 'replace');
        },
      });
      return;
    }
    const months = { old: params.oldMonth as string, current: params.currentMonth as string };
    c.pickBranch(check.branchId);
    c.setOld(months.old);
    c.setCurrent(months.current);
    void c.load({ branch: check.branchId, ...months });
  });

  const s = c.state;
  const lines = useMemo(() => (s.kind === 'ready' ? compareMonths(figures(s.old), figures(s.current)) : []), [s]);
  const byDay = useMemo(() => (s.kind === 'ready' ? compareDays(s.old.listCost, s.current.listCost) : []), [s]);
  const code = s.kind === 'ready' ? (branchById(s.branchId)?.code ?? String(s.branchId)) : '';
  const load = (
    <IonButton size="small" onClick={() => void c.load()} disabled={s.kind === 'loading'}>
      {t('Load Data')}
    </IonButton>
  );
  return (
    <AppPage title={t('COMPARISON')} padded={false}>
      <ReportToolbar
        summary={
          s.kind === 'ready' ? (
            <span data-testid="comparison-title">{`${code} · ${s.old.month} → ${s.current.month}`}</span>
          ) : undefined
        }
        summaryKey={s.kind === 'ready' ? `${s.branchId}/${s.old.month}/${s.current.month}` : undefined}
        trailing={load}
        onReload={() => void c.load()}
      >
        <BranchPicker value={c.choice} onChange={c.setChoice} />
        <label className="cmp-month">
          {t('Old')}
          <MonthField label={t('Old month')} className="rc-date" value={c.old} onChange={c.setOld} />
        </label>
        <label className="cmp-month">
          {t('Current')}
          <MonthField label={t('Current month')} className="rc-date" value={c.current} onChange={c.setCurrent} />
        </label>
        {load}
        {s.kind === 'loading' && <IonSpinner name="dots" />}
      </ReportToolbar>
      {s.kind === 'idle' && (
        <EmptyState
          message={t("This month's sales against the previous month")}
          hint={t('Pick the branch, the old and the current month, then Load Data.')}
        />
      )}
      {s.kind === 'error' && (
        <EmptyState
          message={catalogText(s.msg, ['acc-registers'])}
          hint={t('Check the branch and the months, then Load Data.')}
        />
      )}
      {s.kind === 'ready' && (
        <div className="cmp-body">
          <p className="sb-muted cmp-days">
            {s.old.month}:{' '}
            {days(s.old)
              ? t('{{n}} days of accountant sums', { n: days(s.old) })
              : catalogText(s.old.msg, ['acc-registers'])}{' '}
            · {s.current.month}:{' '}
            {days(s.current)
              ? t('{{n}} days of accountant sums', { n: days(s.current) })
              : catalogText(s.current.msg, ['acc-registers'])}
          </p>
          {wide ? (
            <ComparisonTable
              lines={lines}
              branchId={s.branchId}
              oldMonth={s.old.month}
              currentMonth={s.current.month}
            />
          ) : (
            <ComparisonCards
              lines={lines}
              branchId={s.branchId}
              oldMonth={s.old.month}
              currentMonth={s.current.month}
            />
          )}
          <BreakfastCount
            branchId={s.branchId}
            counts={s.old.month === s.current.month ? [s.current.numberBF] : [s.old.numberBF, s.current.numberBF]}
            onSaved={(n) => c.setCount(n.month, n)}
          />
          <ComparisonDays
            days={byDay}
            branchId={s.branchId}
            oldMonth={s.old.month}
            currentMonth={s.current.month}
            wide={wide}
          />
        </div>
      )}
    </AppPage>
  );
}
