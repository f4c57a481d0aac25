// The invoice search index of the reception sums (rc_rows): one line per row of the latest version of
// each day (hi, si, name upper case), kept up to date by the rc kind's after-write hook.
import type { Insertable } from 'kysely';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Db } from '../../db/connection';
import type { RcRowTable } from '../../db/schema';
import type { RowDiff } from '../../docs/row-diff';

/** Rows with their JSON text, so the index and the content share one serialisation. */
export interface PreparedRow {
  row: InvoiceRow;
  json: string;
}

const upper = (s: string): string => s.trim().toUpperCase();

/** What a payment-number search looks at: the pay notes, the expense name and the paid amounts. */
function payText(r: InvoiceRow): string {
  const amounts = [r.vnd, r.usd, r.yen, r.vcb, r.vcb_usd, r.vcb_other, r.vcb_other_usd, r.otherPay]
    .filter((n) => n !== 0)
    .map(String);
  return upper([...r.note.otherPay, r.exp, ...amounts].join(' ')).slice(0, 400);
}

/** The search-index lines of a day's rows. */
export function indexLines(
  branchId: number,
  day: string,
  version: number,
  rows: readonly PreparedRow[],
): Insertable<RcRowTable>[] {
  return rows.map(({ row, json }) => ({
    branch_id: branchId,
    day,
    version,
    row_id: row.ID,
    hi: upper(row.HI),
    si: upper(row.SI),
    name: upper(row.name),
    pay: payText(row),
    row: json,
  }));
}

export async function insertIndexLines(db: Db, lines: readonly Insertable<RcRowTable>[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 200)
    await db
      .insertInto('rc_rows')
      .values(lines.slice(i, i + 200))
      .execute();
}

/**
 * Brings the day's search index to the rows of the version now latest: every line again when there is
 * no diff (a new day), else only the lines of the rows added, removed or changed.
 */
export async function syncIndex(
  db: Db,
  branchId: number,
  day: string,
  version: number,
  rows: readonly PreparedRow[],
  diff: RowDiff | null,
): Promise<void> {
  const day0 = db.deleteFrom('rc_rows').where('branch_id', '=', branchId).where('day', '=', day);
  if (!diff) {
    await day0.execute();
    await insertIndexLines(db, indexLines(branchId, day, version, rows));
    return;
  }
  const gone = [...diff.removed, ...diff.changed];
  for (let i = 0; i < gone.length; i += 400) await day0.where('row_id', 'in', gone.slice(i, i + 400)).execute();
  const fresh = new Set([...diff.added, ...diff.changed]);
  await insertIndexLines(
    db,
    indexLines(
      branchId,
      day,
      version,
      rows.filter((r) => fresh.has(r.row.ID)),
    ),
  );
}
