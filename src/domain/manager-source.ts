// Where a manager report's first figures come from (document 4 "Manager sum: sources and formulas"):
// the day's sent reception sum and the month's expected plan. The manager completes and corrects them.
//
// Choices where the documents are silent:
// - Rooms sold and their sale are the expected plan's rooms with a rate on the day (a reception sum lists
//   the invoices of guests who check out, not the night's rooms); check-in turns are the rooms whose stay
//   starts that day in the plan.
// - A hotel invoice (HI) row of the sum is a check-out turn. It is a short-time stay when its check-in and
//   check-out are the same day or its texts say "short" (its amount is the short-time sale); a late
//   check-out when its texts say "late": its nights are already in the plan's rooms sold, so its sale is
//   half a night's price (a late check-out counts as half a room in the customers formula), not the whole
//   invoice. Cancelled, no-show and next-day check-in rows are left out.
// - Minibar, laundry, transfer (rental car and a pick-up) and other-hotel charges of hotel rows fill
//   those lines: the accountant's column when it is set, else what reception typed (rc-charges.ts); service
//   packages fill massage, breakfast and Rotenburo counts ("HMS" prices are hotel customers', "MS" walk-in
//   guests'); an F.O.C row counts as free.
import type { InvoiceRow } from './invoice-row';
import { blankReport, billText, type LineValues, type ManagerReport } from './manager-report';
import { linesFor } from './manager-lines';
import { roundTo } from './money';
import { chargeOf } from './rc-charges';

/** Why a report cannot be made (spec 3 section 8). */
export const RECEPTION_EDITING = "Reception Editing Sum - Can't make report";
export const RECEPTION_MISSING = "Not Find Reception Sum - Can't make report";

export interface ExpectedDay {
  /** Rooms with a rate on the day. */
  rooms: number;
  /** The sum of their rates (branch currency). */
  sale: number;
  /** Rooms whose stay starts that day. */
  checkins: number;
}

type Payer = 'customer' | 'walkIn' | 'byRoom';
/** Package column -> the line it counts in and who pays. */
export const PACKAGE_LINES: Readonly<Record<string, readonly [string, Payer]>> = {
  'MS 40P': ['m40', 'walkIn'],
  'MS 70P': ['m70', 'walkIn'],
  'MS 100P': ['m100', 'walkIn'],
  'HMS 70P': ['m70', 'customer'],
  'HMS 100P': ['m100', 'customer'],
  'MS 40P & BT': ['set40', 'byRoom'],
  'MS 70P & BT': ['set70', 'byRoom'],
  'MS 100P & BT': ['set100', 'byRoom'],
  BF: ['bf', 'customer'],
  'BF Set': ['bf_set', 'customer'],
  BT: ['roten', 'customer'],
  'BF & BT': ['roten_set', 'customer'],
  'BF & BT Set': ['roten_set', 'customer'],
  'BF & BT Buffet': ['roten_buffet', 'customer'],
  'BT Fer': ['roten_fer', 'customer'],
  'BF & BT Fer': ['roten_fer_set', 'customer'],
  BF6: ['bf', 'customer'],
  BF8: ['bf', 'customer'],
  MS9: ['m40', 'customer'],
  MSV10: ['m40', 'walkIn'],
  MS13_5: ['m70', 'customer'],
  MSV15: ['m70', 'walkIn'],
  FM18: ['m100', 'customer'],
  MSV20: ['m100', 'walkIn'],
  MSR14: ['set70', 'customer'],
  MSR19: ['set70', 'walkIn'],
  MSR24: ['set100', 'walkIn'],
  R5: ['roten', 'customer'],
  SR12: ['roten_set', 'customer'],
  SR10: ['roten_set', 'customer'],
};

const SKIPPED_ACTIONS = /CANCEL|NO\s*SHOW|CHECK\s*IN/i;
const textsOf = (r: InvoiceRow): string =>
  [
    r.action,
    typeof r.telephone === 'string' ? r.telephone : '',
    r.name_sub1,
    r.name_sub2,
    r.name_sub3,
    r.name_sub4,
    r.name_sub5,
  ]
    .join(' ')
    .toLowerCase();

export type StayKind = 'stay' | 'late' | 'short';
/** How a hotel invoice row counts in the hotel section. */
export function stayKind(r: InvoiceRow): StayKind {
  const text = textsOf(r);
  if (/short/.test(text) || (r.checkin !== '' && r.checkin === r.checkout)) return 'short';
  if (/late/.test(text)) return 'late';
  return 'stay';
}

/** Half of a hotel row's price per night (unit price, else room rate x rate, else amount / nights), rounded to its currency. */
export function halfNight(r: InvoiceRow, usd: boolean): number {
  const perNight =
    r.unit_price > 0
      ? r.unit_price
      : r.room_rate > 0
        ? r.room_rate * (usd ? 1 : r.rate || 1)
        : r.amount / Math.max(1, r.nights);
  return roundTo(perNight / 2, usd ? 2 : 0);
}

const isFree = (r: InvoiceRow): boolean => /F\.?O\.?C/i.test(r.action);

/** The report made from the day's reception sum rows and the plan's figures of the day. */
export function reportFromSum(rows: readonly InvoiceRow[], branchId: number, expected: ExpectedDay): ManagerReport {
  const report = blankReport(branchId);
  const usd = branchId === 11;
  const has = new Set(linesFor(branchId).map((l) => l.key));
  const bills = new Map<string, string[]>();
  const line = (key: string): LineValues | null => (has.has(key) ? report.lines[key] : null);
  const addSale = (v: LineValues, amount: number) => {
    if (usd) v.usd += amount;
    else v.vnd += amount;
  };
  const bill = (key: string, no: string) => {
    if (no) bills.set(key, [...(bills.get(key) ?? []), no]);
  };
  const his: string[] = [];
  const sis: string[] = [];
  for (const r of rows) {
    if (r.paid === 'Delete') continue;
    if (r.HI.trim()) {
      his.push(r.HI.trim());
      if (SKIPPED_ACTIONS.test(r.action)) continue;
      const kind = stayKind(r);
      const checkout = line('checkout');
      if (checkout) checkout.customers += 1;
      if (kind !== 'stay') {
        const v = line(kind);
        if (v) {
          v.customers += 1;
          addSale(v, kind === 'short' ? r.amount : halfNight(r, usd));
          bill(kind, r.HI.trim());
        }
      }
      const transfer = chargeOf(r, 'transfer');
      const charges: [string, number][] = [
        ['minibar', chargeOf(r, 'minibar')],
        ['laundry', chargeOf(r, 'laundry')],
        ['rental_car', transfer],
        ['other_hotel', chargeOf(r, 'other_hotel')],
        ['other', chargeOf(r, 'other') + r.others],
      ];
      for (const [key, amount] of charges) {
        const v = line(key);
        if (!v || !(amount > 0)) continue;
        v.customers += 1;
        addSale(v, amount);
      }
      if (transfer > 0) {
        const pickup = line('pickup');
        if (pickup) pickup.customers += 1;
      }
    }
    if (r.SI.trim()) sis.push(r.SI.trim());
    for (const [pkg, n] of Object.entries(r.packages ?? {})) {
      const target = PACKAGE_LINES[pkg];
      if (!target || !(n > 0)) continue;
      const [key, payer] = target;
      const massage = key.startsWith('m') || key.startsWith('set');
      if (isFree(r)) {
        const free = massage ? line('m_free') : line(key);
        if (free) {
          if (massage) free.customers += n;
          else free.free += n;
        }
        continue;
      }
      const v = line(key);
      if (!v) continue;
      const customer = payer === 'customer' || (payer === 'byRoom' && r.room.trim() !== '');
      if (customer || !massage) v.customers += n;
      else v.guests += n;
      bill(key, (r.SI || r.HI).trim());
    }
  }
  const day = line('day');
  if (day) {
    day.customers = expected.rooms;
    addSale(day, expected.sale);
  }
  const checkin = line('checkin');
  if (checkin) checkin.customers = expected.checkins;
  for (const [key, list] of bills) report.lines[key].bill = billText(list);
  report.listHI = billText(his);
  report.listSI = billText(sis);
  return report;
}
