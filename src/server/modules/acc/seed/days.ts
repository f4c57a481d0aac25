// Demo accountant day reports: made from the seeded reception sums (their latest, sent version) of every
// branch that has them, from the 1st of the previous month to yesterday. All are sent but the last two
// days, which the accountant is still editing; a few hotel invoices carry the accountant's note.
import { branchToday } from '../../../../domain/branches';
import { addDays, previousMonth } from '../../../../domain/dates';
import type { InvoiceRow } from '../../../../domain/invoice-row';
import { ACC_KIND, RECEPTION_KIND } from '../../../../domain/report-kinds';
import type { Db } from '../../../db/connection';
import { rng } from '../../../db/seed/prng';
import { indexLines, insertIndexLines } from '../../../docs/row-index';
import { insertVersions, latestOfEach, type NewVersion } from '../../../docs/store';
import { parseJson } from '../../../lib/util';
import { ACC_INDEX } from '../kind';

/** Who makes each demo branch's accountant sum (the demo accountants, leader and chief). */
export const ACC_MAKERS: Record<number, string> = {
  1: 'Ngo Thi Hoa',
  3: 'Do Van Long',
  5: 'Vu Thi Thu',
  8: 'Vu Thi Thu',
  11: 'Phan Thi Nga',
};
const NOTES = ['Checked with PMS', 'Company invoice sent', 'Card slip attached', 'Rate confirmed by manager'];
/** The last days still being edited. */
const EDITING_DAYS = 2;

/** 23:30 local time (UTC+7) of a day, as the time a day report was sent; saves earlier. */
const sentTime = (day: string, minutesBefore = 0): string =>
  new Date(Date.parse(`${day}T16:30:00.000Z`) - minutesBefore * 60_000).toISOString();

export interface SeededDay {
  branchId: number;
  day: string;
  rows: InvoiceRow[];
}

/** The seeded reception sums from..to, latest version of each branch and day, sent ones only. */
async function sentReceptionSums(db: Db, from: string, to: string) {
  const docs = await latestOfEach(db, { kind: RECEPTION_KIND, from, to }, [
    'branch_id',
    'period',
    'edit',
    'content',
    'totals',
  ]);
  return docs.filter((d) => d.edit === 0);
}

/** The day reports (and their search lines); answers the rows of each day for the debit on sum. */
export async function seedDays(db: Db, now: Date): Promise<SeededDay[]> {
  const today = branchToday(3, now);
  const from = `${previousMonth(today.slice(0, 7))}-01`;
  const yesterday = addDays(today, -1);
  const editingFrom = addDays(today, -EDITING_DAYS);
  const r = rng(9100);
  const docs: NewVersion[] = [];
  const lines: ReturnType<typeof indexLines> = [];
  const out: SeededDay[] = [];
  for (const rc of await sentReceptionSums(db, from, yesterday)) {
    const branchId = rc.branch_id;
    const day = rc.period;
    const maker = ACC_MAKERS[branchId] ?? 'Acc Branch';
    // The reception rows are already computed by the same domain rules, and a note changes no amount: the
    // rows are taken as they are (recomputing 5,000 rows would add a quarter of a second to the first start).
    const rows = parseJson<InvoiceRow[]>(rc.content, []).map((row) =>
      row.HI !== '' && row.action === '' && row.telephone === '' && r.chance(0.1)
        ? { ...row, telephone: r.pick(NOTES) }
        : row,
    );
    const prepared = rows.map((row) => ({ row, json: JSON.stringify(row) }));
    const sent = day < editingFrom;
    const at = sentTime(day, sent ? 0 : 45);
    docs.push({
      kind: ACC_KIND,
      branch_id: branchId,
      period: day,
      version: 1,
      revision: sent ? 2 : 1,
      edit: sent ? 0 : 1,
      maker,
      note: '',
      content: `[${prepared.map((x) => x.json).join(',')}]`,
      totals: rc.totals,
      updated_at: at,
      updated_by: maker,
      sent_at: sent ? at : null,
      sent_by: sent ? maker : null,
      mailed: sent ? 1 : 0,
    });
    lines.push(...indexLines(ACC_INDEX, branchId, day, 1, prepared));
    out.push({ branchId, day, rows });
  }
  await insertVersions(db, docs);
  await insertIndexLines(db, ACC_INDEX, lines);
  return out;
}
