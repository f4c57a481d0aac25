import { useAtomValue } from '../../state/store';
import { useState } from 'react';
import type { DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { useConfirm } from '../../ui/sheet/use-confirm';
import { lineLabel, type ChangeKind, type Payment } from './debit-change';
import { applyChange } from './debit-outbox';
import type { DebitScreen } from './debit-screen';
import { useDebitWords } from './debit-text';
import { linesAtom, newest } from './debit-state';

/** What a line's links and buttons open: its sheet, the payment dialog, its history; and the changes they make. */
export function useLineActions(screen: DebitScreen) {
  const { t } = useDebitWords();
  const known = useAtomValue(linesAtom);
  const confirm = useConfirm();
  const [open, setOpen] = useState<DebitLine | null>(null);
  const [paying, setPaying] = useState<DebitLine | null>(null);
  const [history, setHistory] = useState<DebitLine | null>(null);
  const change = (line: DebitLine, kind: ChangeKind, extra: { text?: string; payment?: Payment } = {}) =>
    applyChange({ kind, lineId: line.id, branchId: line.branchId, acc: screen.acc, rev: line.rev, ...extra }, line);

  /** A transition: Paid asks for the guest payment; Delete, and a return to Debit from a table link, ask first. */
  const act = (line: DebitLine, to: DebitTransition) => {
    if (to === 'paid') return setPaying(line);
    const label = lineLabel(line);
    if (to === 'delete')
      return confirm({
        header: t('Delete'),
        message: t('Delete the debit of {{line}}?', { line: label }),
        ok: t('Delete'),
        destructive: true,
        onOk: () => void change(line, 'delete').then((o) => o.kind === 'done' && setOpen(null)),
      });
    if (to === 'debit' && !open)
      return confirm({
        header: t('Back to Debit'),
        message: t('Return {{line}} to Debit?', { line: label }),
        ok: t('Back to Debit'),
        onOk: () => void change(line, 'debit'),
      });
    void change(line, to);
  };
  const pay = async (line: DebitLine, payment: Payment) => {
    const out = await change(line, 'paid', { payment });
    if (out.kind !== 'error') setPaying(null);
  };
  /** Company, note or a history line: true when sent or queued (the input may clear). */
  const edit = async (line: DebitLine, kind: Extract<ChangeKind, 'note' | 'company' | 'log'>, text: string) => {
    const out = await change(line, kind, { text });
    return out.kind === 'done' || out.kind === 'queued';
  };
  const shown = (l: DebitLine | null) => (l ? newest(l, known) : null);
  return {
    open: shown(open),
    setOpen,
    paying: shown(paying),
    setPaying,
    history: shown(history),
    setHistory,
    act,
    pay,
    edit,
  };
}
export type LineActions = ReturnType<typeof useLineActions>;
