import { dropDraft, listDrafts } from '../../lib/drafts';
import { appStore } from '../../state/store';
import { CONFLICT, WAIT, addConflict, conflictDraft, keyOf, setPending, waitingDraft } from './expected-conflicts';
import { waitingChanges } from './expected-outbox';
import { conflictsAtom, pendingAtom, type Conflict, type Plan } from './expected-state';
import { cellKey } from './expected-view';

export const UNSEEN =
  'This change was sent while the plan was closed and its answer was not seen here. Check the cell and save it again if it is not there.';

/**
 * On loading a plan: the changes of it still waiting in the outbox show again over the server's values;
 * a kept change no longer in the outbox whose value the server does not hold becomes a conflict (its
 * answer was missed, or the page was closed before it was sent); the conflicts kept on this device come back.
 */
export async function restorePlanChanges(plan: Plan): Promise<void> {
  const [drafts, queue] = await Promise.all([listDrafts(), waitingChanges()]);
  const queued = new Set(queue.map(keyOf));
  // Changes of this visit still on their way are not missed answers.
  const onTheirWay = appStore.get(pendingAtom);
  const conflicts: Conflict[] = [];
  for (const d of drafts) {
    if (d.key.startsWith(CONFLICT)) {
      const c = conflictDraft.safeParse(d.value);
      if (c.success) conflicts.push(c.data);
      continue;
    }
    if (!d.key.startsWith(WAIT)) continue;
    const w = waitingDraft.safeParse(d.value);
    if (!w.success || w.data.branchId !== plan.branchId || w.data.month !== plan.month) continue;
    if (onTheirWay[keyOf(w.data)]) continue;
    const mine = { rate: w.data.rate, comment: w.data.comment };
    if (queued.has(keyOf(w.data))) {
      setPending(keyOf(w.data), mine);
      continue;
    }
    await dropDraft(d.key);
    addConflict(w.data, mine, plan.cells[cellKey(w.data.room, w.data.day)] ?? null, UNSEEN);
  }
  appStore.set(conflictsAtom, (now) => [...conflicts.filter((c) => !now.some((n) => n.key === c.key)), ...now]);
}
