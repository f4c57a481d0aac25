// The accountant debit book (acc_debits): CONFIRM END MONTH copies the month's rows still owed from its
// debit on sum, once (acc_debit_months keeps the months copied); the book's rows of a month; its search.
import { appendLog, confirmLogLine, rowsToConfirm } from '../../../domain/acc-debit';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Db } from '../../db/connection';
import { hitsJson, keyMatch, searchTexts, type RowSearch } from '../../docs/row-index';
import { isUniqueViolation, type StoredDoc } from '../../docs/store';
import { audit } from '../../kernel/audit';
import type { AuthUser } from '../../kernel/auth-user';
import { nowIso, parseJson } from '../../lib/util';
import { rowsOf } from './kind';

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
    return await db.transaction().execute(async (trx) => {
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
      const lines = rows.map((row) => {
        const log = appendLog(row.log, confirmLogLine(month, debit.version, me.name, at));
        const { hi, si, name, pay } = searchTexts(row);
        return {
          branch_id: branchId,
          month,
          row_id: row.ID,
          hi,
          si,
          name,
          action: row.action.slice(0, 40),
          paid: row.paid,
          pay,
          row: JSON.stringify(row),
          log: JSON.stringify(log),
          source_version: debit.version,
          created_at: at,
          updated_at: at,
        };
      });
      for (let i = 0; i < lines.length; i += 100)
        await trx
          .insertInto('acc_debits')
          .values(lines.slice(i, i + 100))
          .execute();
      await audit(trx, me.id, 'accdebit.confirm_month', `accdebit:${branchId}:${month}:${debit.version}`, {
        copied: rows.length,
        rows: rows.slice(0, 50).map((r) => r.ID),
      });
      return { copied: rows.length, already: false };
    });
  } catch (err) {
    // Two confirms at once: the second one's month line collides with the first one's.
    if (isUniqueViolation(err)) return { copied: 0, already: true };
    throw err;
  }
}

type BookLine = { month: string; source_version: number; row: string; paid: string; log: string };

/** A book line as a row: its stored row with the book's own paid state and log. */
function bookRow(line: BookLine): InvoiceRow | null {
  const row = parseJson<InvoiceRow | null>(line.row, null);
  return row && { ...row, paid: line.paid as InvoiceRow['paid'], log: parseJson<string[]>(line.log, row.log) };
}

const LINE = ['month', 'source_version', 'row', 'paid', 'log'] as const;

/** The book's rows of a month, in the order they were copied. */
export async function bookRows(db: Db, branchId: number, month: string): Promise<{ month: string; row: InvoiceRow }[]> {
  const lines = await db
    .selectFrom('acc_debits')
    .select(LINE)
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .orderBy('id')
    .execute();
  return lines.flatMap((l) => {
    const row = bookRow(l);
    return row ? [{ month: l.month, row }] : [];
  });
}

/** find_one_hi over the book: hits as JSON text (`day` is the month, `version` the debit-on-sum version copied). */
export async function findInBook(db: Db, s: RowSearch): Promise<string> {
  let q = db.selectFrom('acc_debits').select(LINE).where('branch_id', '=', s.branchId);
  if (s.year) q = q.where('month', '>=', `${s.year}-01`).where('month', '<=', `${s.year}-12`);
  q =
    s.field === 'invoice'
      ? q.where((eb) => eb.or([keyMatch('hi', s.key, s.exact), keyMatch('si', s.key, s.exact)]))
      : q.where(keyMatch(s.field, s.key, s.exact));
  const lines = await q.orderBy('month', 'desc').orderBy('id').limit(s.limit).execute();
  return hitsJson(
    lines.flatMap((l) => {
      const row = bookRow(l);
      return row ? [{ day: l.month, version: l.source_version, row: JSON.stringify(row) }] : [];
    }),
  );
}
