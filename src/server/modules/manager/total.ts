// The monthly total of services (spec 3 sections 2 and 3): the latest version of each day of the month,
// summed per service row by src/domain/manager-total.ts.
import { dateOf, monthDays } from '../../../domain/expected';
import type { ManagerReport } from '../../../domain/manager-report';
import { monthTotal, type TotalDay, type TotalRow } from '../../../domain/manager-total';
import { MAN_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { latestOfEach } from '../../docs/store';
import { reportRows } from './report';

/** "Have note data this Month" (spec 3 section 8): the month has no manager report. */
export const NO_TOTAL_DATA = 'Have note data this Month';

export interface MonthTotal {
  days: TotalDay[];
  rows: TotalRow[];
}

/** Every day of the month with its latest version (version 0 and no report when none); null when the month has no report. */
export async function readMonthTotal(db: Db, branchId: number, month: string): Promise<MonthTotal | null> {
  const last = monthDays(month);
  const span = { kind: MAN_KIND, branchId, from: dateOf(month, 1), to: dateOf(month, last) };
  const docs = await latestOfEach(db, span, ['period', 'version', 'edit', 'content']);
  if (docs.length === 0) return null;
  const latest = new Map(docs.map((d) => [d.period, d]));
  const days: TotalDay[] = [];
  for (let n = 1; n <= last; n++) {
    const day = dateOf(month, n);
    const d = latest.get(day);
    const report: ManagerReport | null = d ? (reportRows(d.content)[0] ?? null) : null;
    days.push({ day, version: d?.version ?? 0, edit: d?.edit === 1, report });
  }
  return { days, rows: monthTotal(days, branchId) };
}
