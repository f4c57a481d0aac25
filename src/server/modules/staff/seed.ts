// Demo staff mistakes: about 20 rows per demo branch over this month and the two before it (up to the
// branch's today), the same on every start; amounts in VND (USD at Phnom Penh), a few cash-over rows and
// one deleted row per branch, each logged as added by the branch's accountant.
import type { Insertable } from 'kysely';
import { changedFields, normalizeStaffRow, STAFF_DEPARTMENTS, type StaffRow } from '../../../domain/acc-staff';
import { branchToday } from '../../../domain/branches';
import { daysInMonth, pad2, previousMonth } from '../../../domain/dates';
import { USD_BRANCH } from '../../../domain/money';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import type { AccStaffTable } from '../../db/schema';
import { rng, type Rng } from '../../db/seed/prng';
import { rowText } from './store';

/** The demo branches and who keeps their register (the demo accountants and leader). */
const KEEPERS: Record<number, string> = {
  1: 'Ngo Thi Hoa',
  3: 'Do Van Long',
  5: 'Vu Thi Thu',
  8: 'Vu Thi Thu',
  [USD_BRANCH]: 'Phan Thi Nga',
};
const STAFF = ['Nguyen Thi Lan', 'Pham Van Duc', 'Tran Minh Anh', 'Le Thu Ha', 'Hoang Minh Tuan', 'Bui Thi Hong'];
const MISTAKES = [
  'Cash short at end of shift',
  'Wrong room rate on invoice',
  'Card slip missing',
  'Breakfast not charged',
  'Minibar not charged',
  'Wrong exchange rate used',
  'Discount given without approval',
  'Wrong check-out date',
  'Laundry charged twice',
  'Transfer not recorded',
];
const PROCESSING = [
  'Deducted from salary',
  'Paid back in cash',
  'Warning only',
  'Waiting for manager',
  'Guest refunded',
];
const ROWS_PER_MONTH = 7;

function mistake(r: Rng, branchId: number, ID: string, date: string): StaffRow {
  const usd = branchId === USD_BRANCH || r.chance(0.1);
  const over = r.chance(0.2);
  const amount = usd ? r.int(2, 80) + r.int(0, 3) * 0.25 : r.int(5, 120) * 10_000;
  const field = `${over ? 'over' : 'owes'}${usd ? 'USD' : 'VND'}` as const;
  return normalizeStaffRow({
    ID,
    date,
    invoice: r.chance(0.7) ? String(r.int(10_000, 99_999)) : '',
    name: r.pick(STAFF),
    department: r.chance(0.75) ? STAFF_DEPARTMENTS[0] : r.pick(STAFF_DEPARTMENTS),
    mistake: over ? 'Cash over at end of shift' : r.pick(MISTAKES),
    owesVND: 0,
    owesUSD: 0,
    overVND: 0,
    overUSD: 0,
    [field]: amount,
    processing: r.pick(PROCESSING),
    note: r.chance(0.3) ? 'Checked with the branch manager' : '',
    log: [],
    deleted: false,
    version: 1,
  });
}

function line(branchId: number, row: StaffRow, by: string): Insertable<AccStaffTable> {
  const at = `${row.date}T10:00:00.000Z`;
  const log = [{ at, by, action: 'add', fields: changedFields(undefined, { ...row, deleted: false }) }];
  if (row.deleted) log.push({ at, by, action: 'delete', fields: ['deleted'] });
  return {
    branch_id: branchId,
    row_id: row.ID,
    day: row.date,
    version: row.version,
    deleted: row.deleted ? 1 : 0,
    row: rowText(row),
    log: JSON.stringify(log),
    created_at: at,
    updated_at: at,
    updated_by: by,
  };
}

export async function seedStaff(db: Db, demo: DemoSeed): Promise<void> {
  const r = rng(9500);
  const lines: Insertable<AccStaffTable>[] = [];
  for (const [id, by] of Object.entries(KEEPERS)) {
    const branchId = Number(id);
    const today = branchToday(branchId, demo.now);
    const month = today.slice(0, 7);
    const months = [previousMonth(previousMonth(month)), previousMonth(month), month];
    const rows = months.flatMap((m) => {
      const [y, mm] = m.split('-').map(Number);
      const last = m === month ? Number(today.slice(8)) : daysInMonth(y, mm);
      const days = Array.from({ length: ROWS_PER_MONTH }, () => r.int(1, last)).sort((a, b) => a - b);
      return days.map((d) => `${m}-${pad2(d)}`);
    });
    rows.forEach((date, i) => {
      const row = mistake(r, branchId, `demo-${branchId}-${i + 1}`, date);
      lines.push(line(branchId, { ...row, deleted: i === 3, version: i === 3 ? 2 : 1 }, by));
    });
  }
  await db.insertInto('acc_staff').values(lines).execute();
}
