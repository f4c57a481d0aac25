// The breakfast report's calls (spec 3 section 7): get_data, and update_children for a cell, a day's quick
// edit, a day opened or closed, and a scanned room. Only the supervisor (role 3) writes; the guard holds
// the branch to the caller's scope. A write on a closed day is refused and nothing is stored (the supervisor
// may reopen it: audited, and the day shows who reopened it and when); a write
// based on a value the cell no longer has is refused (409) with both values, the others still apply.
import type { FastifyReply } from 'fastify';
import { breakfastApi } from '../../../contract/breakfast';
import { mayEditBreakfast, DAY_ROW, ROOM_FIELD, isBreakfastField } from '../../../domain/breakfast';
import { CELL_CONFLICT } from '../../../domain/cells';
import { monthDays } from '../../../domain/expected';
import { SUCCESS_SAVE } from '../../../domain/messages';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import {
  applyGridWrites,
  readGridCells,
  readGridMonth,
  saveGridMonth,
  type GridResult,
  type GridWriteIn,
} from '../../kernel/grid';
import { route } from '../../kernel/route';
import { roomsOf } from '../../kernel/rooms';
import { HttpError, nowIso } from '../../lib/util';
import { checkedBranch, currentUser } from '../../plugins/guard';
import { breakfastMonth, dayRows, gridKey, monthStays, type Reopened } from './month-view';
import { scannedRoom } from './scan';
import { transact } from '../../db/transact';

export const ONLY_SUPERVISOR = 'Only the supervisor edits the breakfast report';
const BY_BRANCH = { branch: 'branch' };

export function breakfastRoutes(app: ZodApp, { db, config }: ServerContext): void {
  route(app, breakfastApi.getData, BY_BRANCH, async (req) => {
    const me = currentUser(req);
    return { status: 1 as const, msg: 'ok', data: await breakfastMonth(db, me, checkedBranch(req), req.params.month) };
  });

  route(app, breakfastApi.updateChildren, BY_BRANCH, async (req, reply) => {
    const me = currentUser(req);
    if (!mayEditBreakfast(me.role)) throw new HttpError(403, ONLY_SUPERVISOR);
    const branchId = checkedBranch(req);
    const { type, month } = req.params;
    const b = req.body;
    if (b.day > monthDays(month)) throw new HttpError(400, `Day ${b.day} is not a day of ${month}`);
    const key = gridKey(branchId, month);
    const rooms = new Set((await roomsOf(db, branchId)).map((r) => r.number));
    const target = `breakfast:${branchId}:${month}`;

    if (type === 'status') {
      const listSaveDay = await transact(db, async (trx) => {
        const m = await readGridMonth(trx, key);
        const close = b.closed ?? !m.closedDays.includes(b.day);
        const others = m.closedDays.filter((d) => d !== b.day);
        const closedDays = (close ? [...others, b.day] : others).sort((x, y) => x - y);
        // Only a change is stored and audited; a reopening is also kept on the month, which the screen shows.
        if (close === m.closedDays.includes(b.day)) return m.closedDays;
        const reopened = { ...(m.flags.reopened as Record<string, Reopened> | undefined) };
        if (!close) reopened[b.day] = { by: me.name, at: nowIso() };
        await saveGridMonth(trx, key, { closedDays, flags: { reopened } }, me.name);
        await audit(trx, me.id, close ? 'breakfast.close_day' : 'breakfast.open_day', target, {
          by: me.name,
          day: b.day,
        });
        return closedDays;
      });
      return answer(reply, { branchId, month, day: b.day }, [], listSaveDay);
    }

    let writes: GridWriteIn[];
    let room: string | undefined;
    if (type === 'scan') {
      if (!b.code || b.delta === undefined || !b.key) throw new HttpError(400, 'A scan needs code, delta and key');
      room = await scannedRoom(db, config.jwtSecret, b.code, branchId, rooms);
      writes = [{ key: b.key, row: room, day: b.day, field: ROOM_FIELD, write: { op: 'add', delta: b.delta } }];
    } else {
      const list =
        type === 'list'
          ? (b.list ?? [])
          : b.colum !== undefined && b.value !== undefined && b.base !== undefined && b.key
            ? [{ colum: b.colum, value: b.value, base: b.base, key: b.key }]
            : null;
      if (!list || list.length === 0)
        throw new HttpError(400, 'Nothing to save: colum, value, base and key are needed');
      writes = list.map((w) => {
        const isRoom = rooms.has(w.colum);
        if (!isRoom && !isBreakfastField(w.colum))
          throw new HttpError(400, `Room ${w.colum} is not a room of this branch`);
        return {
          key: w.key,
          row: isRoom ? w.colum : DAY_ROW,
          day: b.day,
          field: isRoom ? ROOM_FIELD : w.colum,
          write: { op: 'set' as const, value: w.value, base: w.base },
        };
      });
    }
    const { results, listSaveDay } = await transact(db, async (trx) => {
      const m = await readGridMonth(trx, key);
      const res = await applyGridWrites(trx, key, writes, me, m.closedDays);
      const changed = res.filter((r) => r.result === 'applied' && !r.replayed);
      if (changed.length > 0)
        await audit(trx, me.id, `breakfast.${type}`, target, {
          by: me.name,
          day: b.day,
          changes: changed.map((r) =>
            r.result === 'applied' ? { row: r.row, field: r.field, before: r.before, after: r.value } : null,
          ),
        });
      return { results: res, listSaveDay: m.closedDays };
    });
    return answer(reply, { branchId, month, day: b.day }, results, listSaveDay, room);
  });

  /** The answer of a write: the day's rows after it; 409 with every outcome when a cell had moved on. */
  async function answer(
    reply: FastifyReply,
    at: { branchId: number; month: string; day: number },
    results: GridResult[],
    listSaveDay: number[],
    room?: string,
  ) {
    const [cells, stays] = await Promise.all([
      readGridCells(db, gridKey(at.branchId, at.month)),
      monthStays(db, at.branchId, at.month),
    ]);
    const day = dayRows(
      cells.filter((c) => c.day === at.day),
      stays,
      at.month,
      [at.day],
    )[0];
    const ok = { status: 1 as const, msg: SUCCESS_SAVE, results, day, listSaveDay, ...(room ? { room } : {}) };
    if (!results.some((r) => r.result === 'conflict')) return ok;
    return reply.code(409).send({ ...ok, status: 0, msg: CELL_CONFLICT });
  }
}
