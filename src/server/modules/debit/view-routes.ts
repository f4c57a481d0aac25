// Reading the debit book: the reception page (view_debit), the accountant page (view_debit_by_rc), the
// aging view, and lines reception adds by hand (up_rcdebit, duplicates answered back).
import { debitApi } from '../../../contract/debit';
import { splitDuplicates } from '../../../domain/acc-debit';
import { isDebitAction } from '../../../domain/invoice-row';
import { agingScope } from '../../../domain/debit-aging';
import { parseDebitPeriod, periodOf, typeFilter } from '../../../domain/debit-query';
import { DOUBLE_DEBIT } from '../../../domain/acc-rules';
import { ROLE, ROLE_SET } from '../../../domain/roles';
import { checkArea, checkBranch, reachableBranches } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { agingView } from '../../debits/aging';
import { lineValues } from '../../debits/columns';
import { debitPage, pageFilter } from '../../debits/page';
import { historyRow, insertLine, LINE_COLUMNS, withHistory } from '../../debits/store';
import { trail } from '../../kernel/trail';
import { route } from '../../kernel/route';
import { todayOf } from '../../kernel/today';
import { HttpError, nowIso } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { transact } from '../../db/transact';

const view = { branch: 'branchId', roles: ROLE_SET.accDebit };
const ADD_ROLES = [ROLE.RECEPTION, ROLE.ACCOUNTANT, ROLE.ACC_LEADER, ROLE.ACC_CHIEF];
const NOT_DEBIT = 'Only rows whose action is a debit (DEBIT PAY, DEBIT COMPANY, ...) go to the debit book';

/**
 * A reception line is known by its row ID in its branch (a later send of the sum updates the line of
 * that ID): a fresh row whose ID is a line's already (settled or deleted ones too, which are no
 * duplicate bills), or that repeats an earlier row's ID, is refused before anything is written.
 */
async function refuseTakenIds(db: Db, branchId: number, fresh: readonly { ID: string }[]): Promise<void> {
  if (fresh.length === 0) return;
  const seen = new Set<string>();
  for (const r of fresh) {
    if (seen.has(r.ID)) throw new HttpError(422, `Row ${r.ID} is twice in the list`);
    seen.add(r.ID);
  }
  const taken = await db
    .selectFrom('debits')
    .select('row_id')
    .where('branch_id', '=', branchId)
    .where('book', '=', 'rc')
    .where('row_id', 'in', [...seen])
    .executeTakeFirst();
  if (taken) throw new HttpError(409, `Row ${taken.row_id} is in the debit book already`);
}

export function viewRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, debitApi.viewDebit, view, async (req) => {
    const period = parseDebitPeriod(req.params.period);
    if (!period) throw new HttpError(400, 'period: Period must be YYYY, YYYY-MM or YYYY-MM-DD');
    const base = {
      branchId: checkedBranch(req),
      book: req.query.book ?? 'rc',
      period,
      type: typeFilter(req.params.type),
    };
    const data = await debitPage(db, pageFilter(base, req.query));
    return { status: 1 as const, msg: data.total > 0 ? 'ok' : 'null', data };
  });

  route(app, debitApi.viewDebitByRc, view, async (req) => {
    const period = parseDebitPeriod(periodOf(req.params.year, req.params.month));
    if (!period) throw new HttpError(400, 'year: Year must be YYYY');
    const type = typeFilter(req.query.type ?? 'ALL');
    const base = { branchId: checkedBranch(req), book: req.query.book ?? 'acc', period, type };
    const data = await debitPage(db, pageFilter(base, req.query));
    return { status: 1 as const, msg: data.total > 0 ? 'ok' : 'null', data };
  });

  route(app, debitApi.upRcDebit, { branch: 'branchId', roles: ADD_ROLES }, async (req) => {
    const me = currentUser(req);
    const branchId = checkedBranch(req);
    const { day, rows } = req.body;
    if (rows.some((r) => !isDebitAction(r.action))) throw new HttpError(422, NOT_DEBIT);
    const at = nowIso();
    const source = `Added by ${me.name}`;
    // The duplicate check and the inserts are one transaction, so two adds at once cannot both add a bill.
    const { ids, split } = await transact(db, async (trx) => {
      const open = await trx
        .selectFrom('debits')
        .select(['row_id as ID', 'hi as HI', 'si as SI'])
        .where('branch_id', '=', branchId)
        .where('book', '=', 'rc')
        .where('paid', 'in', ['Debit', 'Non Paid'])
        .execute();
      const split = splitDuplicates(open, rows);
      await refuseTakenIds(trx, branchId, split.fresh);
      const out: number[] = [];
      for (const row of split.fresh) {
        const line = lineValues({ book: 'rc', branchId, day, row, paid: 'Debit', source, at });
        out.push(await insertLine(trx, line, [historyRow(me, 'create', `${at} Debit added by ${me.name}`, at)]));
      }
      await trail(trx, me, 'debit.add', `debit:${branchId}:${day}`, {
        ids: out,
        duplicates: split.duplicates.length,
        before: null,
        after: split.fresh.map((r) => ({ ID: r.ID, HI: r.HI, SI: r.SI, name: r.name, paid: 'Debit', sub: r.sub })),
      });
      return { ids: out, split };
    });
    const added = ids.length
      ? await withHistory(
          db,
          await db.selectFrom('debits').select(LINE_COLUMNS).where('id', 'in', ids).orderBy('id').execute(),
        )
      : [];
    const msg = split.duplicates.length > 0 ? DOUBLE_DEBIT : 'SUCCESS SAVE DATA';
    return { status: 1 as const, msg, added, duplicates: split.duplicates };
  });

  route(app, debitApi.aging, { roles: ROLE_SET.accDebit }, async (req) => {
    const me = currentUser(req);
    const { area, branch, type, book, asOf } = req.query;
    if (area && !checkArea(me, area)) throw new HttpError(403, 'Mistake Branch Area');
    let branches = reachableBranches(me);
    if (agingScope(me.role) === 'branch' && branch === undefined)
      branches = branches.filter((b) => b.id === me.branchID);
    if (area) branches = branches.filter((b) => b.area === area);
    // Branch 0 is the user's own branch (spec 2 section 6), as checkBranch reads it: not "no branch".
    if (branch !== undefined) {
      const check = checkBranch(me, branch);
      if (!check.ok) throw new HttpError(403, check.msg);
      branches = branches.filter((b) => b.id === check.branchId);
    }
    const names = new Map(branches.map((b) => [b.id, b.name]));
    const data = await agingView(
      db,
      {
        book: book ?? 'rc',
        branches: branches.map((b) => b.id),
        type: typeFilter(type ?? 'ALL'),
        asOf: asOf ?? todayOf(me.branchID),
      },
      names,
    );
    return { status: 1 as const, msg: 'ok', data };
  });
}
