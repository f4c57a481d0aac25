// A demo debit on sum for last month of every branch with day reports: the month's debit rows collected
// from its days, about a third already paid (with the accountant's log line). Not yet confirmed, so
// CONFIRM END MONTH has something to copy; this month has none ("PLEASE MAKE DEBIT ON SUM").
import { appendLog, collectDebitRows, debitAreaTotals } from '../../../../domain/acc-debit';
import { branchToday } from '../../../../domain/branches';
import { previousMonth } from '../../../../domain/dates';
import { debitLogLine } from '../../../../domain/debit';
import { ACC_DEBIT_KIND } from '../../../../domain/report-kinds';
import type { Db } from '../../../db/connection';
import { rng } from '../../../db/seed/prng';
import { prepareRows } from '../../../docs/invoice-rows';
import { indexLines, insertIndexLines } from '../../../docs/row-index';
import { insertVersions } from '../../../docs/store';
import { DEBIT_INDEX } from '../kind';
import { ACC_MAKERS, type SeededDay } from './days';

export async function seedDebitOnSum(db: Db, days: readonly SeededDay[], now: Date): Promise<void> {
  const month = previousMonth(branchToday(3, now).slice(0, 7));
  const r = rng(9200);
  for (const branchId of [...new Set(days.map((d) => d.branchId))]) {
    const inMonth = days.filter((d) => d.branchId === branchId && d.day.startsWith(month));
    if (inMonth.length === 0) continue;
    const maker = ACC_MAKERS[branchId] ?? 'Acc Branch';
    const at = new Date(Date.parse(`${month}-28T09:00:00.000Z`)).toISOString();
    const rows = collectDebitRows(inMonth, branchId).map((row) =>
      r.chance(0.35)
        ? { ...row, paid: 'Paid' as const, log: appendLog(row.log, debitLogLine('paid', maker, at)) }
        : row,
    );
    const p = prepareRows(rows, branchId, month, { context: 'debit', totals: debitAreaTotals });
    await insertVersions(db, [
      {
        kind: ACC_DEBIT_KIND,
        branch_id: branchId,
        period: month,
        version: 1,
        revision: 1,
        edit: 1,
        maker,
        note: '',
        content: p.content,
        totals: JSON.stringify(p.totals),
        updated_at: at,
        updated_by: maker,
        sent_at: null,
        sent_by: null,
      },
    ]);
    await insertIndexLines(db, DEBIT_INDEX, indexLines(DEBIT_INDEX, branchId, month, 1, p.rows));
  }
}
