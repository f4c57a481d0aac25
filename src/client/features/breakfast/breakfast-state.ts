import type { BreakfastMonth } from '../../../contract/breakfast';
import { atom } from '../../state/store';

// The month on screen and what waits for the server, in atoms of the app store so the outbox's listeners
// (outside React) update the screen when a queued write is replayed.
export interface BfMonth extends BreakfastMonth {
  /** Read from this device while offline. */
  stale: boolean;
  /** The server's values by cell id (bf-view.ts cellId). */
  known: Record<string, number>;
}

/** A write the server refused because the cell moved on: the user's value beside the server's. */
export interface BfConflict {
  id: string;
  branchId: number;
  month: string;
  day: number;
  colum: string;
  mine: number;
  current: number;
}

export const bfMonthAtom = atom<BfMonth | null>(null);
/** Values typed and not yet confirmed by the server, by cell id. */
export const bfPendingAtom = atom<Record<string, number>>({});
/** Scanned guests not yet confirmed by the server, by cell id (a sum of +1 and -1). */
export const bfAddsAtom = atom<Record<string, number>>({});
export const bfConflictsAtom = atom<BfConflict[]>([]);
