// Demo PMS invoices: for every branch, the hotel invoices of the last 60 days and the next 2 days.
// Each room is walked day by day: stays of 1 to 7 nights that do not overlap; an invoice is issued on
// the check-out day. Company stays are paid by the company; others in cash (VND, USD) or by card.
import { BRANCHES, branchToday, type BranchInfo } from '../../../domain/branches';
import { addDays, dayNumber, fromDayNumber } from '../../../domain/dates';
import { roundTo } from '../../../domain/money';
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

/** The invoices of one branch, HI numbered in issue order. */
export function branchInvoices(b: BranchInfo, now: Date): SeedInvoice[] {
  const r = rng(1000 + b.id);
  const today = branchToday(b.id, now);
  const first = dayNumber(addDays(today, -PAST_DAYS)) as number;
  const last = dayNumber(addDays(today, NEXT_DAYS)) as number;
  const out: SeedInvoice[] = [];
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
      if (out_ >= first && out_ <= last)
        out.push(invoiceFor(r, b, room, fromDayNumber(t), fromDayNumber(out_), nights));
      t = out_;
    }
  }
  out.sort((a, c) => (a.day === c.day ? a.room.localeCompare(c.room) : a.day < c.day ? -1 : 1));
  out.forEach((inv, i) => {
    inv.hi = String(b.id * 100_000 + 1_000 + i);
  });
  return out;
}

/** Fills pms_invoices for every branch; answers the invoices by branch for the reception seed. */
export async function seedPms(db: Db, now: Date): Promise<Map<number, SeedInvoice[]>> {
  const byBranch = new Map<number, SeedInvoice[]>();
  const at = now.toISOString();
  for (const b of BRANCHES) {
    const list = branchInvoices(b, now);
    byBranch.set(b.id, list);
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
  return byBranch;
}
