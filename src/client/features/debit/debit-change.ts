import type { TFunction } from '../../lib/i18n';
import { z } from 'zod';
import { debitApi, debitLine, type DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { PAYMENT_FIELDS, type PaymentField } from '../../../domain/invoice-row';
import type { BodyOf, Endpoint } from '../../../contract/endpoint';
import type { Queued } from '../../lib/grid/queued';

// One change to a debit line, as the screen makes it and as it is kept on the device (drafts) while it
// waits or after the server refused it: the call it becomes, and the words that describe it.
export type ChangeKind = DebitTransition | 'note' | 'company' | 'log';
export type Payment = Partial<Record<PaymentField, number>>;

export const debitChange = z.object({
  kind: z.enum(['paid', 'nonPaid', 'debit', 'delete', 'note', 'company', 'log']),
  lineId: z.number(),
  branchId: z.number(),
  /** /acc_debit: the accountant's calls where there is one (non paid, delete, log). */
  acc: z.boolean(),
  rev: z.number(),
  /** The note, company or log text typed. */
  text: z.string().optional(),
  payment: z.partialRecord(z.enum(PAYMENT_FIELDS), z.number()).optional(),
});
export type DebitChange = z.infer<typeof debitChange>;

/** A change the server refused, or whose answer this device never saw, with what the user typed. */
export const debitConflict = z.object({
  key: z.string(),
  change: debitChange,
  /** The line as the user saw it when they made the change. */
  line: debitLine,
  /** The line as the server holds it now (a 409 answers it). */
  current: debitLine.optional(),
  msg: z.string(),
  /** The change's answer was never seen on this device (not a refusal). */
  unseen: z.boolean().optional(),
  at: z.string(),
});
export type DebitConflict = z.infer<typeof debitConflict>;

const WRITES = [
  [debitApi.updatePaid, 'paid'],
  [debitApi.updateNonPaid, 'nonPaid'],
  [debitApi.accUpdateNonPaid, 'nonPaid'],
  [debitApi.changeToDebit, 'debit'],
  [debitApi.changeToDelete, 'delete'],
  [debitApi.accChangeToDelete, 'delete'],
  [debitApi.updateNote, 'note'],
  [debitApi.updateCompany, 'company'],
  [debitApi.updateLog, 'log'],
  [debitApi.accUpdateLog, 'log'],
] as const satisfies readonly (readonly [Endpoint, ChangeKind])[];
type DebitWrite = (typeof WRITES)[number][0];

/** The accountant's call where there is one (non paid, delete, log), else the reception's. */
function endpointOf(kind: ChangeKind, acc: boolean): DebitWrite {
  const both = WRITES.filter(([, k]) => k === kind).map(([ep]) => ep);
  return (acc && both.find((ep) => ep.path.startsWith('/acc/'))) || both[0];
}

function bodyOf(c: DebitChange): BodyOf<DebitWrite> {
  const text = c.text ?? '';
  if (c.kind === 'paid') return c.payment ? { rev: c.rev, payment: c.payment } : { rev: c.rev };
  if (c.kind === 'note') return { rev: c.rev, note: text };
  if (c.kind === 'company') return { rev: c.rev, company: text };
  if (c.kind === 'log') return { rev: c.rev, log: text };
  return { rev: c.rev };
}

/** The call a change becomes. Changes of one line queue in order (a chain); free log lines never collapse, so they have none. */
export function callOf(c: DebitChange) {
  return {
    endpoint: endpointOf(c.kind, c.acc),
    params: { branchId: c.branchId, id: c.lineId },
    body: bodyOf(c),
    chain: c.kind === 'log' ? undefined : `debit:${c.lineId}`,
  };
}

/** The outbox's debit writes. */
export const debitWrites = WRITES.map(([ep]) => ep);

/** The change a queued call holds (read back by the outbox adapter, old entries included). */
export function changeOf(q: Queued<DebitWrite>): DebitChange | null {
  const [ep, kind] = WRITES.find(([e]) => e.path === q.path) ?? [];
  if (!ep || !kind) return null;
  const at = q.params as { branchId?: string | number; id?: string | number };
  const b = (q.body ?? {}) as { rev?: number; note?: string; company?: string; log?: string; payment?: Payment };
  const parsed = debitChange.safeParse({
    kind,
    lineId: Number(at.id),
    branchId: Number(at.branchId),
    acc: ep.path.startsWith('/acc/'),
    rev: b.rev ?? 0,
    text: b.note ?? b.company ?? b.log,
    payment: b.payment,
  });
  return parsed.success ? parsed.data : null;
}

/** 'Paid', 'Note: called the guest', ... in the user's language. */
export function describeChange(c: Pick<DebitChange, 'kind' | 'text' | 'payment'>, t: TFunction<'debit'>): string {
  const word: Record<ChangeKind, string> = {
    paid: t('Paid'),
    nonPaid: t('Non Paid'),
    debit: t('Back to Debit'),
    delete: t('Delete'),
    note: t('Note'),
    company: t('Company'),
    log: t('Log'),
  };
  return c.text !== undefined
    ? t('{{what}}: {{text}}', { what: word[c.kind], text: c.text || t('(empty)') })
    : word[c.kind];
}

export const lineLabel = (l: Pick<DebitLine, 'hi' | 'si' | 'name'>): string =>
  `${l.hi ? `HI ${l.hi}` : l.si ? `SI ${l.si}` : ''} ${l.name}`.trim();
