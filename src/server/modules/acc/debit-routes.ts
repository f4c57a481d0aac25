// The month's debit on sum (ACC DEBIT AREA): read it with the month's debit rows collected from its day
// reports, save it, move rows of days 01-03 into the previous month's with the duplicates answered back,
// add duplicates anyway, CONFIRM END MONTH into the debit book, and read the book.
import { accApi } from '../../../contract/acc';
import { MAX_ROWS } from '../../../contract/rc';
import {
  appendLog,
  collectDebitRows,
  doubleDebitLogLine,
  movedRow,
  splitDuplicates,
  withFreshIds,
} from '../../../domain/acc-debit';
import {
  ACC_VIEW_ROLES,
  ACC_WRITE_ROLES,
  DEBIT_ALREADY_COPIED,
  DEBIT_COPY_DONE,
  DOUBLE_DEBIT,
  MAKE_DEBIT_ON_SUM,
  MOVE_DAYS_ONLY,
  UPDATE_SUCCESS,
} from '../../../domain/acc-rules';
import { versionRange } from '../../../domain/acc-period';
import { canMoveToDebit } from '../../../domain/carry';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { NULL_DAY, SUCCESS_SAVE } from '../../../domain/messages';
import { ACC_KIND, ACC_DEBIT_KIND } from '../../../domain/report-kinds';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { TOO_LARGE } from '../../docs/invoice-rows';
import { originOf } from '../../docs/origin';
import { docAnswer, docJson, latestDoc } from '../../docs/store';
import { amendDoc, saveDoc } from '../../docs/write';
import type { AuthUser } from '../../kernel/auth-user';
import { route, sendJson } from '../../kernel/route';
import { HttpError, nowIso, refuse } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { bookRows, confirmMonth } from './debit-book';
import { accDebitKind, rowsOf } from './kind';
import { loadDays } from './period';

const view = { branch: 'branchId', roles: ACC_VIEW_ROLES };
const write = { branch: 'branchId', roles: ACC_WRITE_ROLES };

/** The rows a debit on sum may hold: as many as a save takes, so what the server adds can always be saved back. */
function keepWithinMax(rows: readonly InvoiceRow[]): readonly InvoiceRow[] {
  if (rows.length > MAX_ROWS) throw new HttpError(422, `A debit on sum holds at most ${MAX_ROWS} rows`);
  return rows;
}

/** Domain computations on rows a caller sent can overflow: a clear 400, never a 500. */
function computed<T>(make: () => T): T {
  try {
    return make();
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, TOO_LARGE);
    throw err;
  }
}

/** Adds duplicates anyway (new IDs where taken, a log line each) to a month's debit on sum. */
async function addDupes(db: Db, me: AuthUser, branchId: number, month: string, rows: readonly InvoiceRow[]) {
  const at = nowIso();
  const { result } = await amendDoc(db, accDebitKind, me, branchId, month, 'add_dupe_debit', (before) => {
    const taken = new Set(before.map((r) => r.ID));
    const added = withFreshIds(
      rows.map((r) => ({ ...r, log: appendLog(r.log, doubleDebitLogLine(me.name, at)) })),
      taken,
    );
    return {
      rows: keepWithinMax([...before, ...added]),
      result: added.length,
      detail: { added: added.map((r) => r.ID) },
    };
  });
  return { status: 1 as const, msg: UPDATE_SUCCESS, added: result };
}

export function debitRoutes(app: ZodApp, { db }: ServerContext): void {
  /** The stored debit on sum ('ok') or none ('null'), and `collected`: the month's debit rows of its day reports (RESET DATA). */
  route(app, accApi.getDebitOnSum, view, async (req, reply) => {
    const branchId = checkedBranch(req);
    const { month } = req.params;
    const { from, to } = versionRange(month);
    const [debit, days] = await Promise.all([
      latestDoc(db, ACC_DEBIT_KIND, branchId, month),
      loadDays(db, branchId, from, to),
    ]);
    const collected = JSON.stringify(computed(() => collectDebitRows(days, branchId)));
    const data = debit ? docJson(debit, 'month') : 'null';
    return sendJson(reply, `{"status":1,"msg":"${debit ? 'ok' : 'null'}","data":${data},"collected":${collected}}`);
  });

  /** Save: version 1 revision 0 makes the month's first; stale refusals as for every report. */
  route(app, accApi.saveDebitOnSum, write, async (req, reply) => {
    const saved = await saveDoc(
      db,
      accDebitKind,
      currentUser(req),
      checkedBranch(req),
      { period: req.params.month, ...req.body },
      originOf(req),
    );
    const created = saved.version === 1 && saved.revision === 1;
    return sendJson(reply, docAnswer(SUCCESS_SAVE, saved, 'month'), created ? 201 : 200);
  });

  /**
   * Rows of a day report (days 01-03 only) moved to the previous month's debit on sum (made if the month has
   * none): DEBIT_ prefix, dated the previous month's last day. Rows whose bill is already there come back as
   * duplicates ("Have Double Debit Bill"), not added.
   */
  route(app, accApi.moveToDebit, write, async (req) => {
    const me = currentUser(req);
    const branchId = checkedBranch(req);
    const day = req.params.date;
    if (!canMoveToDebit(day, false)) throw new HttpError(422, MOVE_DAYS_ONLY);
    const sum = await latestDoc(db, ACC_KIND, branchId, day);
    if (!sum) throw new HttpError(404, NULL_DAY);
    const byId = new Map(rowsOf(sum.content).map((r) => [r.ID, r]));
    const missing = req.body.ids.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw refuse(422, 'DEBIT_UPDATE_MISSING_ROWS', { rows: missing.slice(0, 5).join(', '), day });
    const at = nowIso();
    const moved = computed(() =>
      req.body.ids.map((id) => movedRow(byId.get(id) as InvoiceRow, day, branchId, me.name, at)),
    );
    const month = moved[0].date.slice(0, 7);
    const { result } = await amendDoc(db, accDebitKind, me, branchId, month, 'move_to_debit', (before) => {
      const split = splitDuplicates(
        before,
        moved.map((m) => m.row),
      );
      const fresh = withFreshIds(split.fresh, new Set(before.map((r) => r.ID)));
      return {
        rows: fresh.length > 0 ? keepWithinMax([...before, ...fresh]) : null,
        result: { added: fresh.length, duplicates: split.duplicates },
        detail: { from: `${ACC_KIND}:${branchId}:${day}:${sum.version}`, moved: fresh.map((r) => r.ID) },
      };
    });
    const msg = result.duplicates.length > 0 ? DOUBLE_DEBIT : UPDATE_SUCCESS;
    return { status: 1, msg, month, added: result.added, duplicates: result.duplicates };
  });

  /** One duplicate added anyway. */
  route(app, accApi.addOneDupe, write, async (req) => {
    if (req.body.rows.length !== 1) throw new HttpError(400, 'Add one duplicate at a time (add all adds the list)');
    return addDupes(db, currentUser(req), checkedBranch(req), req.params.month, req.body.rows);
  });

  /** Every duplicate added anyway. */
  route(app, accApi.addListDupe, write, async (req) =>
    addDupes(db, currentUser(req), checkedBranch(req), req.params.month, req.body.rows),
  );

  /** CONFIRM END MONTH: the month's debit-on-sum rows not Paid copied into the debit book, once. */
  route(app, accApi.confirmMonth, write, async (req) => {
    const branchId = checkedBranch(req);
    const month = `${req.params.year}-${req.params.month}`;
    const debit = await latestDoc(db, ACC_DEBIT_KIND, branchId, month);
    if (!debit) throw new HttpError(409, MAKE_DEBIT_ON_SUM);
    const done = await confirmMonth(db, currentUser(req), debit);
    return { status: 1, msg: done.already ? DEBIT_ALREADY_COPIED : DEBIT_COPY_DONE, ...done };
  });

  /** The debit book's rows of a month (their paid state and log as the book keeps them). */
  route(app, accApi.viewNewDebit, view, async (req) => {
    const data = await bookRows(db, checkedBranch(req), req.params.month);
    return { status: 1, msg: data.length > 0 ? 'ok' : 'null', data };
  });
}
