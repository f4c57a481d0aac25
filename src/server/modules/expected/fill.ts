// The plan filled from stays (a booking import, or the demo seed): the stays' cells go into the empty
// cells (no rate, no comment) of open days of the branch's rooms; filled cells and closed days are kept.
import { cellsFromStays, type Stay } from '../../../domain/expected';
import { amountDecimals, roundTo } from '../../../domain/money';
import type { Db } from '../../db/connection';
import { planGrid, type PlanKey } from '../../kernel/expected-plan';
import { fillEmptyRevCells } from '../../kernel/grid-rev';
import { ensureMonth } from './store';

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
  const decimals = amountDecimals(key.branchId);
  const values = cellsFromStays(stays, key.month)
    .filter((c) => rooms.has(c.room))
    .map((c) => ({ row: c.room, day: c.day, value: roundTo(c.rate, decimals) }));
  const { filled, kept } = await fillEmptyRevCells(trx, planGrid(key), month.closedDays, values, by);
  return { imported: filled, kept };
}
