import { cloudDownloadOutline, downloadOutline } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { useMemo } from 'react';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { AppPage } from '../../shell/AppPage';
import { useExpectedWords } from './expected-text';
import { useWide } from '../../shell/use-wide';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { PlanConflicts } from './PlanConflicts';
import { DayPager } from './DayPager';
import { pendingAtom } from './expected-state';
import { planFigures } from './expected-view';
import { ExpectedToolbar } from './ExpectedToolbar';
import { MissingPlan } from './MissingPlan';
import { PlanGrid } from './PlanGrid';
import { SaveState } from './SaveState';
import { useExpected } from './use-expected';
import { useExpectedUrl, useNamedPlan } from './use-expected-url';
import { usePlanCommands } from './use-plan-commands';
import '../../ui/sheet/sheet.css';
import './expected.css';

/** /manager_expected and /manager_expected/:branchReport/:monthReport: the month's occupancy plan (spec 3 section 2). */
export default function ExpectedPage() {
  const { t } = useExpectedWords();
  const named = useNamedPlan();
  const s = useExpected(!!named);
  useExpectedUrl(s, named);
  const { plan } = s;
  const cmd = usePlanCommands(plan);
  const wide = useWide();
  const pending = useAtomValue(pendingAtom);
  const figures = useMemo(() => (plan ? planFigures(plan, pending) : null), [plan, pending]);

  const actions: ReportAction[] = [
    {
      label: t('DOWN LOAD EXCEL FILE'),
      icon: cloudDownloadOutline,
      primary: true,
      handler: () => void cmd.download(),
      disabled: cmd.busy || !!plan?.stale,
    },
    ...(plan?.canEdit
      ? [
          {
            label: t('Import from MOJA'),
            icon: downloadOutline,
            handler: () => void cmd.fromMoja(),
            disabled: cmd.busy,
          },
        ]
      : []),
  ];

  return (
    <AppPage title={t('EXPECTED')} fill>
      <ExpectedToolbar s={s} />
      {!plan || !figures ? (
        <p className="rc-empty">
          {s.status.kind === 'loading' ? t('Loading the plan…') : t('Pick the branch and the month, then Load Data.')}
        </p>
      ) : plan.missing ? (
        <MissingPlan
          canEdit={plan.canEdit}
          busy={cmd.busy}
          onImport={() => void cmd.fromMoja()}
          onByHand={cmd.byHand}
        />
      ) : (
        <div className="rc-body">
          <ReportActions actions={actions} label={t('Plan actions')} icons={wide}>
            <SaveState plan={plan} />
          </ReportActions>
          {wide && (
            <div className="ex-month-strip" data-testid="month-strip">
              <span>
                {t('Month capacity')}{' '}
                <strong data-testid="month-capacity">{formatNumber(figures.capacity.capacityMonth, 2)}%</strong>
              </span>
              <span>
                {t('Rooms sold')} <strong>{figures.capacity.guestMonth}</strong>
              </span>
              <span>
                {t('Average rate')}{' '}
                <strong>{formatNumber(figures.capacity.averageExpected, amountDecimals(plan.branchId))}</strong>
              </span>
              <span>
                {t('Total rate')}{' '}
                <strong>{formatNumber(figures.capacity.revenue, amountDecimals(plan.branchId))}</strong>
              </span>
            </div>
          )}
          {wide ? (
            <PlanGrid plan={plan} figures={figures} onToggle={cmd.toggleDay} />
          ) : (
            <DayPager plan={plan} figures={figures} onToggle={cmd.toggleDay} />
          )}
        </div>
      )}
      <PlanConflicts />
    </AppPage>
  );
}
