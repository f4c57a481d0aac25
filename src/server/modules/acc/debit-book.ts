// The accountant debit book (acc_debits): CONFIRM END MONTH copies the month's rows still owed from its
// debit on sum, once (acc_debit_months keeps the months copied); the book's rows of a month; its search.
import { appendLog, confirmLogLine, rowsToConfirm } from '../../../domain/acc-debit';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Db } from '../../db/connection';
import { monthEnd, lineValues } from '../../debits/columns';
import { historyRow, insertLine, LINE_COLUMNS, withHistory } from '../../debits/store';
import { hitsJson, keyMatch, type RowSearch } from '../../docs/row-index';
import { isUniqueViolation } from '../../db/errors';
import type { StoredDoc } from '../../docs/store';
import { trail } from '../../kernel/trail';
import type { AuthUser } from '../../kernel/auth-user';
import { nowIso } from '../../lib/util';
import { rowsOf } from './kind';
import { transact } from '../../db/transact';

/** The debit-on-sum version a line was copied from, read back from its source ('Debit on sum 2026-10 v3'). */
const versionOf = (source: string): number => Number(/ v(\d+)$/.exec(source)?.[1] ?? 1);

export async function isConfirmed(db: Db, branchId: number, month: string): Promise<boolean> {
  const line = await db
    .selectFrom('acc_debit_months')
    .select('copied')
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .executeTakeFirst();
  return line !== undefined;
}

/** Copies the unpaid rows of the debit on sum into the book: `already` when the month was copied before (nothing is copied again). */
export async function confirmMonth(
  db: Db,
  me: AuthUser,
  debit: StoredDoc,
): Promise<{ copied: number; already: boolean }> {
  const { branch_id: branchId, period: month } = debit;
  try {
    return await transact(db, async (trx) => {
      if (await isConfirmed(trx, branchId, month)) return { copied: 0, already: true };
      const at = nowIso();
      const rows = rowsToConfirm(rowsOf(debit.content));
      await trx
        .insertInto('acc_debit_months')
        .values({
          branch_id: branchId,
          month,
          version: debit.version,
          copied: rows.length,
          confirmed_at: at,
          confirmed_by: me.name,
        })
        .execute();
      const by = { id: me.id, name: me.name };
      const source = `Debit on sum ${month} v${debit.version}`;
      for (const row of rows) {
        const line = lineValues({ book: 'acc', branchId, day: monthEnd(month), row, paid: row.paid, source, at });
        line.month = month;
        const log = appendLog(row.log, confirmLogLine(month, debit.version, me.name, at));
        await insertLine(
          trx,
          line,
          log.map((text, i) =>
            historyRow(
              i === log.length - 1 ? by : { id: null, name: '' },
              i === log.length - 1 ? 'confirm' : 'origin',
              text,
              at,
            ),
          ),
        );
      }
      // Before: the month not confirmed, its book empty; after: who confirmed it and the rows copied (the first
      // 50, with their amounts and paid state).
      await trail(trx, me, 'accdebit.confirm_month', `accdebit:${branchId}:${month}:${debit.version}`, {
        before: { confirmed: false, copied: 0 },
        after: {
          confirmed: true,
          confirmedBy: me.name,
          copied: rows.length,
          rows: rows.slice(0, 50).map((r) => ({
            ID: r.ID,
            HI: r.HI,
            SI: r.SI,
            name: r.name,
            amount: r.amount,
            serviceTotal: r.serviceTotal,
            paid: r.paid,
          })),
        },
        month,
        version: debit.version,
      });
      return { copied: rows.length, already: false };
    });
  } catch (err) {
    // Two confirms at once: the second one's month line collides with the first one's.
    if (isUniqueViolation(err)) return { copied: 0, already: true };
    throw err;
  }
}

/** The book's rows of a month, in the order they were copied (their paid state and whole history). */
export async function bookRows(db: Db, branchId: number, month: string): Promise<{ month: string; row: InvoiceRow }[]> {
  const lines = await db
    .selectFrom('debits')
    .select(LINE_COLUMNS)
    .where('branch_id', '=', branchId)
    .where('book', '=', 'acc')
    .where('month', '=', month)
    .orderBy('id')
    .execute();
  return (await withHistory(db, lines)).map((l) => ({ month: l.month, row: { ...l.row, log: l.log } }));
}

/** find_one_hi over the book: hits as JSON text (`day` is the month, `version` the debit-on-sum version copied). */
export async function findInBook(db: Db, s: RowSearch): Promise<string> {
  let q = db.selectFrom('debits').select(LINE_COLUMNS).where('branch_id', '=', s.branchId).where('book', '=', 'acc');
  if (s.year) q = q.where('month', '>=', `${s.year}-01`).where('month', '<=', `${s.year}-12`);
  q =
    s.field === 'invoice'
      ? q.where((eb) => eb.or([keyMatch('hi', s.key, s.exact), keyMatch('si', s.key, s.exact)]))
      : q.where(keyMatch(s.field, s.key, s.exact));
  const lines = await withHistory(db, await q.orderBy('month', 'desc').orderBy('id').limit(s.limit).execute());
  return hitsJson(
    lines.map((l) => ({ day: l.month, version: versionOf(l.source), row: JSON.stringify({ ...l.row, log: l.log }) })),
  );
}
