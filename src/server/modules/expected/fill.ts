// The plan filled from stays (a booking import, or the demo seed): the stays' cells go into the empty
// cells (no rate, no comment) of open days of the branch's rooms; filled cells and closed days are kept.
import type { Insertable } from 'kysely';
import { cellsFromStays, isClosedDay, type Stay } from '../../../domain/expected';
import { amountDecimals, roundTo } from '../../../domain/money';
import { runCompiled } from '../../db/compiled';
import type { Db } from '../../db/connection';
import type { ExpectedCellTable } from '../../db/schema';
import { nowIso } from '../../lib/util';
import { ensureMonth, isEmptyCell, readCells, type PlanKey } from './store';

/**
 * Writes the stays' cells into the empty cells (no rate, no comment) of open days of rooms of the branch;
 * a cell already filled, or on a closed day, is kept. Answers the counts.
 */
export async function fillEmptyCells(
  trx: Db,
  key: PlanKey,
  stays: readonly Stay[],
  rooms: ReadonlySet<string>,
  by: string,
  source = 'moja',
): Promise<{ imported: number; kept: number }> {
  const month = await ensureMonth(trx, key, source, by);
  const stored = new Map((await readCells(trx, key)).map((c) => [`${c.room}|${c.day}`, c]));
  const decimals = amountDecimals(key.branchId);
  const at = nowIso();
  let kept = 0;
  let refilled = 0;
  const fresh = [];
  for (const c of cellsFromStays(stays, key.month)) {
    if (!rooms.has(c.room)) continue;
    const was = stored.get(`${c.room}|${c.day}`);
    if (isClosedDay(month.closedDays, c.day) || (was && !isEmptyCell(was))) {
      kept += 1;
      continue;
    }
    const values = {
      rate: roundTo(c.rate, decimals),
      comment: '',
      rev: (was?.rev ?? 0) + 1,
      updated_at: at,
      updated_by: by,
    };
    if (!was) {
      fresh.push({ branch_id: key.branchId, month: key.month, room: c.room, day: c.day, ...values });
      continue;
    }
    refilled += 1;
    await trx
      .updateTable('expected_cells')
      .set(values)
      .where('branch_id', '=', key.branchId)
      .where('month', '=', key.month)
      .where('room', '=', c.room)
      .where('day', '=', c.day)
      .execute();
  }
  await insertCells(trx, fresh);
  return { imported: fresh.length + refilled, kept };
}

type CellLine = Required<Omit<Insertable<ExpectedCellTable>, 'id'>>;
const CELL_COLUMNS = [
  'branch_id',
  'month',
  'room',
  'day',
  'rate',
  'comment',
  'rev',
  'updated_at',
  'updated_by',
] as const satisfies readonly (keyof CellLine)[];
/** Rows per insert: 512 at a time, the rest in halving sizes, so a handful of SQL texts serve every count. */
const CHUNKS = [512, 256, 128, 64, 32, 16, 8, 4, 2, 1];

/** New cells in chunks, each chunk size's SQL compiled once (an import or the demo seed writes thousands). */
export async function insertCells(trx: Db, lines: readonly CellLine[]): Promise<void> {
  let i = 0;
  for (const size of CHUNKS) {
    for (; i + size <= lines.length; i += size) {
      const chunk = lines.slice(i, i + size);
      const params = chunk.flatMap((l) => CELL_COLUMNS.map((c) => l[c]));
      await runCompiled(
        trx,
        `expected_cells.insert.${size}`,
        (d) =>
          d
            .insertInto('expected_cells')
            .values(chunk.map((l) => Object.fromEntries(CELL_COLUMNS.map((c) => [c, l[c]])) as CellLine)),
        params,
      );
    }
  }
}
