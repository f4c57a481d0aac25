// The day's counts as the server works them out: the rows of the day's reception sum (its latest version,
// sent or still in edit: reception makes the daily report at the end of its day) and, for the capacity, the
// stays of those rows and of the sums sent in the 62 days after (long stays are billed at check-out).
import { addDays } from '../../../domain/dates';
import { dailyCounts, dayCapacity, type DailyCounts } from '../../../domain/daily-report';
import { stayRowsOf } from '../../../domain/guest-number';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { receptionDataBranch } from '../../../domain/branches';
import type { Db } from '../../db/connection';
import { latestDoc } from '../../docs/store';
import { RECEPTION_KIND } from '../../../domain/report-kinds';
import { sentSumRows } from '../../docs/reception';
import { parseJson } from '../../lib/util';

const BILLED_WITHIN_DAYS = 62;

export async function workOutCounts(db: Db, branchId: number, day: string): Promise<DailyCounts> {
  const source = receptionDataBranch(branchId);
  const doc = await latestDoc(db, RECEPTION_KIND, source, day);
  const rows = doc ? parseJson<InvoiceRow[]>(doc.content, []) : [];
  const later = await sentSumRows(db, source, addDays(day, 1), addDays(day, BILLED_WITHIN_DAYS));
  const branch = await db.selectFrom('branches').select('rooms').where('id', '=', branchId).executeTakeFirst();
  const capacity = dayCapacity(stayRowsOf([...rows, ...later]), day, branch?.rooms ?? 0);
  return dailyCounts(rows, day, capacity);
}
