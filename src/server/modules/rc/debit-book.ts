// The reception side of the debit book (book 'rc'): written when a sum is sent, read by import_debit.
import { addDays } from '../../../domain/dates';
import { PAYMENT_FIELDS, type InvoiceRow, type PaidState } from '../../../domain/invoice-row';
import { isDebitCheckIn } from '../../../domain/carry';
import { debitLogLine } from '../../../domain/debit';
import { debitBookRows, importedCheckIn, importedRowId, settlingInvoices } from '../../../domain/rc-debit-book';
import { recomputeRow } from '../../../domain/row-rules';
import type { Db } from '../../db/connection';
import { lineValues } from '../../debits/columns';
import { appendHistory, historyRow, insertLine, type Actor } from '../../debits/store';
import { parseJson } from '../../lib/util';

export interface BookWrite {
  branchId: number;
  day: string;
  version: number;
  rows: readonly InvoiceRow[];
  by: string;
  at: string;
}

const chunks = <T>(list: readonly T[], size = 400): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** The sum that wrote a line, as its history names it. */
const actor = (w: BookWrite): Actor => ({ id: null, name: w.by });

interface Existing {
  id: number;
  paid: string;
  rev: number;
  company: string;
  note: string;
  row: string;
  companyEdited: boolean;
}

/** Lines whose company was changed in the book (update_company_name). */
async function companyEdited(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('debit_history')
    .select('debit_id')
    .where('debit_id', 'in', [...ids])
    .where('kind', '=', 'company')
    .execute();
  return new Set(rows.map((r) => r.debit_id));
}

/** What the book changed survives a later version of the sum: a company edited there, and the guest payment of a settled line. */
function keepBookEdits(row: InvoiceRow, before: Existing): InvoiceRow {
  const stored = parseJson<Partial<InvoiceRow>>(before.row, {});
  const out = { ...row };
  if (before.companyEdited) out.company = before.company;
  if (before.paid !== 'Debit') for (const f of PAYMENT_FIELDS) out[f] = Number(stored[f] ?? out[f]);
  return out;
}

/**
 * Writes the Debit rows of a sent version: one line per row ID (a later version of the same day updates
 * its line and keeps its paid state, a deleted one comes back as Debit); lines of the day still in Debit
 * whose row is no longer a debit in this version are marked Delete. Every change appends a history line.
 */
export async function recordDebits(db: Db, w: BookWrite): Promise<void> {
  const debits = debitBookRows(w.rows);
  const ids = debits.map((r) => r.ID);
  const existing = new Map<string, Existing>();
  for (const part of chunks(ids)) {
    const found = await db
      .selectFrom('debits')
      .select(['id', 'row_id', 'paid', 'rev', 'company', 'note', 'row'])
      .where('branch_id', '=', w.branchId)
      .where('book', '=', 'rc')
      .where('row_id', 'in', part)
      .execute();
    const edited = await companyEdited(
      db,
      found.map((f) => f.id),
    );
    for (const f of found) existing.set(f.row_id, { ...f, companyEdited: edited.has(f.id) });
  }
  const source = `RC Sum ${w.day} v${w.version}`;
  for (const row of debits) {
    const before = existing.get(row.ID);
    const paid = (before ? (before.paid === 'Delete' ? 'Debit' : before.paid) : 'Debit') as PaidState;
    const kept = before ? keepBookEdits(row, before) : row;
    const values = lineValues({
      book: 'rc',
      branchId: w.branchId,
      day: w.day,
      row: kept,
      paid,
      note: before?.note,
      source,
      at: w.at,
    });
    if (before) {
      const { created_at: _created, rev: _rev, note: _note, ...update } = values;
      await db
        .updateTable('debits')
        .set({ ...update, rev: before.rev + 1 })
        .where('id', '=', before.id)
        .execute();
      await appendHistory(db, before.id, [
        historyRow(actor(w), 'update', `${w.at} Update from ${source} by ${w.by}`, w.at),
      ]);
    } else {
      await insertLine(db, values, [historyRow(actor(w), 'create', `${w.at} Debit from ${source} by ${w.by}`, w.at)]);
    }
  }
  let gone = db
    .selectFrom('debits')
    .select(['id', 'rev'])
    .where('branch_id', '=', w.branchId)
    .where('book', '=', 'rc')
    .where('day', '=', w.day)
    .where('paid', '=', 'Debit');
  if (ids.length > 0) gone = gone.where('row_id', 'not in', ids);
  for (const g of await gone.execute()) {
    await db
      .updateTable('debits')
      .set({ paid: 'Delete', rev: g.rev + 1, updated_at: w.at })
      .where('id', '=', g.id)
      .execute();
    await appendHistory(db, g.id, [historyRow(actor(w), 'delete', `${w.at} Removed from ${source} by ${w.by}`, w.at)]);
  }
}

/** "SEND REPORT also switches debit check-in rows to paid": earlier DEBIT CHECK IN lines whose invoice is in this sum. Returns how many. */
export async function settleCheckIns(db: Db, w: BookWrite): Promise<number> {
  const his = settlingInvoices(w.rows);
  let settled = 0;
  for (const part of chunks(his)) {
    const open = await db
      .selectFrom('debits')
      .select(['id', 'action', 'rev'])
      .where('branch_id', '=', w.branchId)
      .where('book', '=', 'rc')
      .where('day', '<', w.day)
      .where('paid', '=', 'Debit')
      .where('hi', 'in', part)
      .execute();
    for (const line of open.filter((l) => isDebitCheckIn(l.action))) {
      const text = debitLogLine('paid', `${w.by} (RC Sum ${w.day} v${w.version})`, w.at);
      await db
        .updateTable('debits')
        .set({ paid: 'Paid', import_to: w.day, rev: line.rev + 1, updated_at: w.at })
        .where('id', '=', line.id)
        .execute();
      await appendHistory(db, line.id, [historyRow(actor(w), 'paid', text, w.at)]);
      settled++;
    }
  }
  return settled;
}

/** DEBIT CHECK IN lines of the previous day's sent sum still in Debit, as rows for this day. */
export async function importCheckIns(db: Db, branchId: number, day: string): Promise<InvoiceRow[]> {
  const from = addDays(day, -1);
  const lines = await db
    .selectFrom('debits')
    .select(['id', 'action', 'row'])
    .where('branch_id', '=', branchId)
    .where('book', '=', 'rc')
    .where('day', '=', from)
    .where('paid', '=', 'Debit')
    .orderBy('id')
    .execute();
  return lines
    .filter((l) => isDebitCheckIn(l.action))
    .flatMap((l) => {
      const row = parseJson<InvoiceRow | null>(l.row, null);
      return row ? [recomputeRow(importedCheckIn(row, from, day, importedRowId(l.id, day)), branchId)] : [];
    });
}
