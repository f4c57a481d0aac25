// Generated debit lines: the demo book (a few hundred per demo branch) and the benchmark's 10,000-row
// branch. Deterministic: the same seed gives the same lines. Older debits are mostly settled; about one
// in five open ones is over 90 days old.
import { addDays } from '../../../../domain/dates';
import { DEBIT_LOG } from '../../../../domain/debit';
import { emptyRow, type InvoiceRow, type PaidState } from '../../../../domain/invoice-row';
import type { Db } from '../../../db/connection';
import { rng, type Rng } from '../../../db/seed/prng';
import { lineValues } from '../../../debits/columns';
import { historyRow, insertLine } from '../../../debits/store';

const ACTIONS = [
  'DEBIT PAY',
  'DEBIT CHECK IN',
  'DEBIT COMPANY',
  'DEBIT COMPANY',
  'DEBIT CANCEL',
  'DEBIT NOSHOW',
  'DEBIT DEPOSIT',
];
const COMPANIES = [
  'HINODE LOGISTICS',
  'SAKURA TRAVEL',
  'MIRAI ENGINEERING',
  'VIETJAPAN TRADING',
  'TOKYO MARINE ASIA',
  'SONG HONG PARTNERS',
  'KANSAI ELECTRONICS',
  'MEKONG CONSULTING',
];
const FAMILY = ['TANAKA', 'SATO', 'SUZUKI', 'TAKAHASHI', 'WATANABE', 'ITO', 'NAKAMURA', 'KOBAYASHI', 'NGUYEN', 'TRAN'];
const GIVEN = ['YUKI', 'HIROSHI', 'AKIRA', 'MAI', 'KENJI', 'EMI', 'TARO', 'HANA', 'MINH', 'LAN'];
const STAFF = ['Ngo Thi Hoa', 'Do Van Long', 'Vu Thi Thu', 'Nguyen Thi Lan', 'Phan Thi Nga'];

export interface GeneratedLine {
  day: string;
  row: InvoiceRow;
  paid: PaidState;
  history: { by: string; kind: string; text: string; at: string }[];
}

function stateOf(r: Rng, age: number): PaidState {
  const settled = age > 120 ? 0.85 : age > 45 ? 0.6 : 0.3;
  if (r.chance(0.04)) return 'Delete';
  if (r.chance(settled)) return 'Paid';
  return r.chance(0.1) ? 'Non Paid' : 'Debit';
}

/** One line: a debit row dated up to `spanDays` before `today`, its state and history. */
function generated(r: Rng, branchId: number, n: number, today: string, spanDays: number): GeneratedLine {
  const age = r.int(0, spanDays);
  const day = addDays(today, -age);
  const action = r.pick(ACTIONS);
  const company = action === 'DEBIT COMPANY' || r.chance(0.15) ? r.pick(COMPANIES) : '';
  const nights = r.int(1, 5);
  const rate = branchId === 11 ? r.int(40, 120) : r.int(8, 25) * 100_000;
  const amount = rate * nights;
  const hotel = !r.chance(0.15);
  const row: InvoiceRow = {
    ...emptyRow(`dbt-${branchId}-${n}`, `${day}T09:00:00.000Z`),
    HI: hotel ? String(800_000 + branchId * 10_000 + n) : '',
    SI: hotel ? '' : String(900_000 + branchId * 10_000 + n),
    name: `DEBIT_${r.pick(FAMILY)} ${r.pick(GIVEN)}`,
    company,
    room: String(r.int(2, 9) * 100 + r.int(1, 12)),
    checkin: addDays(day, -nights),
    checkout: day,
    action,
    nights,
    room_rate: rate,
    amount,
    sub: amount,
  };
  const paid = stateOf(r, age);
  const by = r.pick(STAFF);
  const at0 = `${day}T10:00:00.000Z`;
  const history = [{ by, kind: 'create', text: `${at0} Debit from RC Sum ${day} v1 by ${by}`, at: at0 }];
  if (r.chance(0.3)) {
    const at = `${addDays(day, Math.min(age, 2))}T11:00:00.000Z`;
    history.push({ by: r.pick(STAFF), kind: 'log', text: `${at} Log by ${r.pick(STAFF)}: called the guest`, at });
  }
  if (paid !== 'Debit') {
    const at = `${addDays(day, Math.min(age, r.int(1, 30)))}T15:00:00.000Z`;
    const kind = paid === 'Paid' ? 'paid' : paid === 'Delete' ? 'delete' : 'nonPaid';
    const who = STAFF[r.int(0, 2)];
    if (paid === 'Non Paid') history.push({ by: who, kind: 'paid', text: `${at} ${DEBIT_LOG.paid} ${who}`, at });
    history.push({ by: who, kind, text: `${at} ${DEBIT_LOG[kind]} ${who}`, at });
    if (paid === 'Paid' || paid === 'Non Paid') Object.assign(row, branchId === 11 ? { usd: amount } : { vnd: amount });
  }
  return { day, row, paid, history };
}

export function generateLines(
  branchId: number,
  count: number,
  today: string,
  spanDays = 420,
  seed = 0,
): GeneratedLine[] {
  const r = rng(9000 + branchId + seed);
  return Array.from({ length: count }, (_, n) => generated(r, branchId, n + seed * 100_000, today, spanDays));
}

/** Writes generated lines into a book (each with its history, attributed by name). */
export async function writeLines(
  db: Db,
  branchId: number,
  book: 'rc' | 'acc',
  lines: readonly GeneratedLine[],
): Promise<void> {
  for (const g of lines) {
    const values = lineValues({
      book,
      branchId,
      day: g.day,
      row: g.row,
      paid: g.paid,
      source: `RC Sum ${g.day} v1`,
      at: g.history[0].at,
    });
    values.rev = g.history.length;
    values.updated_at = g.history.at(-1)?.at ?? values.created_at;
    await insertLine(
      db,
      values,
      g.history.map((h) => historyRow({ id: null, name: h.by }, h.kind, h.text, h.at)),
    );
  }
}
