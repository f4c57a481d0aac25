import { isBreakfastField } from '../../../domain/breakfast';
import type { ApiError } from '../../lib/api';
import { onOutboxDone, onOutboxRejected, waitingSaves, type OutboxEntry } from '../../lib/outbox';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import {
  isMonthPath,
  newKey,
  parseWriteAnswer,
  sendCell,
  sendScan,
  type CellBody,
  type ScanBody,
  type WriteAnswer,
} from './bf-api';
import { cellId } from './bf-view';
import { bfAddsAtom, bfConflictsAtom, bfMonthAtom, bfPendingAtom, type BfConflict } from './breakfast-state';

// Writing breakfast counts. A typed value shows at once and goes to the outbox; the server's answer (now,
// or when the outbox replays it) becomes the known value. A write based on a value the cell no longer has
// comes back as a conflict: the user's value beside the server's, to keep or drop.
export const UPDATE_ERROR = 'Error when update to Server !!!';
type At = { branchId: number; month: string };

const lanes = new Map<string, Promise<unknown>>();
function inLane<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const run = (lanes.get(key) ?? Promise.resolve()).then(fn, fn);
  lanes.set(key, run);
  return run;
}
/** Values of cells whose write waits in the outbox (the base of the next write of the cell). */
const queued = new Map<string, number>();

const patch = <T>(a: typeof bfPendingAtom | typeof bfAddsAtom, id: string, fn: (v: number | undefined) => T) =>
  appStore.set(a, (all) => {
    const raw = fn(all[id]) as unknown as number | undefined;
    const v = raw === undefined || (a === bfAddsAtom && raw === 0) ? undefined : raw;
    if (v === all[id]) return all; // nothing changes: no new object, no render
    const next = { ...all };
    if (v === undefined) delete next[id];
    else next[id] = v;
    return next;
  });

const knownValue = (id: string) => appStore.get(bfMonthAtom)?.known[id] ?? 0;

/** The server's answer: its cell values become known (when the month on screen is that month). */
function learn(at: At, answer: WriteAnswer): void {
  appStore.set(bfMonthAtom, (m) => {
    if (!m || m.branchId !== at.branchId || m.month !== at.month) return m;
    const known = { ...m.known };
    for (const r of answer.results) {
      const colum = isBreakfastField(r.field) ? r.field : r.row;
      const value = r.result === 'conflict' ? r.current : r.value;
      if (value !== undefined) known[cellId(at.branchId, at.month, colum, r.day)] = value;
    }
    const days = m.days.map((d) => (d.day === answer.day.day ? { ...d, guestInHouse: answer.day.guestInHouse } : d));
    return { ...m, known, days, listSaveDay: answer.listSaveDay };
  });
}

function settleCell(id: string, value: number): void {
  if (queued.get(id) === value) queued.delete(id);
  patch(bfPendingAtom, id, (v) => (v === value ? undefined : v));
}

function addConflicts(at: At, error: ApiError, mine: CellBody): boolean {
  const parsed = parseWriteAnswer({ ...(error.body as object), status: 1 });
  if (error.status !== 409 || !parsed.success) return false;
  learn(at, parsed.data);
  const found: BfConflict[] = parsed.data.results
    .filter((r) => r.result === 'conflict')
    .map((r) => ({
      id: cellId(at.branchId, at.month, mine.colum, r.day),
      ...at,
      day: r.day,
      colum: mine.colum,
      mine: r.mine ?? mine.value,
      current: r.current ?? 0,
    }));
  if (found.length === 0) return false;
  appStore.set(bfConflictsAtom, (list) => [...list.filter((c) => !found.some((f) => f.id === c.id)), ...found]);
  return true;
}

function refusedCell(at: At, body: CellBody, error: ApiError): void {
  const id = cellId(at.branchId, at.month, body.colum, body.day);
  queued.delete(id);
  patch(bfPendingAtom, id, () => undefined);
  if (!addConflicts(at, error, body)) toast(error.msg || UPDATE_ERROR, 'danger');
}

/** Writes one cell: `base` is the value the change was based on (default: the server's, or the value still waiting). */
export function writeCell(at: At, day: number, colum: string, value: number, base?: number): Promise<void> {
  followBreakfastOutbox();
  const id = cellId(at.branchId, at.month, colum, day);
  patch(bfPendingAtom, id, () => value);
  return inLane(id, async () => {
    const body: CellBody = { day, colum, value, base: base ?? queued.get(id) ?? knownValue(id), key: newKey() };
    const res = await sendCell(at.branchId, at.month, body);
    if (!res.ok) return refusedCell(at, body, res.error);
    if (res.queued) {
      queued.set(id, value);
      return;
    }
    learn(at, res.data);
    settleCell(id, value);
  });
}

/** A scanned room's +1 (or -1 to undo it) for a day. */
export async function scanRoom(at: At, day: number, room: string, code: string, delta: 1 | -1): Promise<boolean> {
  followBreakfastOutbox();
  const id = cellId(at.branchId, at.month, room, day);
  patch(bfAddsAtom, id, (v) => (v ?? 0) + delta);
  const body: ScanBody = { day, code, delta, key: newKey(), room };
  const res = await sendScan(at.branchId, at.month, body);
  if (res.ok && res.queued) return true;
  patch(bfAddsAtom, id, (v) => (v ?? 0) - delta);
  if (!res.ok) {
    toast(res.error.msg || UPDATE_ERROR, 'danger');
    return false;
  }
  learn(at, res.data);
  return true;
}

/** A conflict settled: keep mine (written again on the server's value) or take the server's. */
export async function settleConflict(c: BfConflict, keepMine: boolean): Promise<void> {
  appStore.set(bfConflictsAtom, (list) => list.filter((x) => x.id !== c.id));
  if (keepMine) await writeCell(c, c.day, c.colum, c.mine, c.current);
}

const atOf = (entry: OutboxEntry): At | null => {
  const m = /\/sup_report\/breakfast\/(\d+)\/update_children\/(?:cell|scan)\/(\d{4}-\d{2})$/.exec(entry.path);
  return m ? { branchId: Number(m[1]), month: m[2] } : null;
};

function replayed(entry: OutboxEntry, data: unknown): void {
  const at = atOf(entry);
  const answer = parseWriteAnswer(data);
  if (!at || !answer.success) return;
  learn(at, answer.data);
  const body = entry.body as Partial<CellBody & ScanBody>;
  if (typeof body.delta === 'number' && body.room) {
    patch(bfAddsAtom, cellId(at.branchId, at.month, body.room, body.day ?? 0), (v) => (v ?? 0) - (body.delta ?? 0));
  } else if (body.colum && typeof body.value === 'number') {
    settleCell(cellId(at.branchId, at.month, body.colum, body.day ?? 0), body.value);
  }
}

/**
 * Replayed answers are applied together every 200 ms: the screen renders a few times a second while
 * hundreds of waiting counts go out, not once per count (each render would slow the replay down).
 */
let buffered: [OutboxEntry, unknown][] = [];
let flushTimer: number | null = null;
function replayedSoon(entry: OutboxEntry, data: unknown): void {
  buffered.push([entry, data]);
  flushTimer ??= window.setTimeout(() => {
    flushTimer = null;
    const list = buffered;
    buffered = [];
    for (const [e, d] of list) replayed(e, d);
  }, 200);
}

function rejected(entry: OutboxEntry, error: ApiError): void {
  const at = atOf(entry);
  if (!at) return;
  const body = entry.body as Partial<CellBody & ScanBody>;
  if (typeof body.delta === 'number' && body.room) {
    patch(bfAddsAtom, cellId(at.branchId, at.month, body.room, body.day ?? 0), (v) => (v ?? 0) - (body.delta ?? 0));
    toast(error.msg || UPDATE_ERROR, 'danger');
  } else if (body.colum && typeof body.value === 'number') {
    refusedCell(at, body as CellBody, error);
  }
}

let listening = false;
/** Follows replayed breakfast writes for the rest of the visit. */
export function followBreakfastOutbox(): void {
  if (listening) return;
  listening = true;
  onOutboxDone(replayedSoon);
  onOutboxRejected(({ entry, error }) => rejected(entry, error));
}

/** After a load (or a reload of the page): the month's writes still waiting show as typed. */
export async function restoreWaiting(at: At): Promise<void> {
  followBreakfastOutbox();
  const pending: Record<string, number> = {};
  const adds: Record<string, number> = {};
  for (const e of await waitingSaves()) {
    if (!isMonthPath(e.path, at.branchId, at.month)) continue;
    const b = e.body as Partial<CellBody & ScanBody>;
    if (typeof b.delta === 'number' && b.room) {
      const id = cellId(at.branchId, at.month, b.room, b.day ?? 0);
      adds[id] = (adds[id] ?? 0) + b.delta;
    } else if (b.colum && typeof b.value === 'number') {
      const id = cellId(at.branchId, at.month, b.colum, b.day ?? 0);
      pending[id] = b.value;
      queued.set(id, b.value);
    }
  }
  appStore.set(bfPendingAtom, pending);
  appStore.set(bfAddsAtom, adds);
}
