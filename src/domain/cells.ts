// Cell-level writes of the supervisors' month grids (breakfast, storage; issue 13): a write sets a cell
// from the value it was based on, or adds to it (a scanned breakfast guest, its undo). Two writes to
// different cells both win; two to the same cell from the same base: the later one is refused and both
// values go back to its user. Every write carries a key, so a replay is applied once.

export type CellWrite = { op: 'set'; value: number; base: number } | { op: 'add'; delta: number };

export type CellOutcome =
  | { result: 'applied'; before: number; value: number }
  | { result: 'same'; value: number }
  | { result: 'conflict'; current: number; mine: number };

/** What a write does to a cell whose stored value is `current` (0 when the cell was never written). */
export function applyCellWrite(current: number, w: CellWrite): CellOutcome {
  if (w.op === 'add') {
    const value = Math.max(0, current + w.delta);
    return value === current ? { result: 'same', value } : { result: 'applied', before: current, value };
  }
  if (w.value === current) return { result: 'same', value: current };
  if (w.base !== current) return { result: 'conflict', current, mine: w.value };
  return { result: 'applied', before: current, value: w.value };
}

/** The refusal shown beside both values when a cell moved on since its writer read it. */
export const CELL_CONFLICT = 'Someone else changed this cell: yours and theirs are shown';
export const CLOSED_DAY = 'This day is closed for editing';
