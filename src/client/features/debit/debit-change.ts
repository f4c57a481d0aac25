import { z } from 'zod';
import { debitApi, debitLine, type DebitLine } from '../../../contract/debit';
import type { DebitTransition } from '../../../domain/debit';
import { PAYMENT_FIELDS, type PaymentField } from '../../../domain/invoice-row';
import type { Method } from '../../lib/api';
import { methodOf, urlOf } from '../../lib/request';

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
  at: z.string(),
});
export type DebitConflict = z.infer<typeof debitConflict>;

function endpointOf(kind: ChangeKind, acc: boolean) {
  switch (kind) {
    case 'paid':
      return debitApi.updatePaid;
    case 'nonPaid':
      return acc ? debitApi.accUpdateNonPaid : debitApi.updateNonPaid;
    case 'debit':
      return debitApi.changeToDebit;
    case 'delete':
      return acc ? debitApi.accChangeToDelete : debitApi.changeToDelete;
    case 'note':
      return debitApi.updateNote;
    case 'company':
      return debitApi.updateCompany;
    case 'log':
      return acc ? debitApi.accUpdateLog : debitApi.updateLog;
  }
}

function bodyOf(c: DebitChange): Record<string, unknown> {
  const text = c.text ?? '';
  if (c.kind === 'paid') return c.payment ? { rev: c.rev, payment: c.payment } : { rev: c.rev };
  if (c.kind === 'note') return { rev: c.rev, note: text };
  if (c.kind === 'company') return { rev: c.rev, company: text };
  if (c.kind === 'log') return { rev: c.rev, log: text };
  return { rev: c.rev };
}

/** The call a change becomes. Changes of one line queue in order (a chain); free log lines never collapse, so they have none. */
export function callOf(c: DebitChange): {
  method: Method;
  path: string;
  body: Record<string, unknown>;
  chain?: string;
} {
  const ep = endpointOf(c.kind, c.acc);
  return {
    method: methodOf(ep),
    path: urlOf(ep, { branchId: c.branchId, id: c.lineId }),
    body: bodyOf(c),
    chain: c.kind === 'log' ? undefined : `debit:${c.lineId}`,
  };
}

const PATH = /^\/(rc|acc\/debit)\/(\d+)\/([a-z_]+)\/(\d+)$/;
const KIND_OF_SEGMENT: Record<string, ChangeKind> = {
  update_paid: 'paid',
  update_non_paid: 'nonPaid',
  change_to_debit: 'debit',
  change_to_delete: 'delete',
  update_log: 'log',
  update_note: 'note',
  update_company_name: 'company',
};

/** The change a queued call holds (its path and body), when it is a debit change. */
export function changeOfCall(path: string, body: unknown): DebitChange | null {
  const m = PATH.exec(path);
  const kind = m ? KIND_OF_SEGMENT[m[3]] : undefined;
  if (!m || !kind) return null;
  const b = (body ?? {}) as { rev?: number; note?: string; company?: string; log?: string; payment?: Payment };
  const parsed = debitChange.safeParse({
    kind,
    lineId: Number(m[4]),
    branchId: Number(m[2]),
    acc: m[1] !== 'rc',
    rev: b.rev ?? 0,
    text: b.note ?? b.company ?? b.log,
    payment: b.payment,
  });
  return parsed.success ? parsed.data : null;
}

/** 'Paid', 'Note: called the guest', ... */
export function describeChange(c: Pick<DebitChange, 'kind' | 'text' | 'payment'>): string {
  const word: Record<ChangeKind, string> = {
    paid: 'Paid',
    nonPaid: 'Non Paid',
    debit: 'Back to Debit',
    delete: 'Delete',
    note: 'Note',
    company: 'Company',
    log: 'Log',
  };
  return c.text !== undefined ? `${word[c.kind]}: ${c.text || '(empty)'}` : word[c.kind];
}

export const lineLabel = (l: Pick<DebitLine, 'hi' | 'si' | 'name'>): string =>
  `${l.hi ? `HI ${l.hi}` : l.si ? `SI ${l.si}` : ''} ${l.name}`.trim();
