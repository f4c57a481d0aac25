// Reading a period's accountant day reports: the latest version of every day from..to, in day order.
import type { InvoiceRow } from '../../../domain/invoice-row';
import { ACC_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestOfEach } from '../../docs/store';
import { parseJson } from '../../lib/util';

export interface StoredDay {
  day: string;
  version: number;
  edit: boolean;
  rows: InvoiceRow[];
}

/** The latest version of each day of from..to that has an accountant sum (one query). */
export async function loadDays(db: Db, branchId: number, from: string, to: string): Promise<StoredDay[]> {
  const rows = await latestOfEach(db, { kind: ACC_KIND, branchId, from, to }, ['period', 'version', 'edit', 'content']);
  return rows.map((r) => ({
    day: r.period,
    version: r.version,
    edit: r.edit === 1,
    rows: parseJson<InvoiceRow[]>(r.content, []),
  }));
}
