// The rows of a demo reception sum day: the PMS hotel invoices plus service invoices (massage naming its
// therapists, breakfast, Rotenburo), a few charges, expenses, card notes and debit rows.
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { amountDecimals, roundTo } from '../../../../domain/money';
import { hasMassage, packagesFor } from '../../../../domain/packages';
import { debitOptionStyle, setTotalBackground } from '../../../../domain/row-style';
import { blankRow, pmsRow } from '../pms-row';
import { CARD_NOTES, EXPENSES, guestName } from '../../../db/seed/people';
import type { SeedInvoice } from '../../../db/seed/pms';
import type { Rng } from '../../../db/seed/prng';

/** Service packages: the row field they fill and the price in thousands of VND (branch 11: USD). */
const SERVICES: readonly { pkg: string; field: 'massage' | 'breakfast' | 'sauna'; price: number }[] = [
  { pkg: 'MS 70P', field: 'massage', price: 250 },
  { pkg: 'MS 100P', field: 'massage', price: 350 },
  { pkg: 'HMS 70P', field: 'massage', price: 225 },
  { pkg: 'BF', field: 'breakfast', price: 200 },
  { pkg: 'BT', field: 'sauna', price: 150 },
  { pkg: 'BF & BT', field: 'breakfast', price: 300 },
  { pkg: 'BT Fer', field: 'sauna', price: 180 },
  { pkg: 'MS9', field: 'massage', price: 9 },
  { pkg: 'MS13_5', field: 'massage', price: 13.5 },
  { pkg: 'BF6', field: 'breakfast', price: 6 },
  { pkg: 'R5', field: 'sauna', price: 5 },
];

/** The massage staff numbers the demo sums name ("KTV 07" in a massage row's action), for /count_massage. */
export const DEMO_MASSAGE_STAFF = ['03', '07', '12', '15', '21'] as const;

const clearPayments = (row: InvoiceRow): InvoiceRow => ({ ...row, vnd: 0, usd: 0, vcb: 0, vcb_usd: 0 });

/** A service invoice (SI) row: packages, the service amount and its payment. */
export function serviceRow(r: Rng, branchId: number, id: string, si: string, rooms: readonly string[]): InvoiceRow {
  const offered = SERVICES.filter(
    (s) => packagesFor(branchId).includes(s.pkg) && (s.field !== 'massage' || hasMassage(branchId)),
  );
  const s = r.pick(offered);
  const count = r.chance(0.8) ? 1 : 2;
  const usd = branchId === 11;
  const amount = roundTo(s.price * count * (usd ? 1 : 1000), amountDecimals(branchId));
  const row = blankRow(id);
  row.SI = si;
  row.name = guestName(r, branchId);
  row.room = r.chance(0.7) ? r.pick(rooms) : '';
  row.packages = { [s.pkg]: count };
  row[s.field] = amount;
  const card = r.chance(0.3);
  if (usd) row[card ? 'vcb_usd' : 'usd'] = amount;
  else row[card ? 'vcb' : 'vnd'] = amount;
  if (card) row.note = { telephone: [], otherPay: [`${r.pick(CARD_NOTES)} ${r.int(1000, 9999)}`] };
  if (s.field === 'massage') {
    // The therapists, as reception writes them: one staff number a guest ("KTV 07", two guests "KTV 07/12"),
    // taken from the invoice number so the generator's draws (and every other demo row) stay as they were.
    const n = DEMO_MASSAGE_STAFF.length;
    const staff = [0, 1].slice(0, count).map((k) => DEMO_MASSAGE_STAFF[(Number(si) + k * 2) % n]);
    row.action = `KTV ${staff.join('/')}`;
    if (r.chance(0.5)) row.style = setTotalBackground({}, 'Blue Sky');
  }
  return row;
}

/** Charges an accountant entered on a hotel invoice (minibar, laundry, transfer, telephone note), paid with the room. */
function withCharge(r: Rng, row: InvoiceRow, branchId: number): InvoiceRow {
  if (branchId === 11 || row.action !== '') return row;
  const roll = r.next();
  const next = { ...row };
  let extra = 0;
  if (roll < 0.3) next.minibar = extra = r.int(2, 9) * 15_000;
  else if (roll < 0.55) next.laundry = extra = r.int(4, 12) * 20_000;
  else if (roll < 0.75) next.transfer = extra = 350_000;
  else next.telephone = r.pick(['Late check out 14:00', 'Early check in', 'Extra bed']);
  if (next.vcb > 0) next.vcb += extra;
  else if (next.vnd > 0 || next.usd === 0) next.vnd += extra;
  return next;
}

export interface DayPlan {
  branchId: number;
  day: string;
  invoices: readonly SeedInvoice[];
  /** An invoice whose guest checks in tomorrow: today's DEBIT CHECK IN row. */
  checkInTomorrow?: SeedInvoice;
  /** Hotel invoices paid at check-in (an earlier DEBIT CHECK IN): at check-out they are listed, not paid again. */
  paidAtCheckIn?: ReadonlySet<string>;
  rooms: readonly string[];
  siStart: number;
}

/** Every row of a demo day. */
export function dayRows(r: Rng, plan: DayPlan): InvoiceRow[] {
  const { branchId, day } = plan;
  const rows = plan.invoices.map((inv) => {
    const row = pmsRow(inv, branchId);
    if (row.action !== '') return { ...row, style: debitOptionStyle(1) };
    const drawn = r.chance(0.15) ? withCharge(r, row, branchId) : row;
    // Left out of the day's totals ("paid at" rows are): the deposit at check-in paid it.
    return plan.paidAtCheckIn?.has(row.HI) ? { ...clearPayments(drawn), action: 'PAID AT CHECK IN' } : drawn;
  });
  const cash = rows.filter((row) => row.action === '' && row.vnd > 0);
  if (cash.length > 2 && r.chance(0.15)) {
    const i = rows.indexOf(r.pick(cash));
    rows[i] = { ...clearPayments(rows[i]), action: 'DEBIT PAY', style: debitOptionStyle(1) };
  }
  if (plan.checkInTomorrow) {
    const row = pmsRow(plan.checkInTomorrow, branchId);
    rows.push({
      ...clearPayments(row),
      ID: `dci-${branchId}-${row.HI}`,
      action: 'DEBIT CHECK IN',
      style: debitOptionStyle(1),
    });
  }
  const services = r.int(2, 6);
  for (let n = 0; n < services; n++)
    rows.push(serviceRow(r, branchId, `si-${branchId}-${day}-${n}`, String(plan.siStart + n), plan.rooms));
  if (branchId !== 11 && r.chance(0.3)) {
    const exp = blankRow(`exp-${branchId}-${day}`);
    exp.exp = r.pick(EXPENSES);
    exp.exp_rate = r.int(3, 20) * 30_000;
    exp.exp_rate_type = r.chance(0.5) ? 'VND' : '';
    rows.push(exp);
  }
  return rows;
}
