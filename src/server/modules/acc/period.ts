// Reading a period's accountant day reports: the latest version of every day from..to, in day order.
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { Db } from '../../db/connection';
import { parseJson } from '../../lib/util';

export const ACC_KIND = 'acc';

export interface StoredDay {
  day: string;
  version: number;
  edit: boolean;
  rows: InvoiceRow[];
}

/** The latest version of each day of from..to that has an accountant sum (one query). */
export async function loadDays(db: Db, branchId: number, from: string, to: string): Promise<StoredDay[]> {
  const rows = await db
    .selectFrom('documents as d')
    .select(['d.period', 'd.version', 'd.edit', 'd.content'])
    .where('d.kind', '=', ACC_KIND)
    .where('d.branch_id', '=', branchId)
    .where('d.period', '>=', from)
    .where('d.period', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents as n')
            .select('n.id')
            .whereRef('n.kind', '=', 'd.kind')
            .whereRef('n.branch_id', '=', 'd.branch_id')
            .whereRef('n.period', '=', 'd.period')
            .whereRef('n.version', '>', 'd.version'),
        ),
      ),
    )
    .orderBy('d.period')
    .execute();
  return rows.map((r) => ({
    day: r.period,
    version: r.version,
    edit: r.edit === 1,
    rows: parseJson<InvoiceRow[]>(r.content, []),
  }));
}
