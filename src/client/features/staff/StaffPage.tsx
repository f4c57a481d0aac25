import { addCircleOutline, cloudDownloadOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { staffTitleTag } from '../../../domain/acc-staff';
import { branchById } from '../../../domain/branches';
import { ROLE } from '../../../domain/roles';
import { useRestoreRequest } from '../../lib/document/use-restore-request';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { EmptyState } from '../../ui/EmptyState';
import { ReportActions, type ReportAction } from '../../ui/ReportActions';
import { useSelection } from '../../ui/use-selection';
import { parseStaffKey } from './staff-draft';
import { StaffCards } from './StaffCards';
import { StaffRowSheet } from './StaffRowSheet';
import { StaffSaveState } from './StaffSaveState';
import { StaffTable } from './StaffTable';
import { StaffToolbar } from './StaffToolbar';
import { StaffTotals } from './StaffTotals';
import { useStaff } from './use-staff';
import { useStaffCommands } from './use-staff-commands';
import { useT } from '../../lib/i18n';
import '../../ui/sheet/sheet.css';
import './staff.css';

/** /acc_staff: the accountant staff mistakes register (spec 2 section 2.3). */
export default function StaffPage() {
  const t = useT('staff');
  const s = useStaff();
  const cmd = useStaffCommands(s);
  const wide = useWide();
  const selection = useSelection();
  const [open, setOpen] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  // ?restore=<draft key>: the drafts screen puts a kept draft (or a set-aside copy) back into the register.
  const { restore, request } = useRestoreRequest('/acc_staff');
  useEffect(() => {
    const key = restore ? parseStaffKey(restore) : null;
    if (!key) return;
    const [year, month = ''] = key.period.split('-');
    const area = branchById(key.branch)?.area ?? '';
    s.setPick({ choice: { area, branch: key.branch }, year, month });
    void s.load({ branch: key.branch, period: key.period }, restore);
    // Only a new restore request loads again.
  }, [request]);

  const { doc, status } = s;
  const rows = doc?.rows.filter((r) => !r.deleted) ?? [];
  const ready = status.kind === 'ready' && doc !== null;
  const edit = ready && s.mayEdit;
  const title = doc && {
    text: t('{{tag}} {{branch}} {{period}}', {
      tag: t(staffTitleTag(s.role)),
      branch: branchById(doc.branch)?.code ?? doc.branch,
      period: doc.period,
    }),
    edit: s.role === ROLE.ACCOUNTANT,
  };
  const openRow = rows.find((r) => r.ID === open) ?? null;

  const add = () => {
    const id = s.add();
    setFocus(id);
    if (!wide) setOpen(id);
  };
  const excel: ReportAction = {
    label: t('Excel'),
    icon: cloudDownloadOutline,
    handler: () => void cmd.excel(),
    disabled: cmd.busy,
  };
  const actions: ReportAction[] = edit
    ? [
        { label: t('Add'), icon: addCircleOutline, primary: true, handler: add },
        { label: t('SAVE'), icon: saveOutline, primary: true, handler: () => void cmd.save(), disabled: cmd.busy },
        {
          label: t('Delete'),
          icon: trashOutline,
          primary: wide,
          role: 'destructive',
          handler: () => cmd.remove(selection.selected, selection.clear),
        },
        { ...excel, primary: wide },
      ]
    : [{ ...excel, primary: true }];

  return (
    <AppPage title={t('ACC STAFF')} fill>
      <StaffToolbar pick={s.pick} setPick={s.setPick} onLoad={() => void s.load()} status={status} title={title} />
      {!s.mayView ? (
        <EmptyState
          message={t('You do not have permission for this action')}
          hint={t('The staff mistakes register is kept by the accountants and read by managers.')}
        />
      ) : status.kind === 'empty' ? (
        <EmptyState message={status.msg} hint={t('Pick another branch or period and Load Data.')} />
      ) : !ready ? (
        <p className="rc-empty">{t('Pick the branch, the month and the year, then Load Data.')}</p>
      ) : (
        <div className="rc-body">
          <ReportActions actions={actions} label={t('Register actions')} icons={wide}>
            <StaffSaveState branch={doc.branch} period={doc.period} count={s.pending.length} />
          </ReportActions>
          {rows.length === 0 ? (
            <EmptyState
              message={t('No mistake in this period')}
              hint={edit ? t('Add one with Add.') : t('Pick another period.')}
            />
          ) : wide ? (
            <StaffTable rows={rows} edit={edit} selection={selection} onChange={s.update} focusRow={focus} />
          ) : (
            <StaffCards rows={rows} edit={edit} selection={selection} onOpen={setOpen} focusRow={focus} />
          )}
          <StaffTotals rows={rows} />
        </div>
      )}
      <StaffRowSheet
        row={openRow}
        edit={edit}
        onChange={(patch) => open && s.update(open, patch)}
        onClose={() => setOpen(null)}
        onDelete={() => open && cmd.remove(new Set([open]), () => setOpen(null))}
      />
    </AppPage>
  );
}
