import type { DebitLine } from '../../../contract/debit';
import { atom } from '../../state/store';
import type { DebitChange, DebitConflict } from './debit-change';

// The debit screens' shared state, in the app store so the outbox's listeners (outside React) reach it.

/** The newest known state of lines changed on this device (answers of changes): shown over a page's older copy. */
export const linesAtom = atom<Record<number, DebitLine>>({});
/** Changes made offline that wait in the outbox, by line. */
export const waitingAtom = atom<Record<number, DebitChange[]>>({});
/** Refused changes (and those whose answer was never seen), with what the user typed. */
export const conflictsAtom = atom<DebitConflict[]>([]);
/** Rises when a change went through: paged tables reload ("The table then reloads"). */
export const reloadAtom = atom(0);

/** The line to show: the newer of the page's copy and the one a change answered (a log line adds history, not rev). */
export function newest(row: DebitLine, known: Record<number, DebitLine>): DebitLine {
  const k = known[row.id];
  if (!k) return row;
  if (k.rev !== row.rev) return k.rev > row.rev ? k : row;
  return k.log.length >= row.log.length ? k : row;
}
