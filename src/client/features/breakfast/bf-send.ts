import { breakfastApi } from '../../../contract/breakfast';
import type { GridResultAnswer } from '../../../contract/grid';
import { isBreakfastField } from '../../../domain/breakfast';
import type { ApiError } from '../../lib/api';
import { conflictList, conflictsFrom, knownFrom, lanes, outboxAdapter, overlay, type Queued } from '../../lib/grid';
import { tr } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { appStore } from '../../state/store';
import { newKey } from '../../lib/outbox';
import { parseWriteAnswer, sendCell, sendScan, type CellBody, type WriteAnswer } from './bf-api';
import { cellId } from './bf-view';
import { bfAddsAtom, bfConflictsAtom, bfMonthAtom, bfPendingAtom, type BfConflict } from './breakfast-state';

// Writing breakfast counts on the shared grid (lib/grid): a typed value shows at once (the pending overlay)
// and goes to the outbox; the server's answer (now, or when the outbox replays it) becomes the known value.
// A write based on a value the cell no longer has comes back as a conflict, to keep mine or take theirs.
export const UPDATE_ERROR = 'Error when update to Server !!!';
/** A refusal's message, or the screen's own when the server sent none (in the language of the moment). */
const refusal = (error: ApiError) => error.msg || tr('breakfast')(UPDATE_ERROR);
type At = { branchId: number; month: string };

const inLane = lanes();
const pending = overlay(bfPendingAtom);
/** Scanned guests not confirmed yet: a sum of +1 and -1 (0 shows nothing). */
const adds = overlay(bfAddsAtom);
const addTo = (id: string, delta: number) => adds.update(id, (v) => (v ?? 0) + delta || undefined);
const conflicts = conflictList(bfConflictsAtom, (c) => c.id);
/** Values of cells whose write waits in the outbox (the base of the next write of the cell). */
const queued = new Map<string, number>();

const knownValue = (id: string) => appStore.get(bfMonthAtom)?.known[id] ?? 0;

/** The server's answer: its cell values become known (when the month on screen is that month). */
function learn(at: At, answer: WriteAnswer): void {
  appStore.set(bfMonthAtom, (m) => {
    if (!m || m.branchId !== at.branchId || m.month !== at.month) return m;
    const idOf = (r: GridResultAnswer) =>
      cellId(at.branchId, at.month, isBreakfastField(r.field) ? r.field : r.row, r.day);
    const known = { ...m.known, ...knownFrom(answer.results, idOf) };
    const days = m.days.map((d) => (d.day === answer.day.day ? { ...d, guestInHouse: answer.day.guestInHouse } : d));
    return { ...m, known, days, listSaveDay: answer.listSaveDay };
  });
}

function settleCell(id: string, value: number): void {
  if (queued.get(id) === value) queued.delete(id);
  pending.settle(id, value);
}

function refusedCell(at: At, mine: CellBody, error: ApiError): void {
  const id = cellId(at.branchId, at.month, mine.colum, mine.day);
  queued.delete(id);
  pending.set(id, undefined);
  const parsed = parseWriteAnswer({ ...(error.body as object), status: 1 });
  if (error.status !== 409 || !parsed.success) return void toast(refusal(error), 'danger');
  learn(at, parsed.data);
  const idOf = (r: GridResultAnswer) => cellId(at.branchId, at.month, mine.colum, r.day);
  const found = conflictsFrom(parsed.data.results, idOf, mine.value).map((c): BfConflict => ({
    ...at,
    ...c,
    colum: mine.colum,
  }));
  if (found.length === 0) toast(refusal(error), 'danger');
  conflicts.add(found);
}

/** Writes one cell: `base` is the value the change was based on (default: the server's, or the value still waiting). */
export function writeCell(at: At, day: number, colum: string, value: number, base?: number): Promise<void> {
  outbox.follow();
  const id = cellId(at.branchId, at.month, colum, day);
  pending.set(id, value);
  return inLane(id, async () => {
    const body: CellBody = { day, colum, value, base: base ?? queued.get(id) ?? knownValue(id), key: newKey() };
    const res = await sendCell(at.branchId, at.month, body);
    if (!res.ok) return refusedCell(at, body, res.error);
    if (res.queued) return void queued.set(id, value);
    learn(at, res.data);
    settleCell(id, value);
  });
}

/** A scanned room's +1 (or -1 to undo it) for a day. */
export async function scanRoom(at: At, day: number, room: string, code: string, delta: 1 | -1): Promise<boolean> {
  outbox.follow();
  const id = cellId(at.branchId, at.month, room, day);
  addTo(id, delta);
  const res = await sendScan(at.branchId, at.month, { day, code, delta, key: newKey(), room });
  if (res.ok && res.queued) return true;
  addTo(id, -delta);
  if (!res.ok) {
    toast(refusal(res.error), 'danger');
    return false;
  }
  learn(at, res.data);
  return true;
}

/** A conflict settled: keep mine (written again on the server's value) or take the server's. */
export const settleConflict = (id: string, keepMine: boolean) =>
  conflicts.settle(id, keepMine, (c) => writeCell(c, c.day, c.colum, c.mine, c.current));

/** A queued write of the month grid: where, and the cell it counts for. */
function cellOf(q: Queued<typeof breakfastApi.updateChildren>) {
  const at = { branchId: Number(q.params.branch), month: String(q.params.month) };
  const b = q.body;
  const scan = q.params.type === 'scan' && typeof b.delta === 'number' && 'room' in b && typeof b.room === 'string';
  const colum = scan ? String((b as { room: string }).room) : b.colum;
  if (!colum || (!scan && typeof b.value !== 'number')) return null;
  return {
    at,
    id: cellId(at.branchId, at.month, colum, b.day),
    delta: scan ? (b.delta ?? 0) : null,
    value: b.value ?? 0,
  };
}

const outbox = outboxAdapter({
  endpoints: [breakfastApi.updateChildren],
  // Hundreds of waiting counts go out: the screen renders a few times a second, not once per count.
  batchMs: 200,
  done(q, data) {
    const cell = cellOf(q);
    const answer = parseWriteAnswer(data);
    if (!cell || !answer.success) return;
    learn(cell.at, answer.data);
    if (cell.delta !== null) addTo(cell.id, -cell.delta);
    else settleCell(cell.id, cell.value);
  },
  refused(q, error) {
    const cell = cellOf(q);
    if (!cell) return;
    if (cell.delta === null) return refusedCell(cell.at, q.body as CellBody, error);
    addTo(cell.id, -cell.delta);
    toast(refusal(error), 'danger');
  },
});
/** After a load (or a reload of the page): the month's writes still waiting show as typed. */
export async function restoreWaiting(at: At): Promise<void> {
  const values: Record<string, number> = {};
  const scanned: Record<string, number> = {};
  for (const q of await outbox.waiting()) {
    const cell = cellOf(q);
    if (!cell || cell.at.branchId !== at.branchId || cell.at.month !== at.month) continue;
    if (cell.delta !== null) scanned[cell.id] = (scanned[cell.id] ?? 0) + cell.delta;
    else {
      values[cell.id] = cell.value;
      queued.set(cell.id, cell.value);
    }
  }
  pending.replace(values);
  adds.replace(scanned);
}
