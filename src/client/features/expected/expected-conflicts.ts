import { z } from 'zod';
import { expectedCell } from '../../../contract/expected';
import { conflictList, keptCopies, overlay } from '../../lib/grid';
import { appStore } from '../../state/store';
import { conflictsAtom, pendingAtom, planAtom, type Cell, type Conflict, type Pending } from './expected-state';
import { cellKey, fullKey, sameValues } from './expected-view';

// The device's side of the plan: cells the server answered, changes waiting, and refusals kept (as drafts,
// so a reload or a closed tab loses nothing the user typed).
export const WAIT = 'expected-waiting:';
export const CONFLICT = 'expected-conflict:';

export const waitingDraft = z.object({
  branchId: z.number(),
  month: z.string(),
  room: z.string(),
  day: z.number(),
  rate: z.number(),
  comment: z.string(),
});
export type WaitingDraft = z.infer<typeof waitingDraft>;
export const conflictDraft = z.object({
  key: z.string(),
  branchId: z.number(),
  month: z.string(),
  room: z.string(),
  day: z.number(),
  mine: z.object({ rate: z.number(), comment: z.string() }),
  current: expectedCell.nullable(),
  msg: z.string(),
});
/** A refusal's answer: the cell as it is on the server now. */
export const staleBody = z.object({ current: expectedCell });

export interface Target {
  branchId: number;
  month: string;
  room: string;
  day: number;
}
export const keyOf = (t: Target) => fullKey(t.branchId, t.month, t.room, t.day);

/** The server's cell, into the plan on screen when it is that plan's. */
export function know(t: Omit<Target, 'room' | 'day'>, cell: Cell): void {
  appStore.set(planAtom, (plan) =>
    plan && plan.branchId === t.branchId && plan.month === t.month
      ? { ...plan, missing: false, cells: { ...plan.cells, [cellKey(cell.room, cell.day)]: cell } }
      : plan,
  );
}

const pending = overlay(pendingAtom, sameValues);
export const setPending = (key: string, value: Pending | null) => pending.set(key, value ?? undefined);
const conflicts = conflictList(conflictsAtom, (c) => c.key, { prefix: CONFLICT, schema: conflictDraft });
/** The conflicts kept on this device come back. */
export const restoreConflicts = conflicts.restore;
/** Changes kept on the device until answered: a page closed before the answer loses nothing (expected-restore.ts). */
export const waitingCopies = keptCopies(WAIT, waitingDraft);

/** The change waits in the outbox: kept on the device until its answer comes. */
export function keepWaiting(t: Target, mine: Pending): void {
  waitingCopies.keep(keyOf(t), { ...t, ...mine });
}

/** Its answer came (or it was refused): the change no longer waits. */
export function settled(t: Target): void {
  setPending(keyOf(t), null);
  void waitingCopies.drop(keyOf(t));
}

/** A refused change: kept beside the server's cell unless they hold the same values. */
export function addConflict(t: Target, mine: Pending, current: Cell | null, msg: string): void {
  if (current) know(t, current);
  if (sameValues(mine, current ?? { rate: 0, comment: '' })) return;
  conflicts.add([{ key: keyOf(t), ...t, mine, current, msg }]);
}

/** Keep mine (saved again on the server's rev) or take theirs. */
export const settleConflict = (key: string, keepMine: boolean, save: (c: Conflict) => Promise<unknown>) =>
  conflicts.settle(key, keepMine, save);
