// GET /view_report/get_report/:branch/:type/:day/:inputDay (spec 3 sections 2, 7, 8): the offline report
// viewer. The roles that read the accountant debit book (ROLE_SET.accDebit, as /debit's views), in the
// branch's scope; the screen itself is open to every signed-in user, the server decides. Type acc_debit: the accountant debit book's lines of
// the day (or of the month when day is YYYY-MM) that were entered by the end of inputDay (the chain's
// day, UTC+7), not deleted, with their state as it is now and the sums per currency. Another type, or no
// line: 404 { status: 0, msg }. More than MAX_REPORT_LINES lines (a busy month) is 422, never a cut list.
import { viewReportApi, type ReportLine } from '../../../contract/view-report';
import { AUDIT_DAY_OFFSET } from '../../../domain/audit';
import { branchById } from '../../../domain/branches';
import { addDays } from '../../../domain/dates';
import { NO_DATA } from '../../../domain/messages';
import { CURRENCY_DECIMALS, fromMinor, sumMoney, type Currency } from '../../../domain/money';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';

export const UNKNOWN_REPORT = 'Not find this report type';
export const ACCOUNT_REPORT = 'ACCOUNT REPORT';
export const MAX_REPORT_LINES = 5000;
export const TOO_MANY_LINES = 'Too many lines for one report: choose a day';

const decimalsOf = (c: string) => CURRENCY_DECIMALS[c as Currency] ?? 0;

export function viewReportRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, viewReportApi.get, { branch: 'branch', roles: ROLE_SET.accDebit }, async (req) => {
    const branchId = checkedBranch(req);
    const { type, day, inputDay } = req.params;
    if (type !== 'acc_debit') throw new HttpError(404, UNKNOWN_REPORT);
    const enteredBefore = new Date(`${addDays(inputDay, 1)}T00:00:00${AUDIT_DAY_OFFSET}`).toISOString();
    const found = await db
      .selectFrom('debits')
      .select(['day', 'hi', 'si', 'name', 'company', 'room', 'action', 'paid', 'currency', 'amount_minor', 'note'])
      .where('book', '=', 'acc')
      .where('branch_id', '=', branchId)
      .where(day.length === 7 ? 'month' : 'day', '=', day)
      .where('paid', '<>', 'Delete')
      .where('created_at', '<', enteredBefore)
      .orderBy('day')
      .orderBy('id')
      .limit(MAX_REPORT_LINES + 1)
      .execute();
    if (found.length === 0) throw new HttpError(404, NO_DATA);
    if (found.length > MAX_REPORT_LINES) throw new HttpError(422, TOO_MANY_LINES);
    const lines: ReportLine[] = found.map(({ amount_minor, ...l }) => ({
      ...l,
      amount: fromMinor(amount_minor, decimalsOf(l.currency)),
    }));
    const sums: Record<string, number> = {};
    for (const c of new Set(lines.map((l) => l.currency)))
      sums[c] = sumMoney(
        lines.filter((l) => l.currency === c).map((l) => l.amount),
        decimalsOf(c),
      );
    const branch = branchById(branchId);
    return {
      status: 1 as const,
      msg: 'ok',
      data: {
        content: {
          title: ACCOUNT_REPORT,
          branchId,
          branchName: branch?.name ?? String(branchId),
          type,
          day,
          inputDay,
          lines,
          sums,
        },
      },
    };
  });
}
