// The rows of the sent reception sums over a span of days (the latest sent version of each day), as the
// reports that count stays read them: the built-in booking source, guest numbers, breakfast's guests in
// house. The reception module owns the writing.
import type { InvoiceRow } from '../../domain/invoice-row';
import type { Db } from '../db/connection';
import { parseJson } from '../lib/util';
import { RECEPTION_KIND } from './reception-day';

/** Rows of the latest sent version of each day's reception sum from `from` to `to` (days, inclusive). */
export async function sentSumRows(db: Db, branchId: number, from: string, to: string): Promise<InvoiceRow[]> {
  const docs = await db
    .selectFrom('documents')
    .select(['period', 'version', 'content'])
    .where('kind', '=', RECEPTION_KIND)
    .where('branch_id', '=', branchId)
    .where('edit', '=', 0)
    .where('period', '>=', from)
    .where('period', '<=', to)
    .orderBy('period')
    .orderBy('version', 'desc')
    .execute();
  const seen = new Set<string>();
  const rows: InvoiceRow[] = [];
  for (const d of docs) {
    if (seen.has(d.period)) continue;
    seen.add(d.period);
    rows.push(...parseJson<InvoiceRow[]>(d.content, []));
  }
  return rows;
}
