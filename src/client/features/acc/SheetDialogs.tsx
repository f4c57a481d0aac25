import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { FindInvoiceDialog, type FindType, type InvoiceHit } from '../../ui/sheet/FindInvoiceDialog';
import { NoteHistoryDialog } from '../../ui/sheet/NoteHistoryDialog';
import { RowSheet } from '../../ui/sheet/RowSheet';
import { RowStyleDialog } from '../../ui/sheet/RowStyleDialog';
import type { ApiResult } from '../../lib/api';

export type RowDialog = { kind: null } | { kind: 'row' | 'history'; id: string } | { kind: 'find' | 'style' };

/** The row dialogs of an accountant document: the row sheet, its note history, row style and FIND INVOICE. */
export function SheetDialogs({
  dialog,
  setDialog,
  rows,
  columns,
  branchId,
  role,
  editing,
  selected,
  onChangeRow,
  onDeleteRow,
  onStyle,
  find,
}: {
  dialog: RowDialog;
  setDialog: (d: RowDialog) => void;
  rows: InvoiceRow[];
  columns: RcColumn[];
  branchId: number;
  role: number;
  editing: boolean;
  selected: Set<string>;
  onChangeRow: (id: string, p: Partial<InvoiceRow>) => void;
  onDeleteRow: (id: string) => void;
  onStyle: (fn: (r: InvoiceRow) => InvoiceRow) => void;
  find?: {
    search: (type: FindType, value: string) => Promise<ApiResult<{ data: InvoiceHit[] }>>;
    href: (h: InvoiceHit) => string;
  };
}) {
  const close = () => setDialog({ kind: null });
  const rowOf = (id: string) => rows.find((r) => r.ID === id) ?? null;
  const id = dialog.kind === 'row' || dialog.kind === 'history' ? dialog.id : '';
  return (
    <>
      <RowSheet
        row={dialog.kind === 'row' ? rowOf(id) : null}
        columns={columns}
        branchId={branchId}
        role={role}
        editing={editing}
        onChange={(p) => onChangeRow(id, p)}
        onClose={close}
        onDelete={() => {
          onDeleteRow(id);
          close();
        }}
        onHistory={() => setDialog({ kind: 'history', id })}
      />
      <NoteHistoryDialog row={dialog.kind === 'history' ? rowOf(id) : null} onClose={close} />
      <RowStyleDialog
        rows={dialog.kind === 'style' ? rows.filter((r) => selected.has(r.ID)) : []}
        onClose={close}
        onApply={onStyle}
      />
      {find && (
        <FindInvoiceDialog
          open={dialog.kind === 'find'}
          branchId={branchId}
          search={find.search}
          href={find.href}
          onClose={close}
        />
      )}
    </>
  );
}
