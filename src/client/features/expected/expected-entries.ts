import { expectedApi } from '../../../contract/expected';
import { queuedOf, type Queued } from '../../lib/grid/queued';
import type { OutboxEntry } from '../../lib/outbox-queue';
import type { Pending } from './expected-state';

// The plan's changes as the outbox holds them (pure: read by the replay listener and the restore on load).
/** A cell change as sent: where, the values, and the rev it was based on. */
export type Sent = { branchId: number; month: string; room: string; day: number } & Pending & { baseRev?: number };

/** The plan's two queued writes: one cell, or the quick edit of a day. */
export const planWrites = [expectedApi.updateExpected, expectedApi.updateMultiOneDay];

type PlanWrite = Queued<(typeof planWrites)[number]>;

/** The cells a queued entry changes (none when it is not a plan change). */
export function targetsOf(entry: Pick<OutboxEntry, 'method' | 'endpoint' | 'params' | 'body'>): Sent[] {
  const q = queuedOf(entry, planWrites);
  return q ? sentOf(q) : [];
}

/** The cells a queued plan write changes. */
export function sentOf(q: PlanWrite): Sent[] {
  const branchId = Number(q.params.branchId);
  if (q.path === expectedApi.updateExpected.path) {
    const b = q.body;
    const values = { rate: b.rate ?? 0, comment: b.comment ?? '', baseRev: b.baseRev };
    return [{ branchId, month: b.monthEx, room: b.room, day: b.day, ...values }];
  }
  const b = q.body;
  return b.list.map((r) => ({
    branchId,
    month: String(q.params.month),
    day: b.day,
    room: r.room,
    rate: r.rate ?? 0,
    comment: r.comment ?? '',
    baseRev: r.baseRev,
  }));
}
