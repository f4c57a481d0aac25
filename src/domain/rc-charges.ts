// Hotel charges typed by reception (issue 32): minibar, laundry, transfer, other-hotel and other amounts a
// receptionist notes on a row of the reception sum. They are not the accountant's charge columns ("Telephone
// and the other charge fields can be edited only by roles 4 and 5", spec 2 section 5.4): they sit beside
// them in `rcCharges`, the manager report reads them where the accountant's column is empty, and the
// accountant sum takes them into its empty columns when it is made from the reception sum.
import { RC_CHARGE_KEYS, type InvoiceRow, type RcChargeKey, type RcCharges } from './invoice-row';
import { amountDecimals, roundTo, USD_BRANCH } from './money';

/** The accountant's column each reception charge stands for ("Other" is the AzOther column). */
export const RC_CHARGE_COLUMN = {
  minibar: 'minibar',
  laundry: 'laundry',
  transfer: 'transfer',
  other_hotel: 'other_hotel',
  other: 'AzOther',
} as const satisfies Record<RcChargeKey, keyof InvoiceRow>;

/** Their labels (keys of the common catalog). */
export const RC_CHARGE_LABELS = {
  minibar: 'Minibar',
  laundry: 'Laundry',
  transfer: 'Transfer',
  other_hotel: 'Other hotel',
  other: 'Other',
} as const satisfies Record<RcChargeKey, string>;

/** The charges a branch's reception types: branch 11 has no other-hotel column, so none there. */
export function rcChargeKeys(branchId: number): RcChargeKey[] {
  return RC_CHARGE_KEYS.filter((k) => branchId !== USD_BRANCH || k !== 'other_hotel');
}

/** A reception charge of a row (0 when none was typed). */
export function rcCharge(row: Pick<InvoiceRow, 'rcCharges'>, key: RcChargeKey): number {
  return row.rcCharges?.[key] ?? 0;
}

/** The charge a report counts: the accountant's column when it is set (> 0), else what reception typed. */
export function chargeOf(row: InvoiceRow, key: RcChargeKey): number {
  const column = row[RC_CHARGE_COLUMN[key]];
  return column > 0 ? column : rcCharge(row, key);
}

/**
 * The row's reception charges as stored: each rounded to the branch's currency, those the branch does not
 * have dropped, the group left out when nothing is typed (so a row without charges stays as it was).
 */
export function normalRcCharges(row: InvoiceRow, branchId: number): InvoiceRow {
  if (row.rcCharges === undefined) return row;
  const { rcCharges, ...rest } = row;
  const keys = rcChargeKeys(branchId);
  const kept = Object.fromEntries(
    keys.map((k) => [k, roundTo(Math.max(0, rcCharges[k] ?? 0), amountDecimals(branchId))]),
  ) as Partial<Record<RcChargeKey, number>>;
  return keys.some((k) => (kept[k] ?? 0) > 0) ? { ...rest, rcCharges: { ...blankCharges(), ...kept } } : rest;
}

/** Every charge at 0. */
export function blankCharges(): RcCharges {
  return Object.fromEntries(RC_CHARGE_KEYS.map((k) => [k, 0])) as RcCharges;
}

/**
 * The accountant sum taking a reception row over: each empty charge column (0) gets what reception typed;
 * a column already set (an accountant typed it on the reception sum) is kept. The reception charges stay on
 * the row, read-only for the accountant. The caller recomputes sub and the totals.
 */
export function takeOverCharges(row: InvoiceRow): InvoiceRow {
  if (!row.rcCharges) return row;
  const next: InvoiceRow = { ...row };
  for (const key of RC_CHARGE_KEYS) {
    const typed = rcCharge(row, key);
    const column = RC_CHARGE_COLUMN[key];
    if (typed > 0 && next[column] === 0) next[column] = typed;
  }
  return next;
}

/**
 * The accountant sum shows reception's charges read-only: whatever a save sends, a row keeps the charges of its
 * stored version, or (a row the stored version does not have, as on the day's first save) those of the reception
 * sum's row of the same ID. A row neither has keeps what it carries: a row the server moves in (LOAD WAITING)
 * brings its own, and the screen sends none for a row the accountant adds.
 */
export function keepReceptionCharges<R extends { ID: string; rcCharges?: RcCharges }>(
  rows: readonly R[],
  stored: readonly Pick<InvoiceRow, 'ID' | 'rcCharges'>[],
  reception: readonly Pick<InvoiceRow, 'ID' | 'rcCharges'>[],
): R[] {
  const kept = new Map<string, RcCharges | undefined>(reception.map((r) => [r.ID, r.rcCharges]));
  for (const r of stored) kept.set(r.ID, r.rcCharges);
  return rows.map((row) => {
    if (!kept.has(row.ID)) return row;
    const { rcCharges: _sent, ...rest } = row;
    const charges = kept.get(row.ID);
    return (charges ? { ...rest, rcCharges: charges } : rest) as R;
  });
}
