import { cellAnswer, cellsAnswer } from '../../../contract/expected';
import type { ApiError } from '../../lib/api';
import { onOutboxDone, onOutboxRejected, type OutboxEntry } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { loadPlan, sendCell, sendDay, type CellBody, type DayBody } from './expected-api';
import {
  addConflict,
  keepWaiting,
  keyOf,
  know,
  setPending,
  settled,
  staleBody,
  type Target,
} from './expected-conflicts';
import { planAtom, savingAtom, type Cell, type Pending } from './expected-state';
import { baseRevOf, cellKey } from './expected-view';

// Sending cell changes: at once when online, through the outbox when not (replayed when back online).
// Each cell's changes go one after the other, each based on the rev the last answer gave; a refusal
// becomes a conflict that keeps what the user typed beside the server's value.
export const UPDATE_SUCCESS = 'Update Success';
export const UPDATE_ERROR = 'Error when update to Server !!!';
export type SaveOutcome = 'done' | 'queued' | 'conflict' | 'error';

const lanes = new Map<string, Promise<unknown>>();
function inLane<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const run = (lanes.get(key) ?? Promise.resolve()).then(fn, fn);
  lanes.set(key, run);
  return run;
}

async function counted<T>(fn: () => Promise<T>): Promise<T> {
  appStore.set(savingAtom, (n) => n + 1);
  try {
    return await fn();
  } finally {
    appStore.set(savingAtom, (n) => n - 1);
  }
}

function knownRev(t: Target): number {
  const plan = appStore.get(planAtom);
  return plan && plan.branchId === t.branchId && plan.month === t.month ? baseRevOf(plan, t.room, t.day) : 0;
}

/** The server's cells now (read again after a refusal that did not carry them). */
async function serverCells(branchId: number, month: string): Promise<Record<string, Cell> | null> {
  const res = await loadPlan(branchId, month);
  if (!res.ok || ('stale' in res && res.stale)) return null;
  const cells = Object.fromEntries(res.data.data.cells.map((c) => [cellKey(c.room, c.day), c]));
  appStore.set(planAtom, (plan) =>
    plan && plan.branchId === branchId && plan.month === month
      ? { ...plan, cells, closed: res.data.data.listSaveDay, missing: res.data.msg === 'null' }
      : plan,
  );
  return cells;
}

type Sent = Target & Pending & { baseRev?: number };

/**
 * A refusal: 409 keeps the user's values as conflicts beside the server's; anything else is shown and
 * dropped. A day's quick edit is all or nothing: when some of its cells moved on, the others (still at the
 * rev they were based on) are sent again once, and only the moved ones become conflicts.
 */
async function refused(sent: Sent[], error: ApiError, again = true): Promise<void> {
  sent.forEach(settled);
  if (error.status !== 409) {
    toast(error.msg || UPDATE_ERROR, 'danger');
    return;
  }
  const stale = staleBody.safeParse(error.body);
  if (sent.length === 1 && stale.success) {
    addConflict(sent[0], sent[0], stale.data.current, error.msg);
    return;
  }
  const cells = await serverCells(sent[0].branchId, sent[0].month);
  const now = (t: Sent) => cells?.[cellKey(t.room, t.day)] ?? null;
  const fresh = again && stale.success ? sent.filter((t) => cells && (now(t)?.rev ?? 0) === (t.baseRev ?? 0)) : [];
  for (const t of sent) if (!fresh.includes(t)) addConflict(t, t, now(t), error.msg);
  if (fresh.length) await sendDayOnce(fresh, false);
}

/** Saves one cell's rate and comment. `baseRev`: the rev the change is based on (default: the one on screen). */
export function saveCell(t: Target, mine: Pending, baseRev?: number): Promise<SaveOutcome> {
  followExpectedOutbox();
  setPending(keyOf(t), mine);
  return inLane(keyOf(t), () =>
    counted(async () => {
      const body: CellBody = { monthEx: t.month, room: t.room, day: t.day, ...mine, type: 'both' };
      body.baseRev = baseRev ?? knownRev(t);
      const res = await sendCell(t.branchId, body);
      if (!res.ok) {
        await refused([{ ...t, ...mine, baseRev: body.baseRev }], res.error);
        return res.error.status === 409 ? 'conflict' : 'error';
      }
      if (res.queued) {
        keepWaiting(t, mine);
        return 'queued';
      }
      know(t, res.data.data);
      settled(t);
      return 'done';
    }),
  );
}

/** The quick edit of a day: the changed rooms in one call (update_multi_one_day). */
export function saveDay(
  plan: { branchId: number; month: string },
  day: number,
  rows: { room: string; rate: number; comment: string }[],
): Promise<SaveOutcome> {
  followExpectedOutbox();
  return sendDayOnce(
    rows.map((r) => ({ ...plan, day, ...r, baseRev: knownRev({ ...plan, day, room: r.room }) })),
    true,
  );
}

async function sendDayOnce(sent: Sent[], again: boolean): Promise<SaveOutcome> {
  const { branchId, month, day } = sent[0];
  sent.forEach((t) => setPending(keyOf(t), { rate: t.rate, comment: t.comment }));
  const list = sent.map((t) => ({ room: t.room, rate: t.rate, comment: t.comment, baseRev: t.baseRev }));
  const res = await counted(() => sendDay(branchId, month, { day, list }));
  if (!res.ok) {
    await refused(sent, res.error, again);
    return res.error.status === 409 ? 'conflict' : 'error';
  }
  if (res.queued) {
    sent.forEach((t) => keepWaiting(t, t));
    return 'queued';
  }
  res.data.data.forEach((c) => know(sent[0], c));
  sent.forEach(settled);
  return 'done';
}

const CELL_PATH = /^\/?expected\/(\d+)\/update_expected$/;
const DAY_PATH = /^\/?expected\/(\d+)\/update_multi_one_day\/(\d{4}-\d{2})$/;

/** The cells a queued entry changes (none when it is not a plan change). */
export function targetsOf(entry: Pick<OutboxEntry, 'path' | 'body'>): Sent[] {
  const cell = CELL_PATH.exec(entry.path);
  if (cell) {
    const b = entry.body as CellBody;
    return [
      {
        branchId: Number(cell[1]),
        month: b.monthEx,
        room: b.room,
        day: b.day,
        rate: b.rate ?? 0,
        comment: b.comment ?? '',
        baseRev: b.baseRev,
      },
    ];
  }
  const day = DAY_PATH.exec(entry.path);
  if (!day) return [];
  const b = entry.body as DayBody;
  return b.list.map((r) => ({
    branchId: Number(day[1]),
    month: day[2],
    day: b.day,
    room: r.room,
    rate: r.rate ?? 0,
    comment: r.comment ?? '',
    baseRev: r.baseRev,
  }));
}

function replayed(entry: OutboxEntry, data: unknown): void {
  const targets = targetsOf(entry);
  if (!targets.length) return;
  const one = cellAnswer.safeParse(data);
  const many = cellsAnswer.safeParse(data);
  const cells = one.success ? [one.data.data] : many.success ? many.data.data : [];
  cells.forEach((c) => know(targets[0], c));
  targets.forEach(settled);
  toast(UPDATE_SUCCESS);
}

let listening = false;
/** Follows replayed plan changes for the rest of the visit (once the plan screen was opened). */
export function followExpectedOutbox(): void {
  if (listening) return;
  listening = true;
  onOutboxDone(replayed);
  onOutboxRejected(({ entry, error }) => {
    const targets = targetsOf(entry);
    if (targets.length) void refused(targets, error);
  });
}
