// The reception debit book (rc_debits): written when a sum is sent, read by import_debit.
import { addDays } from '../../../domain/dates';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { isDebitCheckIn } from '../../../domain/carry';
import { debitLogLine } from '../../../domain/debit';
import { debitBookRows, importedCheckIn, importedRowId, settlingInvoices } from '../../../domain/rc-debit-book';
import { recomputeRow } from '../../../domain/row-rules';
import type { Db } from '../../db/connection';
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

/**
 * Writes the Debit rows of a sent version: one book line per row ID (a later version of the same day
 * updates its lines and keeps their paid state); lines of the day still in Debit whose row is no longer
 * a debit in this version are marked Delete. Every change adds a log line.
 */
export async function recordDebits(db: Db, w: BookWrite): Promise<void> {
  const debits = debitBookRows(w.rows);
  const ids = debits.map((r) => r.ID);
  const existing = new Map<string, { id: number; paid: string; log: string }>();
  for (const part of chunks(ids)) {
    const found = await db
      .selectFrom('rc_debits')
      .select(['id', 'row_id', 'paid', 'log'])
      .where('branch_id', '=', w.branchId)
      .where('row_id', 'in', part)
      .execute();
    for (const f of found) existing.set(f.row_id, f);
  }
  const source = `RC Sum ${w.day} v${w.version}`;
  const inserts = [];
  for (const row of debits) {
    const line = {
      sum_day: w.day,
      version: w.version,
      hi: row.HI,
      si: row.SI,
      name: row.name,
      action: row.action,
      row: JSON.stringify(row),
      updated_at: w.at,
    };
    const before = existing.get(row.ID);
    if (before) {
      const log = [...parseJson<string[]>(before.log, []), `${w.at} Update from ${source} by ${w.by}`];
      const paid = before.paid === 'Delete' ? 'Debit' : before.paid;
      await db
        .updateTable('rc_debits')
        .set({ ...line, paid, log: JSON.stringify(log) })
        .where('id', '=', before.id)
        .execute();
    } else {
      const log = [`${w.at} Debit from ${source} by ${w.by}`];
      inserts.push({
        ...line,
        branch_id: w.branchId,
        row_id: row.ID,
        paid: 'Debit',
        import_to: '',
        log: JSON.stringify(log),
        created_at: w.at,
      });
    }
  }
  for (const part of chunks(inserts, 200)) await db.insertInto('rc_debits').values(part).execute();
  let gone = db
    .selectFrom('rc_debits')
    .select(['id', 'log'])
    .where('branch_id', '=', w.branchId)
    .where('sum_day', '=', w.day)
    .where('paid', '=', 'Debit');
  if (ids.length > 0) gone = gone.where('row_id', 'not in', ids);
  for (const g of await gone.execute()) {
    const log = [...parseJson<string[]>(g.log, []), `${w.at} Removed from ${source} by ${w.by}`];
    await db
      .updateTable('rc_debits')
      .set({ paid: 'Delete', log: JSON.stringify(log), updated_at: w.at })
      .where('id', '=', g.id)
      .execute();
  }
}

/** "SEND REPORT also switches debit check-in rows to paid": earlier DEBIT CHECK IN lines whose invoice is in this sum. Returns how many. */
export async function settleCheckIns(db: Db, w: BookWrite): Promise<number> {
  const his = settlingInvoices(w.rows);
  let settled = 0;
  for (const part of chunks(his)) {
    const open = await db
      .selectFrom('rc_debits')
      .select(['id', 'hi', 'action', 'log'])
      .where('branch_id', '=', w.branchId)
      .where('sum_day', '<', w.day)
      .where('paid', '=', 'Debit')
      .where('hi', 'in', part)
      .execute();
    for (const line of open.filter((l) => isDebitCheckIn(l.action))) {
      const log = [
        ...parseJson<string[]>(line.log, []),
        debitLogLine('paid', `${w.by} (RC Sum ${w.day} v${w.version})`, w.at),
      ];
      await db
        .updateTable('rc_debits')
        .set({ paid: 'Paid', import_to: w.day, log: JSON.stringify(log), updated_at: w.at })
        .where('id', '=', line.id)
        .execute();
      settled++;
    }
  }
  return settled;
}

/** DEBIT CHECK IN lines of the previous day's sent sum still in Debit, as rows for this day. */
export async function importCheckIns(db: Db, branchId: number, day: string): Promise<InvoiceRow[]> {
  const from = addDays(day, -1);
  const lines = await db
    .selectFrom('rc_debits')
    .select(['id', 'action', 'row'])
    .where('branch_id', '=', branchId)
    .where('sum_day', '=', from)
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
