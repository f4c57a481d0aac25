// Advanced invoice search of /find_bill (any typeFind but rcsum): a year of accountant sums (ACC SUM),
// debits on sum (ACC DEBIT ON SUM) or the debit book (ACC DEBIT), by name, hotel invoice, service invoice or
// payment number, anywhere in the field or (exact) the whole of it. Same engine as the reception search.
import { accApi } from '../../../contract/acc';
import { ACC_VIEW_ROLES } from '../../../domain/acc-rules';
import { NO_DATA } from '../../../domain/messages';
import { searchKeyCheck } from '../../../domain/validation';
import type { ServerContext, ZodApp } from '../../context';
import { findRows, type RowSearch } from '../../docs/row-index';
import { route, sendJson } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { checkedBranch } from '../../plugins/guard';
import { findInBook } from './debit-book';
import { ACC_INDEX, DEBIT_INDEX } from './kind';

const LIMIT = 200;

export function searchRoutes(app: ZodApp, { db }: ServerContext): void {
  /** "Key search is empty", "Length key search > 2" (400); the key upper-cased; "Have not data" (404) when nothing matches. */
  route(app, accApi.findOneHi, { branch: 'branchId', roles: ACC_VIEW_ROLES }, async (req, reply) => {
    const check = searchKeyCheck(req.params.key);
    if (!check.ok) throw new HttpError(400, check.error);
    const { module, type, year, exact } = req.params;
    const search: RowSearch = {
      branchId: checkedBranch(req),
      field: type === 'payment' ? 'pay' : type,
      key: check.key,
      limit: LIMIT,
      year,
      exact: exact === 'true',
    };
    const data =
      module === 'debit'
        ? await findInBook(db, search)
        : await findRows(db, module === 'accsum' ? ACC_INDEX : DEBIT_INDEX, search);
    if (data === '[]') throw new HttpError(404, NO_DATA);
    return sendJson(reply, `{"status":1,"msg":"ok","data":${data}}`);
  });
}
