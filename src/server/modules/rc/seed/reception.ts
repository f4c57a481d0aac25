// Demo reception sums for branches 3, 5, 1, 11 and 8: the last 60 days, all sent (some days in two
// versions) with their debit-book effects, and today's sum being edited (none for branch 5, whose
// receptionist starts today's sum from the PMS); and the same season one and two years back
// (earlier-years.ts).
import { BRANCHES, branchToday } from '../../../../domain/branches';
import { addDays } from '../../../../domain/dates';
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { importCheckIns } from '../debit-book';
import type { Db } from '../../../db/connection';
import { MAKERS } from '../../../db/seed/people';
import { PAST_DAYS, type SeedInvoice } from '../../../db/seed/pms';
import { rng, type Rng } from '../../../db/seed/prng';
import { seedEarlierYears } from './earlier-years';
import { SeedWriter } from './seed-writer';
import { dayRows } from './reception-rows';
import { roomsFor } from '../../../db/seed/rooms';

export const DEMO_SUM_BRANCHES = [3, 5, 1, 11, 8] as const;
/** The branch without a sum today: its receptionist starts from the PMS. */
export const NO_SUM_TODAY = 5;

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** DEBIT CHECK IN lines of yesterday come back today; the guest pays a deposit at check-in. */
async function imported(db: Db, branchId: number, day: string): Promise<InvoiceRow[]> {
  return (await importCheckIns(db, branchId, day)).map((row) =>
    branchId === 11 ? { ...row, usd: row.amount } : { ...row, vnd: row.amount },
  );
}

async function seedBranch(
  db: Db,
  out: SeedWriter,
  branchId: number,
  invoices: readonly SeedInvoice[],
  now: Date,
): Promise<void> {
  const r: Rng = rng(5000 + branchId);
  const branch = BRANCHES.find((b) => b.id === branchId);
  if (!branch) return;
  const rooms = roomsFor(branch).map((x) => x.number);
  const today = branchToday(branchId, now);
  const maker = MAKERS[branchId] ?? 'Reception';
  const byDay = new Map<string, SeedInvoice[]>();
  const byCheckin = new Map<string, SeedInvoice[]>();
  for (const inv of invoices) {
    push(byDay, inv.day, inv);
    if (inv.paidBy !== 'company') push(byCheckin, inv.checkin, inv);
  }
  const paidAtCheckIn = new Set<string>();
  let siStart = branchId * 10_000 + 100;
  for (let back = PAST_DAYS; back >= 0; back--) {
    const day = addDays(today, -back);
    if (back === 0 && branchId === NO_SUM_TODAY) break;
    const arriving = byCheckin.get(addDays(day, 1)) ?? [];
    const wantsCheckIn = back === 1 || (back > 1 && r.chance(0.2));
    const checkInTomorrow = wantsCheckIn && arriving.length > 0 ? r.pick(arriving) : undefined;
    if (checkInTomorrow) paidAtCheckIn.add(checkInTomorrow.hi);
    const rows = [
      ...(back === 0 ? [] : await imported(db, branchId, day)),
      ...dayRows(r, { branchId, day, invoices: byDay.get(day) ?? [], checkInTomorrow, paidAtCheckIn, rooms, siStart }),
    ];
    siStart += 10;
    if (back === 0) {
      await out.write({ branchId, day, version: 1, rows, sent: false, maker });
    } else if (r.chance(0.12) && rows.length > 3) {
      // Sent, then reopened: version 1 lacked the last service invoice, version 2 has it.
      await out.write({ branchId, day, version: 1, rows: rows.slice(0, -1), sent: true, maker });
      await out.write({
        branchId,
        day,
        version: 2,
        rows,
        sent: true,
        maker,
        note: 'Added a forgotten service invoice',
      });
    } else {
      await out.write({ branchId, day, version: 1, rows, sent: true, maker });
    }
  }
}

/** Reception sums of the demo branches, in day order so each send settles the previous day's check-ins. */
export async function seedReception(db: Db, invoices: Map<number, SeedInvoice[]>, now: Date): Promise<void> {
  const out = new SeedWriter(db);
  for (const branchId of DEMO_SUM_BRANCHES) {
    await seedBranch(db, out, branchId, invoices.get(branchId) ?? [], now);
    await seedEarlierYears(out, branchId, now);
  }
  await out.flush();
}
