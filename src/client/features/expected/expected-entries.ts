import type { OutboxEntry } from '../../lib/outbox-queue';
import type { CellBody, DayBody } from './expected-api';
import type { Pending } from './expected-state';

// The plan's changes as the outbox holds them (pure: read by the replay listener and the restore on load).
/** A cell change as sent: where, the values, and the rev it was based on. */
export type Sent = { branchId: number; month: string; room: string; day: number } & Pending & { baseRev?: number };

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
