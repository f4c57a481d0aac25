// Demo manager reports: for branches 1, 3, 5, 8 and 11, every day of last month and this month up to
// yesterday that has a sent reception sum, made from that sum and the plan's figures of the day (worked
// out from the branch's demo stays, as the expected seed fills the plan, so this seed needs no expected rows),
// sent as version 1. One recent
// day of branch 1 has version 2 open after a REQUEST EDIT that waits for the area manager.
import { branchToday } from '../../../../domain/branches';
import { addDays, dateParts, previousMonth } from '../../../../domain/dates';
import { cellsFromStays, dateOf, dayFigures, type ExpectedCell, type Stay } from '../../../../domain/expected';
import type { InvoiceRow } from '../../../../domain/invoice-row';
import type { BranchFigures } from '../../../../domain/manager-report';
import { reportFromSum } from '../../../../domain/manager-source';
import { amountDecimals } from '../../../../domain/money';
import { ROLE } from '../../../../domain/roles';
import { MAN_KIND, RECEPTION_KIND } from '../../../../domain/report-kinds';
import type { Db } from '../../../db/connection';
import type { DemoSeed } from '../../../db/seed/index';
import { staysOf } from '../../../db/seed/pms';
import { insertVersions, latestOfEach, type NewVersion } from '../../../docs/store';
import { branchFigures } from '../../../kernel/branch-figures';
import { parseJson } from '../../../lib/util';
import { computeReport, preparedOf } from '../report';
import { dayCells } from '../source';

export const DEMO_MANAGER_BRANCHES = [1, 3, 5, 8, 11] as const;
/** The branch and how many days back its version 2 is open. */
export const OPEN_V2 = { branchId: 1, back: 2 } as const;

const MANAGERS: Record<number, string> = {
  1: 'Vo Thanh Tam',
  3: 'Hoang Van Nam',
  5: 'Nguyen Quang Vinh',
  8: 'Tran Thi Thu',
  11: 'Chea Sophal',
};
const NOTES = ['', '', '', 'Busy day: two groups checked in', 'Massage room 2 under repair', ''];

/** 23:00 local time (UTC+7) of a day: when the manager sent the report. */
const sentAt = (day: string): string => `${day}T16:00:00.000Z`;

/** The latest version of each day's reception sum in [from, to], when it is sent. */
async function sentSums(db: Db, branchId: number, from: string, to: string): Promise<Map<string, InvoiceRow[]>> {
  const docs = await latestOfEach(db, { kind: RECEPTION_KIND, branchId, from, to }, ['period', 'edit', 'content']);
  const sent = docs.filter((d) => d.edit === 0);
  return new Map(sent.map((d) => [d.period, parseJson<InvoiceRow[]>(d.content, [])]));
}

/** The plan's cells of each month, from the branch's demo stays (as the expected seed fills the plan). */
function plannedCells(stays: readonly Stay[], months: readonly string[]): Map<string, ExpectedCell[]> {
  return new Map(months.map((m) => [m, cellsFromStays(stays, m)]));
}

function reportDoc(
  branchId: number,
  day: string,
  rows: readonly InvoiceRow[],
  cells: ReadonlyMap<string, ExpectedCell[]>,
  b: BranchFigures,
  i: number,
): NewVersion {
  const n = dateParts(day).day;
  const before = addDays(day, -1);
  const prev = dateParts(before).day;
  const lastDay = n === 1 ? (cells.get(before.slice(0, 7)) ?? []).filter((c) => c.day === prev) : [];
  const expected = dayFigures(dayCells(cells.get(day.slice(0, 7)) ?? [], lastDay, n), n, amountDecimals(branchId));
  const { report, totals } = computeReport(reportFromSum(rows, branchId, expected), branchId, day, b);
  const p = preparedOf(report, totals);
  const maker = MANAGERS[branchId] ?? 'Branch Manager';
  return {
    kind: MAN_KIND,
    branch_id: branchId,
    period: day,
    version: 1,
    revision: 2,
    edit: 0,
    maker,
    note: NOTES[i % NOTES.length],
    content: p.content,
    totals: JSON.stringify(p.totals),
    updated_at: sentAt(day),
    updated_by: maker,
    sent_at: sentAt(day),
    sent_by: maker,
    mailed: 1,
    opened: 0,
  };
}

async function branchReports(db: Db, branchId: number, demo: DemoSeed): Promise<NewVersion[]> {
  const { now } = demo;
  const today = branchToday(branchId, now);
  const months = [previousMonth(today.slice(0, 7)), today.slice(0, 7)];
  const sums = await sentSums(db, branchId, dateOf(months[0], 1), addDays(today, -1));
  if (sums.size === 0) return [];
  const cells = plannedCells(staysOf(demo.stays.get(branchId) ?? [], branchId), months);
  const b = await branchFigures(db, branchId);
  return [...sums].map(([day, rows], i) => reportDoc(branchId, day, rows, cells, b, i));
}

/** Version 2 of a recent day, opened by a REQUEST EDIT that waits for the area manager's answer. */
async function openSecondVersion(db: Db, docs: NewVersion[], now: Date): Promise<void> {
  const { branchId, back } = OPEN_V2;
  const day = addDays(branchToday(branchId, now), -back);
  const v1 = docs.find((d) => d.branch_id === branchId && d.period === day);
  const from = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', 'manager.tvl1@sumbook.test')
    .executeTakeFirst();
  if (!v1 || !from) return;
  docs.push({ ...v1, version: 2, revision: 0, edit: 1, sent_at: null, sent_by: null, mailed: 0, opened: 1, note: '' });
  await db
    .insertInto('notifications')
    .values({
      title: `Request edit MAN Sum TVL1 ${day}`,
      content: `${from.name} asks to edit the manager report of TVL1 ${day} (version 1): the laundry sales were counted twice.`,
      created_at: new Date(now.getTime() - 3 * 3600_000).toISOString(),
      type: 1,
      isread: 0,
      answer: '',
      sent_to: null,
      sent_from: from.name,
      sent_from_id: from.id,
      role: ROLE.AREA_MANAGER,
      branch: branchId,
      link: `/manager_sum/${branchId}/${day}/current`,
      ref: `${MAN_KIND}:${branchId}:${day}:1`,
    })
    .execute();
}

export async function seedManagerReports(db: Db, demo: DemoSeed): Promise<void> {
  const docs: NewVersion[] = [];
  for (const branchId of DEMO_MANAGER_BRANCHES) docs.push(...(await branchReports(db, branchId, demo)));
  await openSecondVersion(db, docs, demo.now);
  await insertVersions(db, docs);
}
