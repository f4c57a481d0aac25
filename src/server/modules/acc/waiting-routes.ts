// The waiting list (spec 2 sections 2.2, 4.3, 7.2): update_waiting adds rows of a day's accountant sum
// to the next month's list; take_data reads the list of the date's month; update_data saves it whole.
import { accCostApi } from '../../../contract/acc-cost';
import { ACC_VIEW_ROLES, ACC_WRITE_ROLES } from '../../../domain/acc-rules';
import { addToWaiting, waitingMonthFor, waitingTotals } from '../../../domain/acc-waiting';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { NULL_DAY, SUCCESS_SAVE } from '../../../domain/messages';
import { ACC_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import type { ServerContext, ZodApp } from '../../context';
import { docAnswer, docJson, latestDoc } from '../../docs/store';
import { saveDoc } from '../../docs/write';
import type { AuthUser } from '../../kernel/auth-user';
import { route, sendJson } from '../../kernel/route';
import { HttpError, parseJson } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { blankDocJson, docOrBlank } from './doc-json';
import { waitKind, waitRowsOf } from './waiting-kind';

const read = { branch: 'branchId', roles: ACC_VIEW_ROLES };
const write = { branch: 'branchId', roles: ACC_WRITE_ROLES };
const EMPTY_TOTALS = waitingTotals([]);

/**
 * Adds the chosen rows of a day to the next month's list. The list is read and saved at its revision;
 * when another save came in between (a stale refusal), it is read again and the rows added again.
 */
async function addRows(db: Db, me: AuthUser, branchId: number, day: string, ids: readonly string[]) {
  const sum = await latestDoc(db, ACC_KIND, branchId, day);
  if (!sum) throw new HttpError(404, NULL_DAY);
  const dayRows = parseJson<InvoiceRow[]>(sum.content, []);
  const month = waitingMonthFor(day);
  for (let attempt = 1; ; attempt++) {
    const stored = await latestDoc(db, waitKind.kind, branchId, month);
    const result = addToWaiting(stored ? waitRowsOf(stored.content) : [], dayRows, ids, day);
    if (result.added.length === 0) return { month, result, saved: stored };
    try {
      const saved = await saveDoc(db, waitKind, me, branchId, {
        period: month,
        version: stored?.version ?? 1,
        revision: stored?.revision ?? 0,
        maker: me.name,
        note: stored?.note ?? '',
        content: result.list,
      });
      return { month, result, saved };
    } catch (err) {
      if (attempt >= 3 || !(err instanceof HttpError) || err.statusCode !== 409) throw err;
    }
  }
}

export function waitingRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db } = ctx;
  ctx.docs.register(waitKind);

  route(app, accCostApi.updateWaiting, write, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { month, result, saved } = await addRows(db, currentUser(req), branchId, req.params.date, req.body.ids);
    const data = saved ? docJson(saved, 'month') : blankDocJson('month', branchId, month, EMPTY_TOTALS);
    const { added, duplicates, notCarried, missing } = result;
    const head = JSON.stringify({
      status: 1,
      msg: added.length > 0 ? SUCCESS_SAVE : 'Nothing added to the waiting list',
      month,
      added,
      duplicates,
      notCarried,
      missing,
    });
    return sendJson(reply, `${head.slice(0, -1)},"data":${data}}`);
  });

  route(app, accCostApi.takeData, read, async (req, reply) => {
    const branchId = checkedBranch(req);
    const month = req.params.date.slice(0, 7);
    const stored = await latestDoc(db, waitKind.kind, branchId, month);
    return sendJson(reply, docOrBlank(stored, 'month', branchId, month, EMPTY_TOTALS));
  });

  route(app, accCostApi.updateData, write, async (req, reply) => {
    const me = currentUser(req);
    const month = req.params.date.slice(0, 7);
    const saved = await saveDoc(db, waitKind, me, checkedBranch(req), { period: month, maker: me.name, ...req.body });
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, docAnswer(SUCCESS_SAVE, saved, 'month'), created ? 201 : 200);
  });
}
