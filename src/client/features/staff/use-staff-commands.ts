import { useState } from 'react';
import { SELECT_MONTH_VIEW } from '../../../domain/acc-rules';
import { isChange, NO_DATA_CHANGE, type StaffRow } from '../../../domain/acc-staff';
import { branchById } from '../../../domain/branches';
import { downloadBlob } from '../../lib/image/sheet-canvas';
import { toast } from '../../lib/toast';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { saveStaff, staffExcel } from './staff-api';
import type { StaffState } from './use-staff';
import { SUCCESS_SAVE } from '../../../domain/messages';
import { useT } from '../../lib/i18n';

/** The saved rows over the work: a row edited again while the save was on its way keeps the new edit, on the saved version. */
function afterSave(rows: StaffRow[], sent: Map<string, StaffRow>, saved: Map<string, StaffRow>): StaffRow[] {
  return rows.map((r) => {
    const s = saved.get(r.ID);
    const was = sent.get(r.ID);
    if (!s) return r;
    return was && !isChange(was, r) ? s : { ...r, version: s.version, log: s.log };
  });
}

/** SAVE (only the changed rows go), delete of the ticked rows, and the month's Excel file. */
export function useStaffCommands(s: StaffState) {
  const t = useT('staff');
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const { doc, pending, notice } = s;

  const save = async () => {
    if (!doc) return;
    if (pending.length === 0) return toast(t(NO_DATA_CHANGE), 'warning');
    const ids = new Set(pending);
    const rows = doc.rows.filter((r) => ids.has(r.ID));
    const sent = new Map(rows.map((r) => [r.ID, r]));
    setBusy(true);
    const code = branchById(doc.branch)?.code ?? doc.branch;
    const res = await saveStaff(
      doc.branch,
      { listIdChangeAccStaff: pending, listAccStaff: rows.map(({ log: _log, ...r }) => r) },
      t('ACC STAFF {{branch}} {{period}}', { branch: code, period: doc.period }),
    );
    setBusy(false);
    if (!res.ok)
      return notice(t('{{error}} Your changes are kept on this device.', { error: res.error.msg }), t('Update data'));
    if (res.queued)
      return toast(t('You are offline: the save waits on this device and is sent when back online'), 'warning');
    const saved = new Map(res.data.data.content.map((r) => [r.ID, r]));
    s.setDoc((d) => {
      if (!d || d.branch !== doc.branch || d.period !== doc.period) return d;
      const kept = d.stored.map((r) => saved.get(r.ID) ?? r);
      const added = [...saved.values()].filter((r) => !d.stored.some((k) => k.ID === r.ID));
      return { ...d, stored: [...kept, ...added], rows: afterSave(d.rows, sent, saved) };
    });
    const changed = res.data.data.changed.length > 0;
    toast(t(changed ? SUCCESS_SAVE : NO_DATA_CHANGE), changed ? 'success' : 'warning');
  };

  const remove = (selected: ReadonlySet<string>, done: () => void) => {
    if (selected.size === 0) return notice(t('No item selected'));
    confirm({
      header: t('Delete'),
      message: t('Delete {{count}} items? Saved rows stay in the register, marked deleted, once you SAVE.', {
        count: selected.size,
      }),
      ok: t('Delete'),
      destructive: true,
      onOk: () => {
        s.remove(selected);
        done();
      },
    });
  };

  const excel = async () => {
    if (!doc) return;
    if (doc.period.length === 4) return notice(t(SELECT_MONTH_VIEW));
    setBusy(true);
    const res = await staffExcel(doc.branch, doc.period);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Down Excel'));
    downloadBlob(res.data.blob, res.data.fileName);
    toast(t('Downloaded {{file}}', { file: res.data.fileName }));
  };

  return { busy, save, remove, excel };
}
