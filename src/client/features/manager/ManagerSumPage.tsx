import { createOutline, mailOutline, saveOutline } from 'ionicons/icons';
import { useAtomValue } from '../../state/store';
import { useCallback, useMemo, useState } from 'react';
import { branchById } from '../../../domain/branches';
import { mayWriteManagerSum } from '../../../domain/manager-roles';
import type { LineValues } from '../../../domain/manager-report';
import { ROLE, type Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { userAtom } from '../../state/session';
import { DayReportToolbar } from '../../ui/DayReportToolbar';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { SaveStatus } from '../../ui/SaveStatus';
import { VersionList } from '../../ui/sheet/VersionList';
import { useDayReport } from '../../ui/use-day-report';
import { lastTwoCompared } from '../../lib/document/compare-links';
import { versionList } from './man-api';
import { liveTotals } from './man-figures';
import { ManEmpty } from './ManEmpty';
import { ManFigures } from './ManFigures';
import { ManSections } from './ManSections';
import { useManCommands } from './use-man-commands';
import { useManSum } from './use-man-sum';
import '../../ui/sheet/sheet.css';
import './manager.css';

/** /manager_sum and /manager_sum/:branchReport/:dayReport/:versionReport (spec 3 sections 2 and 4). */
export default function ManagerSumPage() {
  const t = useT('manager');
  const user = useAtomValue(userAtom);
  const wide = useWide();
  const role = (user?.role ?? ROLE.RECEPTION) as Role;
  const mayWrite = !!user && mayWriteManagerSum({ ...user, role });
  const sum = useManSum(mayWrite, user?.name ?? '');
  const cmd = useManCommands(sum);
  const { choice, day, picker } = useDayReport(sum, '/manager_sum', role);
  const [versions, setVersions] = useState(false);
  const { doc, work, status } = sum;
  const report = work.rows[0];
  const edit = !!doc?.edit && mayWrite;
  // While editing the figures follow the counts; a locked version shows what the server worked out.
  const totals = useMemo(
    () => (doc && report ? ((doc.edit ? null : doc.totals) ?? liveTotals(report, doc)) : null),
    [doc, report],
  );

  const { change } = sum;
  const setLine = useCallback(
    (key: string, patch: Partial<LineValues>) =>
      change((rows) => rows.map((r) => ({ ...r, lines: { ...r.lines, [key]: { ...r.lines[key], ...patch } } }))),
    [change],
  );

  const branchId = doc?.branch ?? choice.branch;
  const versionsOf = { branch: doc?.branch ?? choice.branch, month: (doc?.day ?? day).slice(0, 7) };
  const loadVersions = useCallback(async () => {
    const res = await versionList(versionsOf.branch, versionsOf.month);
    if (!res.ok) sum.notice(res.error.msg);
    return res.ok ? res.data.data : null;
  }, [versionsOf.branch, versionsOf.month, sum.notice]);

  const actions: ReportAction[] = !mayWrite
    ? []
    : edit
      ? [
          {
            label: sum.dirty ? t('SAVE REPORT •') : t('SAVE REPORT'),
            handler: cmd.confirmSave,
            primary: true,
            disabled: sum.saving,
            icon: saveOutline,
          },
          {
            label: t('SEND REPORT'),
            handler: cmd.confirmSend,
            primary: true,
            disabled: sum.saving,
            icon: mailOutline,
            color: 'success',
          },
        ]
      : doc && !doc.edit
        ? [{ label: t('REQUEST EDIT'), handler: cmd.confirmRequestEdit, primary: true, icon: createOutline }]
        : [];

  return (
    <AppPage title={t('MAN SUM')} padded={false}>
      <DayReportToolbar
        {...picker}
        doc={doc}
        branchCode={branchById(branchId)?.code ?? ''}
        status={status}
        onVersions={() => setVersions(true)}
        testId="man-title"
      />
      {status.kind === 'idle' && <p className="rc-empty">{t('Pick the branch and the date, then Load Data.')}</p>}
      {status.kind === 'empty' && <ManEmpty msg={status.msg} code={status.code} onVersions={() => setVersions(true)} />}
      {doc && report && totals && status.kind === 'ready' && (
        <div className="man-body">
          <ManFigures totals={totals} branchId={doc.branch} listHI={report.listHI} listSI={report.listSI} wide={wide} />
          {actions.length > 0 && (
            <ReportActions actions={actions} label={t('Report actions')} icons={wide}>
              {edit && <SaveStatus state={sum.saveStatus} text={sum.saveText} />}
            </ReportActions>
          )}
          {sum.restored && (
            <p className="rc-banner" role="status">
              {t('Restored your unsaved changes from this device.')}
            </p>
          )}
          <ManSections
            key={`${doc.branch}/${doc.day}`}
            report={report}
            branchId={doc.branch}
            totals={totals}
            edit={edit}
            wide={wide}
            onChange={setLine}
          />
        </div>
      )}
      <VersionList
        open={versions}
        day={doc?.day ?? day}
        range="month"
        load={loadVersions}
        href={(v) => `/manager_sum/${versionsOf.branch}/${v.day}/${v.version}`}
        compare={(list) => lastTwoCompared('man', versionsOf.branch, doc?.day ?? day, list)}
        onClose={() => setVersions(false)}
      />
    </AppPage>
  );
}
