// Demo cost sheets, breakfast counts and waiting lists of the accountant sum, so a new user sees a real
// month: a cost sheet on most days from the 1st of last month to yesterday for the branches with
// accountant sums, the breakfast count of both months, and this month's waiting list (rows of last month's
// last day marked MOVE TO NEXT MONTH, the first returned on the 1st).
import { returnSumAction, MOVE_TO_NEXT_MONTH } from '../../../../domain/carry';
import { waitingTotals } from '../../../../domain/acc-waiting';
import { branchToday } from '../../../../domain/branches';
import { addDays, previousMonth } from '../../../../domain/dates';
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { USD_BRANCH } from '../../../../domain/money';
import { costTotals } from '../../../../domain/totals';
import { ACC_KIND, COST_KIND, WAIT_KIND } from '../../../../domain/report-kinds';
import type { Db } from '../../../db/connection';
import { rng, type Rng } from '../../../db/seed/prng';
import { insertVersions, latestOfEach, type NewVersion } from '../../../docs/store';
import { parseJson } from '../../../lib/util';
import { type CostRow } from '../cost-kind';

const VND_COSTS: readonly [string, number, number][] = [
  ['Ice for breakfast', 80_000, 200_000],
  ['Flowers for the lobby', 200_000, 450_000],
  ['Taxi for guest luggage', 60_000, 180_000],
  ['Printer ink', 300_000, 600_000],
  ['Laundry detergent', 150_000, 300_000],
  ['Drinking water', 100_000, 250_000],
  ['Light bulbs', 50_000, 150_000],
];
const USD_COSTS: readonly [string, number, number][] = [
  ['Airport pickup fuel', 5, 25],
  ['Guest umbrella', 3, 8],
  ['Courier', 2, 12],
];
const YEN_COSTS: readonly [string, number, number][] = [['Japanese newspapers', 500, 1_500]];

function costLines(r: Rng, branchId: number): CostRow[] {
  const n = r.int(1, 4);
  return Array.from({ length: n }, (_, i) => {
    const roll = r.next();
    const usdBranch = branchId === USD_BRANCH;
    const [list, type] =
      usdBranch || roll < 0.15 ? [USD_COSTS, 'USD'] : roll < 0.22 ? [YEN_COSTS, 'JPY'] : [VND_COSTS, 'VND'];
    const [name, min, max] = r.pick(list);
    const rate = type === 'USD' ? r.int(min * 4, max * 4) / 4 : Math.round(r.int(min, max) / 1000) * 1000;
    return { ID: `c${i + 1}`, name, rate, type };
  });
}

const at = (day: string): string => new Date(Date.parse(`${day}T11:00:00.000Z`)).toISOString();

function doc(kind: string, branchId: number, period: string, content: unknown[], totals: unknown, by: string) {
  return {
    kind,
    branch_id: branchId,
    period,
    version: 1,
    revision: 1,
    edit: 1,
    maker: by,
    note: '',
    content: JSON.stringify(content),
    totals: JSON.stringify(totals),
    updated_at: at(period.length === 7 ? `${period}-01` : period),
    updated_by: by,
    sent_at: null,
    sent_by: null,
  } satisfies NewVersion;
}

/** The accountant day reports seeded before (branch, day, maker; the rows only of `withRows`). */
async function accDays(db: Db, from: string, to: string, withRows: string) {
  const heads = await latestOfEach(db, { kind: ACC_KIND, from, to }, ['branch_id', 'period', 'maker']);
  const last = await latestOfEach(db, { kind: ACC_KIND, from: withRows, to: withRows }, ['branch_id', 'content']);
  const rows = new Map(last.map((d) => [d.branch_id, parseJson<InvoiceRow[]>(d.content, [])]));
  return { heads, rows };
}

export async function seedCostAndWaiting(db: Db, now: Date): Promise<void> {
  const today = branchToday(3, now);
  const month = today.slice(0, 7);
  const last = previousMonth(month);
  const lastDay = addDays(`${month}-01`, -1);
  const { heads, rows: lastRows } = await accDays(db, `${last}-01`, addDays(today, -1), lastDay);
  const r = rng(9300);
  const docs: NewVersion[] = [];
  const branches = new Map<number, string>();
  for (const d of heads) {
    branches.set(d.branch_id, d.maker);
    if (r.chance(0.15)) continue;
    const lines = costLines(r, d.branch_id);
    docs.push(doc(COST_KIND, d.branch_id, d.period, lines, costTotals(lines), d.maker));
  }
  // The waiting list of this month: a few hotel rows of last month's last day, moved on by the accountant.
  for (const [branchId, dayRows] of lastRows) {
    const rows = dayRows
      .filter((row) => row.HI !== '' && row.action === '')
      .slice(0, 3)
      .map((row, i) =>
        i === 0 && today > `${month}-01`
          ? { ...row, action: returnSumAction(`${month}-01`), import_to: `${month}-01` }
          : { ...row, action: MOVE_TO_NEXT_MONTH },
      );
    const by = branches.get(branchId) ?? 'Acc Branch';
    if (rows.length > 0) docs.push(doc(WAIT_KIND, branchId, month, rows, waitingTotals(rows), by));
  }
  await insertVersions(db, docs);
  const counts = [...branches.entries()].flatMap(([branchId, by]) =>
    [last, month].map((m) => {
      const number = r.int(300, 900);
      const log = [{ at: at(`${m}-01`), by, number, before: 0 }];
      return { branch_id: branchId, month: m, number, log: JSON.stringify(log), updated_at: log[0].at, updated_by: by };
    }),
  );
  if (counts.length > 0) await db.insertInto('acc_bf_counts').values(counts).execute();
}
