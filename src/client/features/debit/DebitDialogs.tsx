import { NoteHistoryDialog } from '../../ui/sheet/NoteHistoryDialog';
import { DebitConflicts } from './DebitConflicts';
import { DebitSheet } from './DebitSheet';
import { shortLog } from './history';
import { PaymentDialog } from './PaymentDialog';
import type { LineActions } from './use-line-actions';

/** The overlays of the debit screens: the line's sheet, the guest payment, the history, conflicts. */
export function DebitDialogs({ a, role, wide }: { a: LineActions; role: number; wide: boolean }) {
  const h = a.history;
  return (
    <>
      <DebitSheet
        line={a.open}
        role={role}
        wide={wide}
        onClose={() => a.setOpen(null)}
        onAction={a.act}
        onEdit={a.edit}
      />
      <PaymentDialog line={a.paying} onCancel={() => a.setPaying(null)} onPaid={a.pay} />
      <NoteHistoryDialog
        row={h ? { ...h.row, HI: h.hi, SI: h.si, log: h.log.map(shortLog) } : null}
        onClose={() => a.setHistory(null)}
      />
      <DebitConflicts role={role} />
    </>
  );
}
