// What the storage screen reads (get_data) and compare_data works on: the branch's items with the
// month's start stock (typed, else last month's closing), in, out and stock (src/domain/storage.ts), the
// day cells, and the confirm and sent marks.
import type { StorageItem, StorageMonth } from '../../../contract/storage';
import { previousMonth } from '../../../domain/dates';
import {
  ACC_FIELD,
  START_FIELD,
  STORAGE_TABS,
  isInOutColumn,
  itemBalance,
  mayCountStorage,
  mayEnterStorage,
  sortItems,
  type DayInOut,
} from '../../../domain/storage';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../kernel/auth-user';
import { readGridCells, readGridMonth, type GridCell, type GridKey } from '../../kernel/grid';

export const KIND = 'storage';
export const gridKey = (branchId: number, month: string): GridKey => ({ kind: KIND, branchId, month });

export async function itemsOf(db: Db, branchId: number) {
  const rows = await db
    .selectFrom('storage_items')
    .select(['item_id', 'tab', 'name', 'unit'])
    .where('branch_id', '=', branchId)
    .execute();
  return sortItems(rows.map((r) => ({ itemId: r.item_id, tab: r.tab, name: r.name, unit: r.unit })));
}

/** Per item: its typed start stock and count (day 0), and its days' in and out. */
interface ItemCells {
  exist?: number;
  acc?: number;
  days: Map<number, DayInOut>;
}
function byItem(cells: readonly GridCell[]) {
  const out = new Map<string, ItemCells>();
  for (const c of cells) {
    const it: ItemCells = out.get(c.row) ?? { days: new Map() };
    if (c.day === 0 && c.field === START_FIELD) it.exist = c.value;
    else if (c.day === 0 && c.field === ACC_FIELD) it.acc = c.value;
    else if (c.day > 0 && isInOutColumn(c.field)) it.days.set(c.day, { ...it.days.get(c.day), [c.field]: c.value });
    out.set(c.row, it);
  }
  return out;
}

/** The items' month figures from this month's and last month's cells. */
export async function itemFigures(db: Db, branchId: number, month: string) {
  const [items, cells, before] = await Promise.all([
    itemsOf(db, branchId),
    readGridCells(db, gridKey(branchId, month)),
    readGridCells(db, gridKey(branchId, previousMonth(month))),
  ]);
  const now = byItem(cells);
  const last = byItem(before);
  const list: StorageItem[] = items.map((i) => {
    const prev = last.get(i.itemId);
    const carried = itemBalance(prev?.exist ?? 0, [...(prev?.days.values() ?? [])]).stock;
    const it = now.get(i.itemId);
    const exist = it?.exist ?? carried;
    const bal = itemBalance(exist, [...(it?.days.values() ?? [])]);
    return { ...i, exist, existTyped: it?.exist !== undefined, ...bal, acc: it?.acc ?? null };
  });
  const known = new Set(items.map((i) => i.itemId));
  return { items: list, cells: cells.filter((c) => c.day > 0 && known.has(c.row) && c.value !== 0) };
}

export interface Flags {
  confirm?: boolean;
  confirmedAt?: string;
  confirmedBy?: string;
  sent?: { at: string; by: string } | null;
  /** The last send's mail has not gone (a repeat of the send resends only the mail). */
  unmailed?: boolean;
}

export async function storageMonth(db: Db, me: AuthUser, branchId: number, month: string): Promise<StorageMonth> {
  const [branch, figures, row] = await Promise.all([
    db.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst(),
    itemFigures(db, branchId, month),
    readGridMonth(db, gridKey(branchId, month)),
  ]);
  const flags = row.flags as Flags;
  const tabs = [...new Set([...STORAGE_TABS, ...figures.items.map((i) => i.tab)])].filter((t) =>
    figures.items.some((i) => i.tab === t),
  );
  return {
    branchId,
    branchName: branch?.name ?? '',
    month,
    tabs,
    items: figures.items,
    listInOutItem: figures.cells.map((c) => ({ itemId: c.row, day: c.day, field: c.field, value: c.value })),
    confirm: flags.confirm === true,
    sent: flags.sent ?? null,
    canEdit: mayEnterStorage(me.role),
    canCount: mayCountStorage(me.role),
  };
}
