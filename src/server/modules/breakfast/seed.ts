// Demo breakfast counts: last month and this month up to yesterday at branches 1 (52 rooms) and 3 (40
// rooms): three rooms in four that stayed the night (from the sent reception sums) have 1 breakfast guest
// (some 2, but never more guests than rooms in house, which is how the screen counts guests in house), plus a
// few OUTSIDE, HAN + Friend and ONIGIRI; last month's first ten days are closed for editing.
import { BREAKFAST_FIELDS, DAY_ROW, ROOM_FIELD } from '../../../domain/breakfast';
import { branchToday } from '../../../domain/branches';
import { previousMonth } from '../../../domain/dates';
import { dateOf, monthDays } from '../../../domain/expected';
import { roomsStaying } from '../../../domain/guest-number';
import { addDays } from '../../../domain/dates';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import { rng, type Rng } from '../../db/seed/prng';
import { saveGridMonth, seedGridCells, type GridCell } from '../../kernel/grid';
import { gridKey, monthStays } from './month-view';

export const DEMO_BREAKFAST_BRANCHES = [1, 3] as const;
const BY = 'Sumbook demo';

/**
 * A day's breakfast guests by room: three rooms in four, some with 2, never more than the guests in house (the
 * sums carry no head count, so a staying room is one guest in house and the screen's capacity stays <= 100 %).
 */
function roomCounts(r: Rng, staying: readonly { room: string }[], day: number): GridCell[] {
  const out: GridCell[] = [];
  let left = staying.length;
  for (const s of staying) {
    if (!r.chance(0.75)) continue;
    const value = Math.min(left, r.chance(0.85) ? 1 : 2);
    if (value < 1) break;
    left -= value;
    out.push({ row: s.room, day, field: ROOM_FIELD, value });
  }
  return out;
}

export async function seedBreakfast(db: Db, demo: DemoSeed): Promise<void> {
  for (const branchId of DEMO_BREAKFAST_BRANCHES) {
    const today = branchToday(branchId, demo.now);
    const month = today.slice(0, 7);
    const r = rng(4200 + branchId);
    for (const [m, lastDay] of [
      [previousMonth(month), monthDays(previousMonth(month))],
      [month, Number(today.slice(8, 10)) - 1],
    ] as const) {
      const stays = await monthStays(db, branchId, m);
      const cells: GridCell[] = [];
      for (let day = 1; day <= lastDay; day++) {
        cells.push(...roomCounts(r, roomsStaying(stays, addDays(dateOf(m, day), -1)), day));
        for (const field of BREAKFAST_FIELDS)
          if (r.chance(0.6)) cells.push({ row: DAY_ROW, day, field, value: r.int(1, 4) });
      }
      const unique = new Map(cells.map((c) => [`${c.row}|${c.day}|${c.field}`, c]));
      await seedGridCells(db, gridKey(branchId, m), [...unique.values()], BY);
      if (m !== month)
        await saveGridMonth(db, gridKey(branchId, m), { closedDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, BY);
    }
  }
}
