import { appStore } from '../../state/store';
import {
  addConflict,
  keyOf,
  restoreConflicts,
  setPending,
  waitingCopies,
  type WaitingDraft,
} from './expected-conflicts';
import { waitingChanges } from './expected-outbox';
import { pendingAtom, type Plan } from './expected-state';
import { cellKey } from './expected-view';

export const UNSEEN =
  'This change was sent while the plan was closed and its answer was not seen here. Check the cell and save it again if it is not there.';

/**
 * On loading a plan: the changes of it still waiting in the outbox show again over the server's values;
 * a kept change no longer in the outbox whose value the server does not hold becomes a conflict (its
 * answer was missed, or the page was closed before it was sent); the conflicts kept on this device come back.
 */
export async function restorePlanChanges(plan: Plan): Promise<void> {
  const queued = new Set((await waitingChanges()).map(keyOf));
  // Changes of this visit still on their way are not missed answers.
  const onTheirWay = appStore.get(pendingAtom);
  const ofPlan = (w: WaitingDraft) => w.branchId === plan.branchId && w.month === plan.month && !onTheirWay[keyOf(w)];
  const { waiting, missed } = await waitingCopies.sort(ofPlan, (w) => queued.has(keyOf(w)));
  for (const w of waiting) setPending(keyOf(w), { rate: w.rate, comment: w.comment });
  for (const w of missed) {
    const current = plan.cells[cellKey(w.room, w.day)] ?? null;
    addConflict(w, { rate: w.rate, comment: w.comment }, current, UNSEEN);
  }
  await restoreConflicts();
}
