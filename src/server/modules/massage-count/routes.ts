// POST /rc/:branchId/check_massage_number/:month (spec 3 section 7): any signed-in user of the branch's
// scope (no gate shown; the guard holds the branch). The server reads the month's sent reception sums
// (the latest sent version of each day) itself; a listRc in the body is ignored. Rules:
// src/domain/massage-count.ts.
import { massageCountApi } from '../../../contract/massage-count';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { massageCount } from '../../../domain/massage-count';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { route } from '../../kernel/route';
import { RECEPTION_KIND } from '../../kernel/reception-day';
import { parseJson } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';

/** The rows of each day of the month's latest sent reception sum. */
async function monthDays(db: Db, branchId: number, month: string) {
  const docs = await db
    .selectFrom('documents')
    .select(['period', 'version', 'content'])
    .where('kind', '=', RECEPTION_KIND)
    .where('branch_id', '=', branchId)
    .where('edit', '=', 0)
    .where('period', '>=', `${month}-01`)
    .where('period', '<=', `${month}-31`)
    .orderBy('period')
    .orderBy('version', 'desc')
    .execute();
  const seen = new Set<string>();
  const days: { day: string; rows: InvoiceRow[] }[] = [];
  for (const d of docs) {
    if (seen.has(d.period)) continue;
    seen.add(d.period);
    days.push({ day: d.period, rows: parseJson<InvoiceRow[]>(d.content, []) });
  }
  return days;
}

export function massageCountRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, massageCountApi.check, { branch: 'branchId' }, async (req) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const staffNumber = req.body.staffNumber;
    const result = massageCount(await monthDays(db, branchId, month), staffNumber);
    return { status: 1 as const, msg: result.count > 0 ? 'ok' : 'null', staffNumber, month, ...result };
  });
}
