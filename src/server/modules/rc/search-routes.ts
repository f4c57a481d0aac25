// Invoice searches over the latest version of each day (the rc_rows index, docs/row-index.ts): the
// find-invoice dialog and the advanced search of /find_bill/rcsum.
import { rcApi } from '../../../contract/rc';
import { NO_DATA } from '../../../domain/messages';
import { searchKeyCheck } from '../../../domain/validation';
import type { ServerContext, ZodApp } from '../../context';
import { findRows, RC_INDEX } from '../../docs/row-index';
import { HttpError } from '../../lib/util';
import { route, sendJson } from '../../kernel/route';
import { checkedBranch } from '../../plugins/guard';

const policy = { branch: 'branchId' };
const FIND_LIMIT = 50;
const ADVANCED_LIMIT = 200;

export function searchRoutes(app: ZodApp, { db }: ServerContext): void {
  /** Find-invoice dialog: by name or by invoice id (HI or SI), at least 3 characters, newest day first, 50 at most. */
  route(app, rcApi.findInvoice, policy, async (req, reply) => {
    const field = req.params.type === 'name' ? 'name' : 'invoice';
    const data = await findRows(db, RC_INDEX, {
      branchId: checkedBranch(req),
      field,
      key: req.body.value.toUpperCase(),
      limit: FIND_LIMIT,
    });
    const msg = data === '[]' ? NO_DATA : 'ok';
    return sendJson(reply, `{"status":1,"msg":"${msg}","data":${data}}`);
  });

  /** Advanced search in a year: name, hotel invoice, service invoice or payment number; "Have not data" (404) when none. */
  route(app, rcApi.findOneHi, policy, async (req, reply) => {
    const check = searchKeyCheck(req.params.key);
    if (!check.ok) throw new HttpError(400, check.error);
    const field = req.params.type === 'payment' ? 'pay' : req.params.type;
    const data = await findRows(db, RC_INDEX, {
      branchId: checkedBranch(req),
      field,
      key: check.key,
      limit: ADVANCED_LIMIT,
      year: req.params.year,
    });
    if (data === '[]') throw new HttpError(404, NO_DATA);
    return sendJson(reply, `{"status":1,"msg":"ok","data":${data}}`);
  });
}
