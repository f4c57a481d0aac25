import type { ExpectedCellAnswer } from '../../../contract/expected';
import { atom } from '../../state/store';

// The plan on screen and what waits for the server, in atoms of the app store so the outbox's
// listeners (outside React) update the screen when a queued change is replayed.
export type Cell = ExpectedCellAnswer;

export interface Plan {
  branchId: number;
  month: string;
  rooms: { number: string; type: string }[];
  /** By cellKey (room|day). */
  cells: Record<string, Cell>;
  /** Days closed for editing (X). */
  closed: number[];
  canEdit: boolean;
  source: string;
  /** The month has no plan yet (the server answered 'null'). */
  missing: boolean;
  /** Read from this device while offline. */
  stale: boolean;
}

/** A change typed for a cell that the server has not answered yet (queued offline, or on its way). */
export interface Pending {
  rate: number;
  comment: string;
}

/** A change the server refused (stale, or the day closed meanwhile): the user's values beside the server's. */
export interface Conflict {
  key: string;
  branchId: number;
  month: string;
  room: string;
  day: number;
  mine: Pending;
  current: Cell | null;
  msg: string;
}

export const planAtom = atom<Plan | null>(null);
/** By fullKey (branch:month:room|day). */
export const pendingAtom = atom<Record<string, Pending>>({});
export const conflictsAtom = atom<Conflict[]>([]);
/**
 * Days opened or closed while offline, waiting in the outbox: by `branch:month:day`, whether the day is to
 * be closed. The plan on screen already shows them; the save status counts them as waiting.
 */
export const locksAtom = atom<Record<string, boolean>>({});
/** Changes on their way to the server now. */
export const savingAtom = atom(0);
