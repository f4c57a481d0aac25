// The plan's writes by hand: one cell (update_expected), a day's rooms at once (update_multi_one_day, all
// or nothing), a day closed or opened (update_status_list_day) and a day's short/late figures
// (update_report). Each runs in one transaction, makes the month row on the month's first write (source
// 'manual') and is audited with who and what changed; a refused write changes nothing. A closed day refuses
// every write but its reopening (409, the cells' message).
import { expectedApi } from '../../../contract/expected';
import { EXPECTED_CLOSED_DAY, monthDays, type DayExtras } from '../../../domain/expected';
import { SUCCESS_SAVE } from '../../../domain/messages';
import { amountDecimals, roundTo } from '../../../domain/money';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';
import { BY_BRANCH_ID, editor, orStale } from './access';
import { checkCellKey, planReport, readPlan, roomsOf } from './month-view';
import type { PlanKey } from '../../kernel/expected-plan';
import { ensureMonth, saveMonthRow, writeCell, type CellChange } from './store';
import { transact } from '../../db/transact';

export const NO_CHANGE = 'No data has been updated';
const target = (key: PlanKey) => `expected:${key.branchId}:${key.month}`;

function checkDay(key: PlanKey, day: number): void {
  if (day > monthDays(key.month)) throw new HttpError(400, `Day ${day} is not a day of ${key.month}`);
}

export function writeRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, expectedApi.updateExpected, BY_BRANCH_ID, async (req, reply) => {
    const { me, branchId } = editor(req);
    const b = req.body;
    const key = { branchId, month: b.monthEx };
    checkCellKey(await roomsOf(db, branchId), key, b.room, b.day);
    const change: CellChange = {
      room: b.room,
      day: b.day,
      baseRev: b.baseRev,
      ...(b.type === 'comment' ? {} : { rate: roundTo(b.rate, amountDecimals(branchId)) }),
      ...(b.type === 'rate' ? {} : { comment: b.comment.trim() }),
    };
    return orStale(reply, () =>
      transact(db, async (trx) => {
        const month = await ensureMonth(trx, key, 'manual', me.name);
        const res = await writeCell(trx, key, month.closedDays, change, me.name);
        if (res.changed) {
          const { before, cell } = res;
          await audit(trx, me.id, 'expected.cell', target(key), {
            by: me.name,
            room: cell.room,
            day: cell.day,
            rate: [before.rate, cell.rate],
            comment: [before.comment, cell.comment],
          });
        }
        return { status: 1 as const, msg: res.changed ? SUCCESS_SAVE : NO_CHANGE, data: res.cell };
      }),
    );
  });

  route(app, expectedApi.updateMultiOneDay, BY_BRANCH_ID, async (req, reply) => {
    const { me, branchId } = editor(req);
    const { day, list } = req.body;
    const key = { branchId, month: req.params.month };
    checkDay(key, day);
    const rooms = await roomsOf(db, branchId);
    const seen = new Set<string>();
    for (const c of list) {
      checkCellKey(rooms, key, c.room, day);
      if (seen.has(c.room)) throw new HttpError(400, `Room ${c.room} is listed twice`);
      seen.add(c.room);
    }
    const decimals = amountDecimals(branchId);
    return orStale(reply, () =>
      transact(db, async (trx) => {
        const month = await ensureMonth(trx, key, 'manual', me.name);
        if (month.closedDays.includes(day)) throw new HttpError(409, EXPECTED_CLOSED_DAY);
        const cells = [];
        const changes = [];
        for (const c of list) {
          const change = { room: c.room, day, rate: roundTo(c.rate, decimals), comment: c.comment.trim() };
          const res = await writeCell(trx, key, month.closedDays, { ...change, baseRev: c.baseRev }, me.name);
          cells.push(res.cell);
          if (res.changed)
            changes.push({ room: c.room, rate: [res.before.rate, change.rate], comment: change.comment });
        }
        if (changes.length > 0) await audit(trx, me.id, 'expected.day', target(key), { by: me.name, day, changes });
        return { status: 1 as const, msg: changes.length > 0 ? SUCCESS_SAVE : NO_CHANGE, data: cells };
      }),
    );
  });

  route(app, expectedApi.updateStatusListDay, BY_BRANCH_ID, async (req) => {
    const { me, branchId } = editor(req);
    const { colum: day, closed } = req.body;
    const key = { branchId, month: req.params.month };
    checkDay(key, day);
    return transact(db, async (trx) => {
      const month = await ensureMonth(trx, key, 'manual', me.name);
      const close = closed ?? !month.closedDays.includes(day);
      const others = month.closedDays.filter((d) => d !== day);
      const closedDays = (close ? [...others, day] : others).sort((a, b) => a - b);
      await saveMonthRow(trx, key, { closedDays }, me.name);
      await audit(trx, me.id, close ? 'expected.close_day' : 'expected.open_day', target(key), { by: me.name, day });
      return { status: 1 as const, msg: SUCCESS_SAVE, listSaveDay: closedDays };
    });
  });

  route(app, expectedApi.updateReport, BY_BRANCH_ID, async (req) => {
    const { me, branchId } = editor(req);
    const b = req.body;
    const key = { branchId, month: b.monthEx };
    checkDay(key, b.day);
    const decimals = amountDecimals(branchId);
    const figures: DayExtras = {
      sumShort: b.sumShort,
      sumLate: b.sumLate,
      sumRateShort: roundTo(b.sumRateShort, decimals),
      sumRateLate: roundTo(b.sumRateLate, decimals),
    };
    await transact(db, async (trx) => {
      const month = await ensureMonth(trx, key, 'manual', me.name);
      if (month.closedDays.includes(b.day)) throw new HttpError(409, EXPECTED_CLOSED_DAY);
      const before = month.dayReports[String(b.day)] ?? null;
      await saveMonthRow(trx, key, { dayReports: { ...month.dayReports, [b.day]: figures } }, me.name);
      await audit(trx, me.id, 'expected.day_report', target(key), { by: me.name, day: b.day, before, after: figures });
    });
    const plan = await readPlan(db, key);
    return { status: 1 as const, msg: SUCCESS_SAVE, data: planReport(plan.cells, plan.row, plan.rooms.length, key) };
  });
}
