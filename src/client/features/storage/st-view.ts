import type { StorageItem, StorageMonth } from '../../../contract/storage';
import { ACC_FIELD, IN_OUT_COLUMNS, START_FIELD, itemBalance, outTotal, type DayInOut } from '../../../domain/storage';
import type { Catalogs } from '../../../locales/catalogs';
import type { Draft } from './st-state';

/** A text of src/domain shown on the storage screens (COLUMN_LABELS, STORAGE_EMPTY): a key of its catalog. */
export type StKey = keyof Catalogs['storage'];

// What the storage screens show, worked out from the month, the unsaved changes, the waiting saves and src/domain (pure).
/** A cell: item, day (0 = the month) and field. */
export const cellId = (itemId: string, day: number, field: string) => `${itemId}|${day}|${field}`;
export const parseCellId = (id: string) => {
  const [itemId, day, field] = id.split('|');
  return { itemId, day: Number(day), field };
};

export function knownOf(m: StorageMonth): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of m.listInOutItem) out[cellId(c.itemId, c.day, c.field)] = c.value;
  for (const i of m.items) {
    if (i.existTyped) out[cellId(i.itemId, 0, START_FIELD)] = i.exist;
    if (i.acc !== null) out[cellId(i.itemId, 0, ACC_FIELD)] = i.acc;
  }
  return out;
}

export interface Shown {
  known: Record<string, number>;
  waiting: Record<string, number>;
  draft: Draft;
}
export const shownCell = (s: Shown, id: string): number | undefined =>
  s.draft.cells[id]?.value ?? s.waiting[id] ?? s.known[id];

/** An item as shown: its start stock, in, out and stock with what was typed. */
export function shownItem(i: StorageItem, s: Shown, days: number): StorageItem & { dirty: boolean } {
  const exist = shownCell(s, cellId(i.itemId, 0, START_FIELD)) ?? i.exist;
  const list: DayInOut[] = [];
  for (let d = 1; d <= days; d++) list.push(shownDay(s, i.itemId, d));
  const edit = s.draft.items[i.itemId];
  const dirty = !!edit || Object.keys(s.draft.cells).some((k) => k.startsWith(`${i.itemId}|`));
  return {
    ...i,
    name: edit?.name ?? i.name,
    unit: edit?.unit ?? i.unit,
    exist,
    acc: shownCell(s, cellId(i.itemId, 0, ACC_FIELD)) ?? i.acc,
    ...itemBalance(exist, list),
    dirty,
  };
}

export function shownDay(s: Shown, itemId: string, day: number): DayInOut {
  const d: DayInOut = {};
  for (const f of IN_OUT_COLUMNS) {
    const v = shownCell(s, cellId(itemId, day, f));
    if (v) d[f] = v;
  }
  return d;
}
export { outTotal };

export const draftSize = (d: Draft) => Object.keys(d.cells).length + Object.keys(d.items).length;
