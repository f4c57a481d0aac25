import { cellAnswer, cellsAnswer } from '../../../contract/expected';
import type { ApiError } from '../../lib/api';
import { lanes, outboxAdapter } from '../../lib/grid';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { loadPlan, sendCell, sendDay, type CellBody } from './expected-api';
import { planWrites, sentOf, type Sent } from './expected-entries';
import {
  addConflict,
  keepWaiting,
  keyOf,
  know,
  setPending,
  settleConflict,
  settled,
  staleBody,
  type Target,
} from './expected-conflicts';
import { planAtom, savingAtom, type Cell, type Pending } from './expected-state';
import { cellKey } from './expected-view';

// Sending cell changes on the shared grid (lib/grid): at once when online, through the outbox when not
// (replayed when back online). Each cell's changes go one after the other (a lane), each based on the rev
// the last answer gave; a refusal becomes a conflict that keeps what the user typed beside the server's value.
export const UPDATE_SUCCESS = 'Update Success';
export const UPDATE_ERROR = 'Error when update to Server !!!';
export type SaveOutcome = 'done' | 'queued' | 'conflict' | 'error';

const inLane = lanes();

async function counted<T>(fn: () => Promise<T>): Promise<T> {
  appStore.set(savingAtom, (n) => n + 1);
  try {
    return await fn();
  } finally {
    appStore.set(savingAtom, (n) => n - 1);
  }
}

function knownCell(t: Target): Cell | null {
  const plan = appStore.get(planAtom);
  return plan && plan.branchId === t.branchId && plan.month === t.month
    ? (plan.cells[cellKey(t.room, t.day)] ?? null)
    : null;
}
const knownRev = (t: Target): number => knownCell(t)?.rev ?? 0;

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

/**
 * A refusal: 409 (and a server fault) keeps the user's values as conflicts beside the server's; a bad
 * request or a missing right is shown and dropped. A day's quick edit is all or nothing: when some of its cells moved on, the others (still at the
 * rev they were based on) are sent again once, and only the moved ones become conflicts.
 */
async function refused(sent: Sent[], error: ApiError, again = true): Promise<void> {
  sent.forEach(settled);
  if (error.status >= 500) {
    // A server fault: the typed values stay, beside the cell as this screen last read it, to save again.
    for (const t of sent) addConflict(t, t, knownCell(t), error.msg || UPDATE_ERROR);
    return;
  }
  if (error.status !== 409) {
    toast(error.msg || tr('expected')(UPDATE_ERROR), 'danger');
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
  outbox.follow();
  setPending(keyOf(t), mine);
  // Kept on the device until answered: a page closed before the answer loses nothing (expected-restore.ts).
  keepWaiting(t, mine);
  return inLane(keyOf(t), () =>
    counted(async () => {
      const body: CellBody = { monthEx: t.month, room: t.room, day: t.day, ...mine, type: 'both' };
      body.baseRev = baseRev ?? knownRev(t);
      const res = await sendCell(t.branchId, body);
      if (!res.ok) {
        await refused([{ ...t, ...mine, baseRev: body.baseRev }], res.error);
        return res.error.status === 409 ? 'conflict' : 'error';
      }
      if (res.queued) return 'queued';
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
  outbox.follow();
  return sendDayOnce(
    rows.map((r) => ({ ...plan, day, ...r, baseRev: knownRev({ ...plan, day, room: r.room }) })),
    true,
  );
}

async function sendDayOnce(sent: Sent[], again: boolean): Promise<SaveOutcome> {
  const { branchId, month, day } = sent[0];
  sent.forEach((t) => {
    setPending(keyOf(t), { rate: t.rate, comment: t.comment });
    keepWaiting(t, t);
  });
  const list = sent.map((t) => ({ room: t.room, rate: t.rate, comment: t.comment, baseRev: t.baseRev }));
  const res = await counted(() => sendDay(branchId, month, { day, list }));
  if (!res.ok) {
    await refused(sent, res.error, again);
    return res.error.status === 409 ? 'conflict' : 'error';
  }
  if (res.queued) return 'queued';
  res.data.data.forEach((c) => know(sent[0], c));
  sent.forEach(settled);
  return 'done';
}

const outbox = outboxAdapter({
  endpoints: planWrites,
  done(q, data) {
    const targets = sentOf(q);
    if (!targets.length) return;
    const one = cellAnswer.safeParse(data);
    const many = cellsAnswer.safeParse(data);
    const cells = one.success ? [one.data.data] : many.success ? many.data.data : [];
    cells.forEach((c) => know(targets[0], c));
    targets.forEach(settled);
    toast(tr('expected')(UPDATE_SUCCESS));
  },
  refused(q, error) {
    const targets = sentOf(q);
    if (targets.length) void refused(targets, error);
  },
});

/** The plan's changes still waiting in the outbox (followed from now on). */
export const waitingChanges = async (): Promise<Sent[]> => (await outbox.waiting()).flatMap((q) => sentOf(q));

/** A conflict settled: save mine again on the server's rev, or keep the server's. */
export const settlePlanConflict = (key: string, keepMine: boolean) =>
  settleConflict(key, keepMine, (c) => saveCell(c, c.mine, c.current?.rev ?? 0));
