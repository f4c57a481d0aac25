// The debit book's storage: lines and their append-only history. Nothing here updates or deletes a
// history row; a line's `rev` rises with every change.
import type { DebitLine } from '../../contract/debit';
import type { InvoiceRow } from '../../domain/invoice-row';
import { CURRENCY_DECIMALS, fromMinor, type Currency } from '../../domain/money';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { DebitTable } from '../db/schema';
import { parseJson } from '../lib/util';
import type { HistoryValues, LineValues } from './columns';

export const LINE_COLUMNS = [
  'id',
  'book',
  'branch_id',
  'day',
  'month',
  'row_id',
  'hi',
  'si',
  'name',
  'company',
  'room',
  'action',
  'type',
  'paid',
  'note',
  'currency',
  'amount_minor',
  'row',
  'rev',
  'source',
  'updated_at',
] as const;

/** A line as pages and changes read it. */
export type StoredLine = Pick<Selectable<DebitTable>, (typeof LINE_COLUMNS)[number]>;

/** Who wrote a history row: a signed-in user, or the system (a sent sum, a month copy) named in the line. */
export interface Actor {
  id: number | null;
  name: string;
}

export function historyRow(by: Actor, kind: string, line: string, at: string): HistoryValues {
  return { at, user_id: by.id, user_name: by.name.slice(0, 200), kind, line: line.slice(0, 600) };
}

/** Inserts a line with its first history rows; answers its id. */
export async function insertLine(db: Db, line: LineValues, history: readonly HistoryValues[]): Promise<number> {
  const { id } = await db.insertInto('debits').values(line).returning('id').executeTakeFirstOrThrow();
  if (history.length > 0)
    await db
      .insertInto('debit_history')
      .values(history.map((h) => ({ ...h, debit_id: id })))
      .execute();
  return id;
}

/** Appends history rows to a line (never anything else). */
export async function appendHistory(db: Db, debitId: number, history: readonly HistoryValues[]): Promise<void> {
  if (history.length === 0) return;
  await db
    .insertInto('debit_history')
    .values(history.map((h) => ({ ...h, debit_id: debitId })))
    .execute();
}

export async function lineById(db: Db, id: number): Promise<StoredLine | undefined> {
  return db.selectFrom('debits').select(LINE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** History lines of some debits, oldest first, by debit id. */
export async function historyOf(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const rows = await db
      .selectFrom('debit_history')
      .select(['debit_id', 'line'])
      .where('debit_id', 'in', part)
      .orderBy('debit_id')
      .orderBy('id')
      .execute();
    for (const r of rows) out.get(r.debit_id)?.push(r.line);
  }
  return out;
}

/** A stored line as the API answers it: the row with the line's paid state, note and whole history. */
export function toDebitLine(s: StoredLine, log: readonly string[]): DebitLine {
  const row = parseJson<InvoiceRow>(s.row, {} as InvoiceRow);
  const currency = s.currency as Currency;
  return {
    id: s.id,
    book: s.book as DebitLine['book'],
    branchId: s.branch_id,
    day: s.day,
    month: s.month,
    rowId: s.row_id,
    hi: row.HI ?? s.hi,
    si: row.SI ?? s.si,
    name: row.name ?? s.name,
    company: s.company,
    room: s.room,
    action: s.action,
    type: s.type as DebitLine['type'],
    paid: s.paid as DebitLine['paid'],
    note: s.note,
    currency,
    amount: fromMinor(s.amount_minor, CURRENCY_DECIMALS[currency] ?? 0),
    rev: s.rev,
    source: s.source,
    updatedAt: s.updated_at,
    log: [...log],
    row: { ...row, company: s.company, paid: s.paid as InvoiceRow['paid'], log: [] },
  };
}

/** Stored lines with their histories, as answered. */
export async function withHistory(db: Db, lines: readonly StoredLine[]): Promise<DebitLine[]> {
  const logs = await historyOf(
    db,
    lines.map((l) => l.id),
  );
  return lines.map((l) => toDebitLine(l, logs.get(l.id) ?? []));
}

export async function debitLine(db: Db, id: number): Promise<DebitLine | null> {
  const line = await lineById(db, id);
  if (!line) return null;
  const [answer] = await withHistory(db, [line]);
  return answer;
}
