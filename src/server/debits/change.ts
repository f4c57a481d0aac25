// One change to a debit line, as a transaction: scope, base revision, the domain's transition rules,
// then the line and one appended history row. A change based on an older revision is refused.
import type { DebitLine } from '../../contract/debit';
import {
  DEBIT_EDIT_LOG,
  debitLogLine,
  debitRefusal,
  mayTransition,
  refusalStatus,
  transitionDebit,
  type DebitTransition,
} from '../../domain/debit';
import { debitSearchText } from '../../domain/debit-query';
import { PAYMENT_FIELDS, type InvoiceRow, type PaidState, type PaymentField } from '../../domain/invoice-row';
import { CURRENCY_DECIMALS, fromMinor, type Currency } from '../../domain/money';
import type { Db } from '../db/connection';
import { payText } from '../docs/row-index';
import type { AuthUser } from '../kernel/auth-user';
import { trail, type TrailDetail } from '../kernel/trail';
import { HttpError, nowIso, parseJson } from '../lib/util';
import { appendHistory, debitLine, historyRow, lineById, type StoredLine } from './store';
import { transact } from '../db/transact';

export type DebitChange =
  | { kind: DebitTransition; rev: number; payment?: Partial<Record<PaymentField, number>> }
  | { kind: 'note'; rev: number; note: string }
  | { kind: 'company'; rev: number; company: string }
  | { kind: 'log'; rev: number; log: string };

const TRANSITIONS: readonly string[] = ['paid', 'nonPaid', 'debit', 'delete'];
const isTransition = (c: DebitChange): c is Extract<DebitChange, { kind: DebitTransition }> =>
  TRANSITIONS.includes(c.kind);

export const DEBIT_NOT_FOUND = 'Debit not found in this branch';
/** The spec's stale wording ("Can't EDIT report, please reload page and check again.") for a line that moved on. */
export const DEBIT_STALE = "Can't EDIT report, please reload page and check again.";

export type ChangeResult = { ok: true; line: DebitLine } | { ok: false; current: DebitLine };

type Patch = { paid?: string; row?: string; note?: string; company?: string; search?: string; pay?: string };

function searchOf(line: StoredLine, over: { note?: string; company?: string }): string {
  const row = parseJson<InvoiceRow>(line.row, {} as InvoiceRow);
  return debitSearchText({
    name: row.name ?? line.name,
    hi: row.HI ?? line.hi,
    si: row.SI ?? line.si,
    company: over.company ?? line.company,
    room: line.room,
    note: over.note ?? line.note,
  });
}

/** What a change writes: the columns and its history text. */
function planOf(line: StoredLine, me: AuthUser, c: DebitChange, at: string): { patch: Patch; text: string } {
  if (c.kind === 'note')
    return {
      patch: { note: c.note, search: searchOf(line, { note: c.note }) },
      text: `${at} ${DEBIT_EDIT_LOG.note} ${me.name}: ${c.note}`,
    };
  if (c.kind === 'company') {
    const row = { ...parseJson<InvoiceRow>(line.row, {} as InvoiceRow), company: c.company };
    return {
      patch: { company: c.company, row: JSON.stringify(row), search: searchOf(line, { company: c.company }) },
      text: `${at} ${DEBIT_EDIT_LOG.company} ${me.name}: ${c.company}`,
    };
  }
  if (c.kind === 'log') return { patch: {}, text: `${at} ${DEBIT_EDIT_LOG.log} ${me.name}: ${c.log}` };
  const stored = parseJson<InvoiceRow>(line.row, {} as InvoiceRow);
  const row: InvoiceRow = { ...stored, ...(c.kind === 'paid' ? c.payment : {}), paid: line.paid as PaidState, log: [] };
  const result = transitionDebit(row, c.kind, { role: me.role, user: me.name, timestamp: at });
  if (!result.ok)
    throw new HttpError(refusalStatus(result.error), debitRefusal(result.error, c.kind, line.paid as PaidState));
  // The guest payment entered on Paid joins the payment text find_one_hi searches.
  const pay = c.kind === 'paid' ? { pay: payText(result.row) } : {};
  return {
    patch: { paid: result.row.paid, row: JSON.stringify({ ...result.row, log: [] }), ...pay },
    text: debitLogLine(c.kind, me.name, at),
  };
}

/** The trail entry of a change: the state (or note, company) before and after, with the line's amount. */
function trailOf(line: StoredLine, c: DebitChange, patch: Patch, text: string): TrailDetail {
  const amount = fromMinor(line.amount_minor, CURRENCY_DECIMALS[line.currency as Currency] ?? 0);
  const context = { rev: line.rev, text, amount, currency: line.currency };
  if (c.kind === 'log') return { ...context, before: null, after: { log: c.log } };
  if (c.kind === 'note') return { ...context, before: { note: line.note }, after: { note: c.note } };
  if (c.kind === 'company') return { ...context, before: { company: line.company }, after: { company: c.company } };
  const was = parseJson<InvoiceRow>(line.row, {} as InvoiceRow);
  const now = parseJson<InvoiceRow>(patch.row, {} as InvoiceRow);
  const pay = (row: InvoiceRow) => Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, row[f] ?? 0]));
  const payment = c.kind === 'paid' ? { before: pay(was), after: pay(now) } : null;
  return {
    ...context,
    before: { paid: line.paid, rev: line.rev, ...(payment ? { payment: payment.before } : {}) },
    after: { paid: patch.paid ?? line.paid, rev: line.rev + 1, ...(payment ? { payment: payment.after } : {}) },
  };
}

/**
 * Applies a change to line `id` of `branchId`. A free log line never conflicts (it only appends); any
 * other change must be based on the line's current `rev`, else the current line comes back.
 */
export async function changeDebit(
  db: Db,
  me: AuthUser,
  branchId: number,
  id: number,
  c: DebitChange,
): Promise<ChangeResult> {
  const stale = await transact(db, async (trx) => {
    const line = await lineById(trx, id);
    if (!line || line.branch_id !== branchId) throw new HttpError(404, DEBIT_NOT_FOUND);
    // A role that may never do this is told so first; only then is the base revision checked.
    if (isTransition(c) && !mayTransition(me.role, c.kind, line.action))
      throw new HttpError(403, debitRefusal('notAllowed', c.kind, line.paid as PaidState));
    if (c.kind !== 'log' && line.rev !== c.rev) return true;
    const at = nowIso();
    const { patch, text } = planOf(line, me, c, at);
    if (c.kind !== 'log') {
      const done = await trx
        .updateTable('debits')
        .set({ ...patch, rev: line.rev + 1, updated_at: at })
        .where('id', '=', id)
        .where('rev', '=', line.rev)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return true;
    }
    await appendHistory(trx, id, [historyRow(me, c.kind, text, at)]);
    await trail(trx, me, `debit.${c.kind}`, `debit:${branchId}:${id}`, trailOf(line, c, patch, text));
    return false;
  });
  const current = await debitLine(db, id);
  if (!current) throw new HttpError(404, DEBIT_NOT_FOUND);
  return stale ? { ok: false, current } : { ok: true, line: current };
}
