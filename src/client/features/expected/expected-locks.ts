import { expectedApi } from '../../../contract/expected';
import type { ApiError } from '../../lib/api';
import { outboxAdapter } from '../../lib/grid';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { loadPlan, setDayClosed } from './expected-api';
import { locksAtom, planAtom, type Plan } from './expected-state';

// Opening or closing a day goes through the outbox like a cell change: sent at once when online, queued
// offline (the plan shows the day as wanted and the save status counts it as waiting), replayed when back
// online. The server's answer (its list of closed days) then becomes the plan's; a refusal is shown and the
// day goes back to what the server holds.
export type LockOutcome = { kind: 'done' } | { kind: 'queued' } | { kind: 'refused'; error: ApiError };

const lockKey = (branchId: number, month: string, day: number) => `${branchId}:${month}:${day}`;

/** The closed days with the days still waiting in the outbox applied on top. */
function withLocks(closed: readonly number[], branchId: number, month: string): number[] {
  const prefix = `${branchId}:${month}:`;
  const days = new Set(closed);
  for (const [key, close] of Object.entries(appStore.get(locksAtom))) {
    if (!key.startsWith(prefix)) continue;
    const day = Number(key.slice(prefix.length));
    if (close) days.add(day);
    else days.delete(day);
  }
  return [...days].sort((a, b) => a - b);
}

function showClosed(branchId: number, month: string, closed: readonly number[]): void {
  appStore.set(planAtom, (p) =>
    p && p.branchId === branchId && p.month === month ? { ...p, closed: withLocks(closed, branchId, month) } : p,
  );
}

function forget(branchId: number, month: string, day: number): void {
  appStore.set(locksAtom, ({ [lockKey(branchId, month, day)]: _settled, ...rest }) => rest);
}

const outbox = outboxAdapter({
  endpoints: [expectedApi.updateStatusListDay],
  done(q, data) {
    const branchId = Number(q.params.branchId);
    const month = String(q.params.month);
    forget(branchId, month, q.body.colum);
    const answer = expectedApi.updateStatusListDay.answer.safeParse(data);
    if (answer.success) showClosed(branchId, month, answer.data.listSaveDay);
  },
  refused(q, error) {
    const branchId = Number(q.params.branchId);
    const month = String(q.params.month);
    forget(branchId, month, q.body.colum);
    toast(error.msg, 'danger');
    void loadPlan(branchId, month).then((res) => {
      if (res.ok && !('stale' in res && res.stale)) showClosed(branchId, month, res.data.data.listSaveDay);
    });
  },
});

/** Opens or closes a day of the plan (queued when offline). */
export async function setDayLock(plan: Plan, day: number, close: boolean): Promise<LockOutcome> {
  outbox.follow();
  const { branchId, month } = plan;
  const res = await setDayClosed(branchId, month, day, close);
  if (!res.ok) return { kind: 'refused', error: res.error };
  if (res.queued) {
    appStore.set(locksAtom, (all) => ({ ...all, [lockKey(branchId, month, day)]: close }));
    showClosed(branchId, month, plan.closed);
    return { kind: 'queued' };
  }
  showClosed(branchId, month, res.data.listSaveDay);
  return { kind: 'done' };
}

/** On loading a plan: the days opened or closed on this device and still waiting show as wanted. */
export async function restoreLocks(plan: Plan): Promise<void> {
  for (const q of await outbox.waiting()) {
    if (Number(q.params.branchId) !== plan.branchId || q.params.month !== plan.month) continue;
    const close = q.body.closed ?? !plan.closed.includes(q.body.colum);
    appStore.set(locksAtom, (all) => ({ ...all, [lockKey(plan.branchId, plan.month, q.body.colum)]: close }));
  }
  showClosed(plan.branchId, plan.month, plan.closed);
}

/** How many days of the plan wait to be opened or closed. */
export const waitingLocks = (locks: Record<string, boolean>, plan: Plan) =>
  Object.keys(locks).filter((k) => k.startsWith(`${plan.branchId}:${plan.month}:`)).length;

/** The toast after a day was opened or closed (or queued to be). */
export function lockToast(close: boolean, queued: boolean): string {
  const t = tr('expected');
  if (queued) return close ? t('Day closed: waiting to be sent') : t('Day opened: waiting to be sent');
  return close ? t('Day closed for editing') : t('Day opened for editing');
}
