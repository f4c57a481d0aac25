// Demo reception sums of the demo's earlier years: this month and next a year back, and two years back at
// branches 1 and 3 (the demo managers' branches; the others came to Sumbook last year): the days Calendar 2
// compares, by date and by weekday, and a week after them so every stay of those nights is billed, each day
// sent once. The hotel invoices come from the PMS walk of that season (db/seed/pms.ts),
// company stays paid by transfer (their debits were settled long ago, so these sums leave the debit book as
// it is), plus one to three service invoices a day.
import { BRANCHES, branchToday } from '../../../../domain/branches';
import { comparedDate } from '../../../../domain/calendar';
import { addDays, nextMonth } from '../../../../domain/dates';
import { dateOf, monthDays } from '../../../../domain/expected';
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { MAKERS } from '../../../db/seed/people';
import { earlierInvoices, type SeedInvoice } from '../../../db/seed/pms';
import { rng, type Rng } from '../../../db/seed/prng';
import { roomsFor } from '../../../db/seed/rooms';
import { COMPANY_DEBIT, pmsRow } from '../pms-row';
import type { SeedWriter } from './seed-writer';
import { serviceRow } from './reception-rows';

/** How many years back each demo branch has sent sums. */
const yearsOf = (branchId: number): number[] => (branchId === 1 || branchId === 3 ? [1, 2] : [1]);

/** The first and last day of one earlier year's sums. */
function span(today: string, years: number): { from: string; to: string } {
  const month = today.slice(0, 7);
  const next = nextMonth(month);
  const first = dateOf(month, 1);
  const last = dateOf(next, monthDays(next));
  const [from] = [comparedDate(first, years, 'date'), comparedDate(first, years, 'weekday')].sort();
  const [, to] = [comparedDate(last, years, 'date'), comparedDate(last, years, 'weekday')].sort();
  return { from, to: addDays(to, 7) };
}

/** A day's rows: its hotel invoices (company stays paid by transfer) and a few service invoices. */
function earlierRows(
  r: Rng,
  branchId: number,
  invoices: readonly SeedInvoice[],
  day: string,
  si: number,
  rooms: string[],
) {
  const rows: InvoiceRow[] = invoices.map((inv) => {
    const row = pmsRow(inv, branchId);
    if (row.action !== COMPANY_DEBIT) return row;
    return { ...row, action: '', [branchId === 11 ? 'vcb_usd' : 'vcb']: row.amount };
  });
  const services = r.int(1, 3);
  for (let n = 0; n < services; n++)
    rows.push(serviceRow(r, branchId, `si-${branchId}-${day}-${n}`, String(si + n), rooms));
  return rows;
}

export async function seedEarlierYears(out: SeedWriter, branchId: number, now: Date): Promise<void> {
  const branch = BRANCHES.find((b) => b.id === branchId);
  if (!branch) return;
  const rooms = roomsFor(branch).map((x) => x.number);
  const maker = MAKERS[branchId] ?? 'Reception';
  for (const years of yearsOf(branchId)) {
    const { from, to } = span(branchToday(branchId, now), years);
    const byDay = new Map<string, SeedInvoice[]>();
    for (const inv of earlierInvoices(branch, years, from, to))
      byDay.set(inv.day, [...(byDay.get(inv.day) ?? []), inv]);
    const r = rng(8000 + years * 100 + branchId);
    let si = branchId * 10_000 + 100 - years * 1_000;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const rows = earlierRows(r, branchId, byDay.get(day) ?? [], day, si, rooms);
      si += 10;
      await out.write({ branchId, day, version: 1, rows, sent: true, maker, book: false });
    }
  }
}
