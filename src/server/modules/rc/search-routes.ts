// Invoice searches over the latest version of each day (the rc_rows index): the find-invoice dialog
// and the advanced search of /find_bill/rcsum.
import { sql } from 'kysely';
import { rcApi } from '../../../contract/rc';
import { NO_DATA } from '../../../domain/messages';
import { searchKeyCheck } from '../../../domain/validation';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/util';
import { route, sendJson } from '../../kernel/route';
import { checkedBranch } from '../../plugins/guard';

const policy = { branch: 'branchId' };
const FIND_LIMIT = 50;
const ADVANCED_LIMIT = 200;

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: 'name' | 'hi' | 'si' | 'pay', text: string) =>
  sql<boolean>`${sql.ref(column)} like ${contains(text)} escape '\\'`;

type Field = 'name' | 'hi' | 'si' | 'pay' | 'invoice';

async function hits(
  db: Db,
  branchId: number,
  field: Field,
  key: string,
  limit: number,
  year?: string,
): Promise<string> {
  let q = db.selectFrom('rc_rows').select(['day', 'version', 'row']).where('branch_id', '=', branchId);
  if (year) q = q.where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`);
  q = field === 'invoice' ? q.where((eb) => eb.or([like('hi', key), like('si', key)])) : q.where(like(field, key));
  const rows = await q.orderBy('day', 'desc').orderBy('id').limit(limit).execute();
  return `[${rows.map((r) => `{"day":"${r.day}","version":${r.version},"row":${r.row}}`).join(',')}]`;
}

export function searchRoutes(app: ZodApp, { db }: ServerContext): void {
  /** Find-invoice dialog: by name or by invoice id (HI or SI), at least 3 characters, newest day first, 50 at most. */
  route(app, rcApi.findInvoice, policy, async (req, reply) => {
    const field = req.params.type === 'name' ? 'name' : 'invoice';
    const data = await hits(db, checkedBranch(req), field, req.body.value.toUpperCase(), FIND_LIMIT);
    const msg = data === '[]' ? NO_DATA : 'ok';
    return sendJson(reply, `{"status":1,"msg":"${msg}","data":${data}}`);
  });

  /** Advanced search in a year: name, hotel invoice, service invoice or payment number; "Have not data" (404) when none. */
  route(app, rcApi.findOneHi, policy, async (req, reply) => {
    const check = searchKeyCheck(req.params.key);
    if (!check.ok) throw new HttpError(400, check.error);
    const field = req.params.type === 'payment' ? 'pay' : req.params.type;
    const data = await hits(db, checkedBranch(req), field, check.key, ADVANCED_LIMIT, req.params.year);
    if (data === '[]') throw new HttpError(404, NO_DATA);
    return sendJson(reply, `{"status":1,"msg":"ok","data":${data}}`);
  });
}
