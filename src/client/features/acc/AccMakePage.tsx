import { useIonAlert, useIonRouter } from '@ionic/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { checkBranch } from '../../../domain/scope';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { EmptyState } from '../../ui/EmptyState';
import { VersionList } from '../../ui/sheet/VersionList';
import { lastTwoCompared } from '../../lib/document/compare-links';
import { useRestoreRequest } from '../../lib/document/use-restore-request';
import { useT } from '../../lib/i18n';
import { accText } from './acc-text';
import { checkVersion } from './acc-api';
import { COST_DRAFT } from './cost-document';
import { isPeriodMode, modeInfo, parseTarget, versionHref } from './acc-modes';
import { AccToolbar } from './AccToolbar';
import { DayView } from './DayView';
import { MakeDebitOnSum } from './MakeDebitOnSum';
import { MonthDocView } from './MonthDocView';
import { periodActions } from './period-actions';
import { PeriodView } from './PeriodView';
import { useAccMake } from './use-acc-make';
import { useExcel } from './use-excel';
import { useConfirmMonth } from './use-period-commands';
import '../../ui/sheet/sheet.css';
import './acc.css';

/** /acc_make and /acc_make/:branchReport/:dayReport/:versionReport (spec 2 section 2.2). */
export default function AccMakePage() {
  const t = useT('acc');
  const s = useAccMake();
  const { user, role, loaded, period } = s;
  const wide = useWide();
  const router = useIonRouter();
  const [alert] = useIonAlert();
  const params = useParams<{ branchReport?: string; dayReport?: string; versionReport?: string }>();
  const opened = useRef('');
  // ?restore=<draft key>: the drafts screen asks to put a kept draft into this report (a cost sheet's: its tab).
  const { restore, request } = useRestoreRequest(
    params.branchReport ? `/acc_make/${params.branchReport}/${params.dayReport}/${params.versionReport}` : '/acc_make',
  );
  const [costRestore, setCostRestore] = useState<string | undefined>();
  const excel = useExcel(loaded?.branch ?? 0);
  const month = loaded?.when.slice(0, 7) ?? '';
  const confirmMonth = useConfirmMonth(loaded?.branch ?? 0, month);

  // An address names a branch, a day or month and a mode or version; the branch must be in the user's scope.
  const urlKey = `${params.branchReport ?? ''}/${params.dayReport ?? ''}/${params.versionReport ?? ''}?${request}`;
  useEffect(() => {
    if (!user || opened.current === urlKey || !params.branchReport) return;
    opened.current = urlKey;
    const check = checkBranch({ ...user, role }, Number(params.branchReport));
    const target = parseTarget(params.branchReport, params.dayReport ?? '', params.versionReport ?? '');
    if (!check.ok || !target) {
      void alert({
        header: t('NOTIFICATION'),
        message: check.ok ? t('Null Data this Day') : accText(check.msg),
        buttons: [t('OK')],
        onDidDismiss: () => router.push(check.ok ? '/acc_make' : '/reception_sum', 'root', 'replace'),
      });
      return;
    }
    s.load({ ...target, branch: check.branchId }, { restore });
    setCostRestore(restore?.startsWith(COST_DRAFT) ? restore : undefined);
  });

  const versionsOf = loaded ? (loaded.mode === 'day' ? (s.day.doc?.day ?? loaded.when) : loaded.when) : '';
  const loadVersions = useCallback(async () => {
    if (!loaded) return null;
    const res = await checkVersion(loaded.branch, versionsOf);
    if (!res.ok) {
      s.day.notice(res.error.msg);
      return null;
    }
    return res.data.data;
  }, [loaded, versionsOf]);

  const ready = s.status.kind === 'ready';
  const range = period.data?.range ?? 'month';
  const mode = loaded?.mode;
  return (
    <AppPage title={t('ACC SUM')} fill>
      <AccToolbar
        pick={s.pick}
        setPick={s.setPick}
        onLoad={() => s.load()}
        status={s.status}
        title={s.title}
        onTitle={() => s.setVersionsOpen(true)}
      />
      {s.status.kind === 'idle' && (
        <p className="rc-empty">{t('Pick the branch, the load mode and the date or month, then Load Data.')}</p>
      )}
      {s.status.kind === 'empty' &&
        (s.status.code === 'MAKE_DEBIT_ON_SUM' ? (
          <MakeDebitOnSum
            onMake={() => {
              s.setPick({ ...s.pick, mode: 'debitOnSum' });
              if (loaded) s.load({ branch: loaded.branch, mode: 'debitOnSum', when: loaded.when, version: 'current' });
            }}
          />
        ) : (
          <EmptyState message={s.status.msg} hint={t('Pick another date or mode and Load Data.')} />
        ))}
      {ready && mode === 'day' && (
        <DayView
          sum={s.day}
          role={role}
          wide={wide}
          saveRefusal={s.saveRefusal}
          costRestore={costRestore}
          onCostRestored={() => setCostRestore(undefined)}
        />
      )}
      {ready && (mode === 'debitOnSum' || mode === 'waiting') && (
        <MonthDocView
          doc={mode === 'waiting' ? s.waiting : s.debit}
          kind={mode === 'waiting' ? 'waiting' : 'debit'}
          role={role}
          wide={wide}
          saveRefusal={s.saveRefusal}
        />
      )}
      {ready && mode && isPeriodMode(mode) && period.data && (
        <PeriodView
          data={period.data}
          wide={wide}
          role={role}
          actions={(openFilter) =>
            periodActions(
              t,
              {
                filter: openFilter,
                versions: () => s.setVersionsOpen(true),
                downExcel: () => void excel.downExcel(month, 'current', range),
                confirmMonth,
              },
              {
                lite: !!modeInfo(mode).lite,
                wholeMonth: range === 'month',
                writer: ACC_WRITE_ROLES.includes(role),
                busy: excel.busy,
              },
            )
          }
        />
      )}
      <VersionList
        open={s.versionsOpen}
        day={versionsOf.length === 7 ? `${versionsOf}-01` : versionsOf}
        load={loadVersions}
        href={(v) => versionHref(loaded?.branch ?? 0, v.day, v.version)}
        onClose={() => s.setVersionsOpen(false)}
        range={mode === 'day' ? 'half' : 'month'}
        compare={mode === 'day' ? (list) => lastTwoCompared('acc', loaded?.branch ?? 0, versionsOf, list) : undefined}
      />
    </AppPage>
  );
}
