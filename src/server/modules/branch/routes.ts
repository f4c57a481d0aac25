import { branchApi, type BranchOtherBody, type BranchRecord } from '../../../contract/branch';
import { ROLE, ROLE_SET } from '../../../domain/roles';
import { MISTAKE_BRANCH, reachableBranches } from '../../../domain/scope';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { HttpError, parseJson } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { SIGNED_IN } from '../../kernel/policy';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { figuresOf } from '../../kernel/branch-figures';
import { remindSteps } from '../../../domain/debit-remind';

type BranchRow = Awaited<ReturnType<typeof branchRow>>;

async function branchRow(db: Db, id: number) {
  const row = await db.selectFrom('branches').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Branch not found');
  return row;
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The record the admin's Branch section edits: the columns, the figures in force and the stored settings. */
function recordOf(b: BranchRow): BranchRecord {
  const other = parseJson<Record<string, unknown>>(b.other, {});
  const figures = figuresOf(b.id, b.rooms, b.other);
  const day = typeof other.surveyDay === 'number' ? other.surveyDay : 1;
  return {
    branchID: b.id,
    code: b.code,
    name: b.name,
    area: b.area,
    room: b.rooms,
    sumRate: figures.sumRate,
    fixedExpense: figures.fixedExpense,
    surveyDay: day,
    serviceRate: figures.rates,
    remindDays: remindSteps(other),
    other,
  };
}

/** The fields a change named, as they were or are (the audit's before and after). */
function changedOf(r: BranchRecord, body: BranchOtherBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof BranchOtherBody)[]) {
    if (key === 'serviceRate')
      out.serviceRate = Object.fromEntries(Object.keys(body.serviceRate ?? {}).map((k) => [k, r.serviceRate[k]]));
    else if (key === 'rooms') out.rooms = r.room;
    else out[key] = r[key];
  }
  return out;
}

const ACC_ROLES: readonly number[] = [ROLE.ACC_LEADER, ROLE.ACC_CHIEF];

/** The accountant leader and chief change the reminder days only; the branch manager everything else it may. */
function refuseOutsideRole(role: number, body: BranchOtherBody): void {
  const keys = Object.keys(body);
  if (ACC_ROLES.includes(role) && keys.some((k) => k !== 'remindDays'))
    throw new HttpError(403, 'The accountant leader and chief may change the reminder days of a branch only');
  if (role === ROLE.MANAGER && keys.includes('remindDays'))
    throw new HttpError(403, 'Only the admin, the CEO or an accountant leader may change the reminder days');
}

export function branchRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, branchApi.inform, { branch: 'x' }, async (req) => {
    const b = await branchRow(db, req.branchId ?? 0);
    return {
      status: 1,
      msg: 'ok',
      data: { branchID: b.id, code: b.code, name: b.name, area: b.area, room: b.rooms, other: parseJson(b.other, {}) },
    };
  });

  route(app, branchApi.name, { branch: 'x' }, async (req) => {
    const b = await branchRow(db, req.branchId ?? 0);
    return { status: 1, msg: 'ok', data: b.name };
  });

  route(app, branchApi.area, { branch: 'x' }, async (req) => {
    const b = await branchRow(db, req.branchId ?? 0);
    return { status: 1, msg: 'ok', data: b.area };
  });

  /** Rooms of the user's branch (or of `?branch=` when the user may reach it: pickers use it). */
  route(app, branchApi.rooms, SIGNED_IN, async (req, reply) => {
    const me = currentUser(req);
    const id = req.query.branch || me.branchID;
    if (!reachableBranches(me).some((b) => b.id === id))
      return reply.code(403).send({ status: 0, msg: MISTAKE_BRANCH });
    const rooms = await db
      .selectFrom('rooms')
      .select(['number', 'type', 'floor'])
      .where('branch_id', '=', id)
      .orderBy('number')
      .execute();
    return { status: 1, msg: 'ok', data: rooms };
  });

  /** Area to list of branch name and branchID, limited to the branches the user may reach. */
  route(app, branchApi.areas, SIGNED_IN, async (req) => {
    const reachable = new Set(reachableBranches(currentUser(req)).map((b) => b.id));
    const rows = await db.selectFrom('branches').select(['id', 'name', 'area']).orderBy('id').execute();
    const data: Record<string, { name: string; branchID: number }[]> = {};
    for (const r of rows) if (reachable.has(r.id)) (data[r.area] ??= []).push({ name: r.name, branchID: r.id });
    return { status: 1, msg: 'ok', data };
  });

  route(app, branchApi.cardTitles, SIGNED_IN, async () => {
    const rows = await db.selectFrom('card_titles').select(['key', 'name']).orderBy('sort').execute();
    return { status: 1, msg: 'ok', data: rows };
  });

  /**
   * Branch settings: admin and CEO anywhere (name, rooms, rates, fixed expense, prices, survey day), the branch
   * manager for the own branch (exchange rate, fixed expense, survey day). The reports read them at once
   * (kernel/branch-figures.ts, guest number). Audited with what they were before.
   */
  route(
    app,
    branchApi.updateOther,
    { branch: 'branchId', roles: [ROLE.ADMIN, ROLE.MANAGER, ROLE.CEO, ROLE.ACC_LEADER, ROLE.ACC_CHIEF] },
    async (req) => {
      const me = currentUser(req);
      const b = await branchRow(db, req.branchId ?? 0);
      const { name, rooms, serviceRate, ...settings } = req.body;
      const adminOnly = name !== undefined || rooms !== undefined || serviceRate !== undefined;
      if (adminOnly && !ROLE_SET.admin.includes(me.role))
        throw new HttpError(403, 'Only the admin or the CEO may change the name, rooms or prices of a branch');
      refuseOutsideRole(me.role, req.body);
      const before = recordOf(b);
      const stored = parseJson<Record<string, unknown>>(b.other, {});
      const prices = { ...(isPlain(stored.serviceRate) ? stored.serviceRate : {}), ...(serviceRate ?? {}) };
      const merged = { ...stored, ...settings, ...(serviceRate ? { serviceRate: prices } : {}) };
      await db
        .updateTable('branches')
        .set({ other: JSON.stringify(merged), name: name ?? b.name, rooms: rooms ?? b.rooms })
        .where('id', '=', b.id)
        .execute();
      const after = recordOf(await branchRow(db, b.id));
      await audit(db, me.id, 'branch.update_other', `branch:${b.id}`, {
        branchId: b.id,
        before: changedOf(before, req.body),
        after: changedOf(after, req.body),
      });
      return { status: 1, msg: 'Update Success', data: after };
    },
  );

  route(app, branchApi.listOther, { branch: 'branch', roles: ROLE_SET.admin }, async (req) => {
    const b = await branchRow(db, req.branchId ?? 0);
    return { status: 1, msg: 'ok', data: recordOf(b) };
  });
}
