// The storage (stock) report (spec 3 sections 2, 3, 4 and 9): items per tab (SOFT DRINK first) with id,
// unit and the stock at the month's start; per item and day what came in and what went out to rooms, the
// kitchen (KC), massage (MS), Rotenburo (RT) and other; T = everything out. The stock after the month is
// start + in - out; the accountant's count of it is compared item by item (CONFIRM WITH ACC).
//
// Choices where the spec is silent:
// - The start stock of a month is what was typed for it in the item edit, else the previous month's
//   closing stock; quantities have at most 2 decimals (Kg) and are between 0 and 1,000,000.
// - The supervisor and the manager of the branch (and the admin) enter in and out; the accountants
//   (roles 4, 5, 8, and the admin) enter their count. Everyone of the branch's scope reads.
// - compare_data confirms the month when nothing differs; SAVE unconfirms it; SEND needs it confirmed.
import { roundTo } from './money';
import { ROLE } from './roles';

export const STORAGE_TABS = ['SOFT DRINK', 'BEER', 'SNACK', 'AMENITY', 'CLEANING'] as const;
export const STORAGE_UNITS = ['Box', 'Kg', 'Pack', 'Pcs'] as const;
export const OUT_COLUMNS = ['room', 'kc', 'ms', 'rt', 'other'] as const;
export const IN_OUT_COLUMNS = ['in', ...OUT_COLUMNS] as const;
export type InOutColumn = (typeof IN_OUT_COLUMNS)[number];
export const COLUMN_LABELS: Record<InOutColumn, string> = {
  in: 'In',
  room: 'Room',
  kc: 'KC',
  ms: 'MS',
  rt: 'RT',
  other: 'Other',
};
/** Month-level fields of an item, stored on day 0: the start stock and the accountant's count. */
export const START_FIELD = 'exist';
export const ACC_FIELD = 'acc';
export const QTY_MAX = 1_000_000;

export const STORAGE_EMPTY = 'Not data show here. Please select month and load again.';
export const NOT_CONFIRMED = 'Please CONFIRM WITH ACC before sending the report';

export const isInOutColumn = (v: string): v is InOutColumn => (IN_OUT_COLUMNS as readonly string[]).includes(v);
export const isQuantity = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= QTY_MAX && roundTo(v, 2) === v;

export type DayInOut = Partial<Record<InOutColumn, number>>;

/** Everything out on a day (T). */
export const outTotal = (d: DayInOut): number =>
  roundTo(
    OUT_COLUMNS.reduce((a, c) => a + (d[c] ?? 0), 0),
    2,
  );

/** An item's month: in, out and the stock after it. */
export function itemBalance(start: number, days: readonly DayInOut[]) {
  const totalIn = roundTo(
    days.reduce((a, d) => a + (d.in ?? 0), 0),
    2,
  );
  const totalOut = roundTo(
    days.reduce((a, d) => a + outTotal(d), 0),
    2,
  );
  return { totalIn, totalOut, stock: roundTo(start + totalIn - totalOut, 2) };
}

export interface CountCheck {
  itemId: string;
  stock: number;
  acc: number | null;
}
/** The items whose stock differs from the accountant's count (an item never counted differs unless its stock is 0). */
export function mismatches(items: readonly CountCheck[]): CountCheck[] {
  return items.filter((i) => (i.acc ?? 0) !== i.stock);
}

export const mayEnterStorage = (role: number): boolean =>
  role === ROLE.SUPERVISOR || role === ROLE.MANAGER || role === ROLE.ADMIN;
export const mayCountStorage = (role: number): boolean =>
  role === ROLE.ACCOUNTANT || role === ROLE.ACC_LEADER || role === ROLE.ACC_CHIEF || role === ROLE.ADMIN;

/** Items sorted for the screen: by tab (SOFT DRINK first), then id ("a2" before "a10"). */
export function sortItems<T extends { tab: string; itemId: string }>(items: readonly T[]): T[] {
  const tabIndex = (t: string) => {
    const i = (STORAGE_TABS as readonly string[]).indexOf(t);
    return i < 0 ? STORAGE_TABS.length : i;
  };
  return [...items].sort(
    (a, b) => tabIndex(a.tab) - tabIndex(b.tab) || a.itemId.localeCompare(b.itemId, 'en', { numeric: true }),
  );
}
