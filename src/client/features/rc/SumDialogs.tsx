import { useCallback } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Totals } from '../../../domain/totals';
import type { RcColumn } from '../../../domain/rc-columns';
import { FindInvoiceDialog } from '../../ui/sheet/FindInvoiceDialog';
import { NoteHistoryDialog } from '../../ui/sheet/NoteHistoryDialog';
import { RowSheet } from '../../ui/sheet/RowSheet';
import { RowStyleDialog } from '../../ui/sheet/RowStyleDialog';
import { VersionList } from '../../ui/sheet/VersionList';
import { lastTwoCompared } from '../../lib/document/compare-links';
import { PrintView } from './PrintView';
import { findInvoice, versionList } from './rc-api';
import type { RcSumState } from './use-rc-sum';

export type DialogState =
  | { kind: null }
  | { kind: 'row'; id: string }
  | { kind: 'history'; id: string }
  | { kind: 'find' | 'versions' | 'style' }
  | { kind: 'print'; sheet: 'total' | 'sum' };

/** Every dialog of the reception sum, driven by one piece of state. */
export function SumDialogs({
  dialog,
  setDialog,
  sum,
  columns,
  totals,
  role,
  selected,
  title,
  pick,
}: {
  dialog: DialogState;
  setDialog: (d: DialogState) => void;
  sum: RcSumState;
  columns: RcColumn[];
  totals: Totals;
  role: number;
  selected: Set<string>;
  title: string;
  /** The branch and day picked in the toolbar, for the version list before a sum is loaded. */
  pick: { branch: number; day: string };
}) {
  const close = () => setDialog({ kind: null });
  const doc = sum.doc;
  const rowOf = (id: string): InvoiceRow | null => sum.work.rows.find((r) => r.ID === id) ?? null;
  const branchId = doc?.branch ?? 0;
  const versionsOf = { branch: doc?.branch ?? pick.branch, day: doc?.day ?? pick.day };
  const loadVersions = useCallback(async () => {
    const res = await versionList(versionsOf.branch, versionsOf.day);
    return res.ok ? res.data.data : null;
  }, [versionsOf.branch, versionsOf.day]);
  return (
    <>
      <RowSheet
        row={dialog.kind === 'row' ? rowOf(dialog.id) : null}
        columns={columns}
        branchId={branchId}
        role={role}
        editing={!!doc?.edit}
        typesCharges
        onChange={(p) => {
          if (dialog.kind === 'row') sum.updateRow(dialog.id, p);
        }}
        onClose={close}
        onDelete={() => {
          if (dialog.kind === 'row') {
            sum.deleteRows([dialog.id]);
            close();
          }
        }}
        onHistory={() => {
          if (dialog.kind === 'row') setDialog({ kind: 'history', id: dialog.id });
        }}
      />
      <NoteHistoryDialog row={dialog.kind === 'history' ? rowOf(dialog.id) : null} onClose={close} />
      <FindInvoiceDialog
        open={dialog.kind === 'find'}
        branchId={branchId}
        search={(type, value) => findInvoice(branchId, type, value)}
        href={(h) => `/reception_sum/${branchId}/${h.day}/${h.version}?row=${encodeURIComponent(h.row.ID)}`}
        onClose={close}
      />
      <VersionList
        open={dialog.kind === 'versions'}
        day={versionsOf.day}
        load={loadVersions}
        href={(v) => `/reception_sum/${versionsOf.branch}/${v.day}/${v.version}`}
        compare={(list) => lastTwoCompared('rc', versionsOf.branch, versionsOf.day, list)}
        onClose={close}
      />
      <RowStyleDialog
        rows={dialog.kind === 'style' ? sum.work.rows.filter((r) => selected.has(r.ID)) : []}
        onClose={close}
        onApply={(fn) => sum.change((rows) => rows.map((r) => (selected.has(r.ID) ? fn(r) : r)))}
      />
      <PrintView
        kind={dialog.kind === 'print' ? dialog.sheet : null}
        title={title}
        rows={sum.work.rows}
        columns={columns}
        totals={totals}
        branchId={branchId}
        onClose={close}
      />
    </>
  );
}
