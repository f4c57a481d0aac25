import type { StorageMonth } from '../../../contract/storage';
import { atom } from '../../state/store';

// The month on screen, the changes typed and not saved yet (kept on the device), the saves waiting in the
// outbox, and the conflicts the server sent back, in atoms of the app store (the outbox listeners update them).
export interface StMonth extends StorageMonth {
  stale: boolean;
  /** The server's cell values by cell id (st-view.ts). */
  known: Record<string, number>;
}
/** A typed value and the value it was based on. */
export interface Change {
  value: number;
  base: number;
}
/** Unsaved item edits: name and unit. */
export interface ItemEdit {
  name?: string;
  unit?: string;
}
export interface Draft {
  cells: Record<string, Change>;
  items: Record<string, ItemEdit>;
}
export interface StConflict {
  id: string;
  mine: number;
  current: number;
}

export const EMPTY_DRAFT: Draft = { cells: {}, items: {} };
export const stMonthAtom = atom<StMonth | null>(null);
export const stDraftAtom = atom<Draft>(EMPTY_DRAFT);
/** Values of saves waiting in the outbox, by cell id. */
export const stWaitingAtom = atom<Record<string, number>>({});
export const stConflictsAtom = atom<StConflict[]>([]);
