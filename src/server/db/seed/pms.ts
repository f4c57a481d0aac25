// Demo PMS invoices: for every branch, the hotel invoices of the last 60 days and the next 2 days, and the
// stays in house then that check out later (the demo plans are made from all of them, as the booking system
// knows them). Each room is walked day by day: stays of 1 to 7 nights that do not overlap; an invoice is
// issued on the check-out day. Company stays are paid by the company; others in cash (VND, USD) or by card.
// The same walk, a year and two years back, makes the invoices of the demo's earlier reception sums.
import { BRANCHES, branchToday, type BranchInfo } from '../../../domain/branches';
import { addDays, dayNumber, fromDayNumber } from '../../../domain/dates';
import type { Stay } from '../../../domain/expected';
import { roundTo } from '../../../domain/money';
import { unitPrice } from '../../../domain/row-rules';
import type { PmsInvoice } from '../../kernel/pms';
import type { Db } from '../connection';
import { COMPANIES, guestName } from './people';
import { rng, type Rng } from './prng';
import { roomsFor } from './rooms';

export interface SeedInvoice extends PmsInvoice {
  day: string;
}

export const PAST_DAYS = 60;
export const NEXT_DAYS = 2;

const VND_RATES: Record<string, number> = {
  Standard: 900_000,
  Deluxe: 1_200_000,
  Executive: 1_600_000,
  Suite: 2_400_000,
};
const USD_RATES: Record<string, number> = { Standard: 35, Deluxe: 48, Executive: 65, Suite: 95 };

/** Invoices as the plan's stays: room, nights and the nightly price the reception sum bills. */
export function staysOf(invoices: readonly SeedInvoice[], branchId: number): Stay[] {
  return invoices.map((inv) => ({
    room: inv.room,
    checkin: inv.checkin,
    checkout: inv.checkout,
    rate: unitPrice(inv.roomRate, inv.discount, inv.currency === 'VND' ? 1 : inv.exchangeRate, branchId),
  }));
}

/** The day's USD rate, moving a little from day to day. */
export function usdRate(day: string): number {
  return 25_350 + ((dayNumber(day) ?? 0) % 7) * 20;
}

function nightsOf(r: Rng): number {
  const roll = r.next();
  return roll < 0.35 ? 1 : roll < 0.6 ? 2 : roll < 0.75 ? 3 : roll < 0.85 ? 4 : r.int(5, 7);
}

function invoiceFor(
  r: Rng,
  b: BranchInfo,
  room: { number: string; type: string },
  checkin: string,
  checkout: string,
  nights: number,
): SeedInvoice {
  const usdBranch = b.id === 11;
  const usdRoom = usdBranch || r.chance(0.15);
  const base = usdRoom ? USD_RATES[room.type] : VND_RATES[room.type];
  const roomRate = usdRoom ? base + r.int(-3, 5) : base + r.int(-2, 4) * 50_000;
  const exchangeRate = usdBranch ? 1 : usdRoom ? usdRate(checkout) : 1;
  const discount = r.chance(0.15) ? 10 : 0;
  const company = r.chance(0.2) ? r.pick(COMPANIES) : '';
  const local = roundTo(roomRate * (1 - discount / 100) * (usdBranch ? 1 : exchangeRate) * nights, usdBranch ? 2 : 0);
  const usd = roundTo(roomRate * (1 - discount / 100) * nights, 2);
  let paidBy: PmsInvoice['paidBy'] = 'company';
  let payColumn: PmsInvoice['payColumn'] = 'vnd';
  let payAmount = 0;
  if (!company) {
    const card = r.chance(0.4);
    paidBy = card ? 'card' : 'cash';
    if (usdBranch) [payColumn, payAmount] = [card ? 'vcb_usd' : 'usd', local];
    else if (usdRoom && !card) [payColumn, payAmount] = ['usd', usd];
    else [payColumn, payAmount] = [card ? 'vcb' : 'vnd', local];
  }
  return {
    day: checkout,
    hi: '',
    room: room.number,
    guestName: guestName(r, b.id),
    company,
    checkin,
    checkout,
    roomRate,
    currency: usdRoom ? 'USD' : 'VND',
    exchangeRate,
    discount,
    paidBy,
    payColumn,
    payAmount,
  };
}

/**
 * Each room walked day by day from a few days before `first`: stays of 1 to 7 nights that do not overlap, the
 * invoice issued on the check-out day. Keeps the stays that check out from `first` on and check in by `last`
 * (those still in house after `last` too), sorted by check-out day and room, HI numbered from `hiFrom` in that
 * order.
 */
function walkStays(b: BranchInfo, r: Rng, first: number, last: number, hiFrom: number): SeedInvoice[] {
  const out: SeedInvoice[] = [];
  const later = rng(9000 + b.id);
  const occupancy = 0.45 + (b.id % 4) * 0.05;
  for (const room of roomsFor(b)) {
    let t = first - r.int(1, 7);
    while (t <= last) {
      if (!r.chance(occupancy)) {
        t += 1;
        continue;
      }
      const nights = nightsOf(r);
      const out_ = t + nights;
      // A stay checking out after `last` draws from its own generator: the walk's draws stay as they were.
      const from = out_ > last ? later : r;
      if (out_ >= first) out.push(invoiceFor(from, b, room, fromDayNumber(t), fromDayNumber(out_), nights));
      t = out_;
    }
  }
  out.sort((a, c) => (a.day === c.day ? a.room.localeCompare(c.room) : a.day < c.day ? -1 : 1));
  out.forEach((inv, i) => {
    inv.hi = String(hiFrom + i);
  });
  return out;
}

/**
 * The stays of one branch around today: invoices issued from 60 days ago to 2 days ahead (the PMS's), then
 * the stays in house or arriving by then that check out later (the plan knows them; the PMS has not billed them).
 */
export function branchInvoices(b: BranchInfo, now: Date): SeedInvoice[] {
  const today = branchToday(b.id, now);
  const first = dayNumber(addDays(today, -PAST_DAYS)) as number;
  const last = dayNumber(addDays(today, NEXT_DAYS)) as number;
  return walkStays(b, rng(1000 + b.id), first, last, b.id * 100_000 + 1_000);
}

/**
 * The invoices of one branch issued from `from` to `to` some years before (the reception sums of the demo's
 * earlier years, which Calendar 2's prediction reads), numbered below today's: 10,000 lower a year.
 */
export function earlierInvoices(b: BranchInfo, years: number, from: string, to: string): SeedInvoice[] {
  const last = dayNumber(to) as number;
  const hiFrom = b.id * 100_000 + 1_000 - years * 10_000;
  return walkStays(b, rng(7000 + years * 100 + b.id), dayNumber(from) as number, last, hiFrom).filter(
    (inv) => inv.day <= to,
  );
}

/**
 * Fills pms_invoices for every branch; answers its invoices by branch (for the reception seed) and every stay
 * (for the plans).
 */
export async function seedPms(
  db: Db,
  now: Date,
): Promise<{ invoices: Map<number, SeedInvoice[]>; stays: Map<number, SeedInvoice[]> }> {
  const invoices = new Map<number, SeedInvoice[]>();
  const stays = new Map<number, SeedInvoice[]>();
  const at = now.toISOString();
  for (const b of BRANCHES) {
    const all = branchInvoices(b, now);
    const last = addDays(branchToday(b.id, now), NEXT_DAYS);
    const list = all.filter((inv) => inv.day <= last);
    invoices.set(b.id, list);
    stays.set(b.id, all);
    const values = list.map((inv) => ({
      branch_id: b.id,
      day: inv.day,
      hi: inv.hi,
      room: inv.room,
      guest_name: inv.guestName,
      company: inv.company,
      checkin: inv.checkin,
      checkout: inv.checkout,
      room_rate: inv.roomRate,
      currency: inv.currency,
      exchange_rate: inv.exchangeRate,
      discount: inv.discount,
      paid_by: inv.paidBy,
      pay_column: inv.payColumn,
      pay_amount: inv.payAmount,
      updated_at: at,
    }));
    for (let i = 0; i < values.length; i += 500)
      await db
        .insertInto('pms_invoices')
        .values(values.slice(i, i + 500))
        .execute();
  }
  return { invoices, stays };
}
