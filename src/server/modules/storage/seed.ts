// Demo stock at branches 1 and 3: items per tab, last month's start stock typed, deliveries (In) twice a
// week and daily use to rooms, the kitchen, massage, Rotenburo and other, last month whole and this month
// up to yesterday; last month's accountant counts match the stock except one item (CONFIRM WITH ACC
// finds 1 mismatch).
import { branchToday } from '../../../domain/branches';
import { previousMonth } from '../../../domain/dates';
import { monthDays } from '../../../domain/expected';
import { roundTo } from '../../../domain/money';
import { ACC_FIELD, OUT_COLUMNS, START_FIELD, itemBalance, type DayInOut } from '../../../domain/storage';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import { rng } from '../../db/seed/prng';
import { seedGridCells, type GridCell } from '../../kernel/grid';
import { nowIso } from '../../lib/util';
import { gridKey } from './month-view';

export const DEMO_STORAGE_BRANCHES = [1, 3] as const;
const BY = 'Sumbook demo';
export const DEMO_ITEMS: [string, string, string, string][] = [
  ['SOFT DRINK', 'a1', 'Coca-Cola 330ml', 'Pcs'],
  ['SOFT DRINK', 'a2', 'Pepsi 330ml', 'Pcs'],
  ['SOFT DRINK', 'a3', 'Mineral water 500ml', 'Pcs'],
  ['SOFT DRINK', 'a4', 'Orange juice 1L', 'Box'],
  ['BEER', 'b1', 'Saigon Special 330ml', 'Pcs'],
  ['BEER', 'b2', 'Heineken 330ml', 'Pcs'],
  ['BEER', 'b3', 'Asahi 330ml', 'Pcs'],
  ['SNACK', 'c1', 'Cashew nuts', 'Pack'],
  ['SNACK', 'c2', 'Rice crackers', 'Pack'],
  ['AMENITY', 'd1', 'Toothbrush set', 'Pcs'],
  ['AMENITY', 'd2', 'Shampoo 30ml', 'Pcs'],
  ['AMENITY', 'd3', 'Slippers', 'Pcs'],
  ['CLEANING', 'e1', 'Detergent', 'Kg'],
  ['CLEANING', 'e2', 'Glass cleaner', 'Box'],
];

export async function seedStorage(db: Db, demo: DemoSeed): Promise<void> {
  const at = nowIso();
  for (const branchId of DEMO_STORAGE_BRANCHES) {
    await db
      .insertInto('storage_items')
      .values(
        DEMO_ITEMS.map(([tab, item_id, name, unit]) => ({
          branch_id: branchId,
          item_id,
          tab,
          name,
          unit,
          updated_at: at,
        })),
      )
      .execute();
    const today = branchToday(branchId, demo.now);
    const month = today.slice(0, 7);
    const last = previousMonth(month);
    const r = rng(7300 + branchId);
    for (const [m, lastDay] of [
      [last, monthDays(last)],
      [month, Number(today.slice(8, 10)) - 1],
    ] as const) {
      const cells: GridCell[] = [];
      for (const [, itemId, , unit] of DEMO_ITEMS) {
        const start = r.int(40, 120);
        if (m === last) cells.push({ row: itemId, day: 0, field: START_FIELD, value: start });
        const days: DayInOut[] = [];
        for (let day = 1; day <= lastDay; day++) {
          const d: DayInOut = {};
          if (day % 4 === 1) d.in = unit === 'Kg' ? roundTo(r.int(10, 40) / 4, 2) : r.int(10, 30);
          if (r.chance(0.7)) d.room = r.int(1, 5);
          if (r.chance(0.2)) d[OUT_COLUMNS[r.int(1, 4)]] = r.int(1, 3);
          for (const [field, value] of Object.entries(d))
            cells.push({ row: itemId, day, field, value: value as number });
          days.push(d);
        }
        if (m === last) {
          const stock = itemBalance(start, days).stock;
          cells.push({ row: itemId, day: 0, field: ACC_FIELD, value: itemId === 'b2' ? stock - 2 : stock });
        }
      }
      await seedGridCells(db, gridKey(branchId, m), cells, BY);
    }
  }
}
