// Migration 027 moves the expected plan into the grid tables: cells written in the old tables come out of
// the grid kernel with their rate, comment, rev and author; the month keeps its closed days, source and
// day figures; the old tables are gone; and the API answers the moved plan as before (a change from an
// older rev refused with the cell as it is, a closed day refused). Down and up again lose nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_CLOSED_DAY } from '../../src/domain/expected';
import { migrate, openDatabase, type Db } from '../../src/server/db/connection';
import { EXPECTED_KIND, expectedDayFigures, planGrid } from '../../src/server/kernel/expected-plan';
import { findGridMonth, readGridCells } from '../../src/server/kernel/grid';
import { readRevCells, StaleGridCell, writeRevCell } from '../../src/server/kernel/grid-rev';
import { startTestServer, type TestServer } from '../support/server';
import { expectedCalls, tokens, type Who } from './expected-support';
import { refusal } from '../support/refusal';

const BEFORE = '026-change-notify';
const STALE = "Can't SAVE report, please reload page and check again.";
const MONTH = '2039-04';
const AT = '2039-04-02T08:00:00.000Z';
const FIGURES = { sumShort: 2, sumLate: 1, sumRateShort: 300_000, sumRateLate: 150_000 };

interface OldTables {
  expected_cells: {
    branch_id: number;
    month: string;
    room: string;
    day: number;
    rate: number;
    comment: string;
    rev: number;
    updated_at: string;
    updated_by: string;
  };
  expected_months: {
    branch_id: number;
    month: string;
    closed_days: string;
    day_reports: string;
    source: string;
    created_at: string;
    updated_at: string;
    updated_by: string;
  };
}

const cell = (room: string, day: number, rate: number, comment: string, rev: number, by = 'Ann') => ({
  branch_id: 3,
  month: MONTH,
  room,
  day,
  rate,
  comment,
  rev,
  updated_at: AT,
  updated_by: by,
});

/** Branch 3's April 2039 in the old tables: a commented cell at rev 4, an emptied one at rev 3, day 5 closed. */
async function writeOldPlan(db: Db): Promise<void> {
  const old = db as unknown as Kysely<OldTables>;
  await old
    .insertInto('expected_cells')
    .values([
      cell('201', 1, 1_200_000, 'VIP', 4),
      cell('201', 2, 0, '', 3),
      cell('305', 30, 900_000, '', 1, 'Bao'),
      cell('202', 1, 800_000, '', 2),
    ])
    .execute();
  await old
    .insertInto('expected_months')
    .values({
      branch_id: 3,
      month: MONTH,
      closed_days: '[5]',
      day_reports: JSON.stringify({ 3: FIGURES }),
      source: 'moja',
      created_at: AT,
      updated_at: AT,
      updated_by: 'Ann',
    })
    .execute();
}

const MOVED = [
  { row: '201', day: 1, value: 1_200_000, note: 'VIP', rev: 4 },
  { row: '201', day: 2, value: 0, note: '', rev: 3 },
  { row: '202', day: 1, value: 800_000, note: '', rev: 2 },
  { row: '305', day: 30, value: 900_000, note: '', rev: 1 },
];

async function tableNames(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('migration 027 on a fresh SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-m027-'));
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(join(dir, 'plan.db'));
    await migrate(db, BEFORE);
    await writeOldPlan(db);
    // A breakfast cell written before: it stays, with no note and rev 0.
    await db
      .insertInto('grid_cells')
      .values({
        kind: 'breakfast',
        branch_id: 3,
        month: MONTH,
        row_key: '201',
        day: 1,
        field: 'adults',
        value: 2,
        updated_at: AT,
        updated_by: 'Ann',
      })
      .execute();
    await migrate(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const grid = planGrid({ branchId: 3, month: MONTH });

  it('moves every cell with its rev and author, and the month with its closed days, source and figures', async () => {
    expect(await readRevCells(db, grid)).toEqual(MOVED);
    const authors = await db
      .selectFrom('grid_cells')
      .select(['row_key', 'day', 'updated_at', 'updated_by'])
      .where('kind', '=', EXPECTED_KIND)
      .orderBy('row_key')
      .orderBy('day')
      .execute();
    expect(authors.map((a) => `${a.row_key}/${a.day} ${a.updated_by} ${a.updated_at}`)).toEqual([
      `201/1 Ann ${AT}`,
      `201/2 Ann ${AT}`,
      `202/1 Ann ${AT}`,
      `305/30 Bao ${AT}`,
    ]);
    expect(await findGridMonth(db, grid)).toEqual({
      closedDays: [5],
      flags: { source: 'moja', dayReports: { 3: FIGURES } },
    });
    expect(await expectedDayFigures(db, 3, `${MONTH}-01`)).toMatchObject({ rooms: 2, sale: 2_000_000 });
    expect(await readGridCells(db, { kind: 'breakfast', branchId: 3, month: MONTH })).toEqual([
      { row: '201', day: 1, field: 'adults', value: 2 },
    ]);
    const tables = await tableNames(db);
    expect(tables).toEqual(expect.arrayContaining(['grid_cells', 'grid_months']));
    expect(tables).not.toContain('expected_cells');
    expect(tables).not.toContain('expected_months');
  });

  it('goes on from the moved revs: an older rev is refused with the cell, the right one writes rev + 1', async () => {
    const stale = await db
      .transaction()
      .execute((trx) => writeRevCell(trx, grid, [5], { row: '201', day: 1, value: 1, baseRev: 3 }, 'Cuong'))
      .catch((err: unknown) => err);
    expect(stale).toBeInstanceOf(StaleGridCell);
    expect((stale as StaleGridCell).current).toEqual(MOVED[0]);
    const res = await db
      .transaction()
      .execute((trx) => writeRevCell(trx, grid, [5], { row: '201', day: 2, value: 700_000, baseRev: 3 }, 'Cuong'));
    expect(res).toMatchObject({ changed: true, cell: { row: '201', day: 2, value: 700_000, note: '', rev: 4 } });
    const closed = db
      .transaction()
      .execute((trx) => writeRevCell(trx, grid, [5], { row: '201', day: 5, value: 1, baseRev: 0 }, 'Cuong'));
    await expect(closed).rejects.toMatchObject({ statusCode: 409, message: EXPECTED_CLOSED_DAY });
  });
});

describe("migration 027 on the server's database", () => {
  let s: TestServer;
  let t: Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    t = await tokens(s);
  });
  afterAll(() => s.close());

  const expectedLines = () =>
    s.db
      .selectFrom('grid_cells')
      .select(['branch_id', 'month', 'row_key', 'day', 'field', 'value', 'note', 'rev', 'updated_at', 'updated_by'])
      .where('kind', '=', EXPECTED_KIND)
      .orderBy('branch_id')
      .orderBy('month')
      .orderBy('row_key')
      .orderBy('day')
      .execute();

  it('keeps the demo plans through down and up, and the API answers the moved cells as before', async () => {
    const demo = await expectedLines();
    expect(demo.length).toBeGreaterThan(100);
    await migrate(s.db, BEFORE);
    await writeOldPlan(s.db);
    await migrate(s.db);
    const moved = await expectedLines();
    expect(moved.filter((l) => l.month !== MONTH)).toEqual(demo);

    const ex = expectedCalls(s);
    const view = (await ex.month(t.manager, 3, MONTH)).json();
    expect(view).toMatchObject({ status: 1, msg: 'ok', data: { source: 'moja', listSaveDay: [5] } });
    expect(view.data.cells).toEqual([
      { room: '201', day: 1, rate: 1_200_000, comment: 'VIP', rev: 4 },
      { room: '201', day: 2, rate: 0, comment: '', rev: 3 },
      { room: '202', day: 1, rate: 800_000, comment: '', rev: 2 },
      { room: '305', day: 30, rate: 900_000, comment: '', rev: 1 },
    ]);
    expect(view.data.report.days[2]).toMatchObject({ day: 3, ...FIGURES });

    const stale = await ex.cell(t.manager, 3, { monthEx: MONTH, room: '201', day: 1, rate: 5, baseRev: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      status: 0,
      code: 'STALE_SAVE',
      msg: STALE,
      current: { room: '201', day: 1, rate: 1_200_000, comment: 'VIP', rev: 4 },
    });
    const saved = await ex.cell(t.manager, 3, {
      monthEx: MONTH,
      room: '201',
      day: 1,
      comment: 'VIP, late',
      type: 'comment',
      baseRev: 4,
    });
    expect(saved.json()).toMatchObject({ status: 1, data: { rate: 1_200_000, comment: 'VIP, late', rev: 5 } });
    const closed = await ex.cell(t.manager, 3, { monthEx: MONTH, room: '201', day: 5, rate: 5, baseRev: 0 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject(refusal(EXPECTED_CLOSED_DAY));
  });
});
