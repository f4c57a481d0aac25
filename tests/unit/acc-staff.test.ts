// The staff mistakes register's rules (spec 2 sections 2.3, 3.5, 4.5, 6, 7.3; document 4).
import { describe, expect, it } from 'vitest';
import * as staff from '../../src/domain/acc-staff';
import { ROLE, type Role } from '../../src/domain/roles';

const row = (ID: string, f: Partial<staff.StaffRow> = {}): staff.StaffRow => ({
  ...staff.blankStaffRow(ID, '2026-05-03'),
  name: 'Nguyen Thi Lan',
  mistake: 'Cash short',
  version: 1,
  ...f,
});

describe("the register's texts and file name", () => {
  it.each([
    [staff.NO_DATA_CHANGE, 'HAVE NOT DATA CHANGE'],
    [staff.SUCCESS_LOAD, 'SUCCESS LOAD DATA FROM SERVER'],
    [staff.staffFileName('2026-05'), 'acc_staff_2026_05.xlsx'],
    [staff.staffFileName('2031-12'), 'acc_staff_2031_12.xlsx'],
  ])('%j', (text, spec) => expect(text).toBe(spec));

  it.each([
    ['2026', '2026-01-01', '2026-12-31'],
    ['2026-02', '2026-02-01', '2026-02-31'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('period %s covers %s to %s', (period, from, to) => {
    expect(staff.STAFF_PERIOD.test(period)).toBe(true);
    expect(staff.staffPeriodRange(period)).toEqual({ from, to });
  });

  it.each(['26', '2026-13', '2026-00', '2026-5', '2026-05-01', ''])('%j is not a period', (p) =>
    expect(staff.STAFF_PERIOD.test(p)).toBe(false),
  );
});

describe('who works on it (spec 2 sections 2.3 and 6)', () => {
  // role: title tag, may view, may edit
  it.each<[Role, string, boolean, boolean]>([
    [ROLE.RECEPTION, '[VIEW]', false, false],
    [ROLE.ADMIN, '[VIEW]', false, false],
    [ROLE.MANAGER, '[VIEW]', true, false],
    [ROLE.SUPERVISOR, '[VIEW]', true, false],
    [ROLE.ACCOUNTANT, '[EDIT]', true, true],
    [ROLE.ACC_LEADER, '[VIEW]', true, true],
    [ROLE.AREA_MANAGER, '[VIEW]', true, false],
    [ROLE.CEO, '[VIEW]', true, false],
    [ROLE.ACC_CHIEF, '[VIEW]', true, false],
  ])('role %i: title %s, views %s, edits %s', (role, tag, views, edits) => {
    expect(staff.staffTitleTag(role)).toBe(tag);
    expect(staff.staffMayView(role)).toBe(views);
    expect(staff.staffMayEdit(role)).toBe(edits);
  });
});

describe('rows as stored: texts trimmed, money rounded by currency', () => {
  it.each([
    ['owesVND', 150_000.4, 150_000],
    ['owesVND', 150_000.5, 150_001],
    ['overVND', 99_999.99, 100_000],
    ['owesUSD', 12.345, 12.35],
    ['overUSD', 1.005, 1.01],
    ['owesUSD', 0.1 + 0.2, 0.3],
  ] as const)('%s %d is stored as %d', (field, value, stored) => {
    expect(staff.normalizeStaffRow(row('a', { [field]: value }))[field]).toBe(stored);
  });

  it('trims the texts', () => {
    const r = staff.normalizeStaffRow(row('a', { name: '  Le Thu Ha ', invoice: ' 10234 ' }));
    expect([r.name, r.invoice]).toEqual(['Le Thu Ha', '10234']);
  });
});

describe('totals per currency, rows not deleted (money.ts, exact)', () => {
  it.each([
    [[100_000, 250_000, 1_000_000], [10.1, 0.2, 5.25], 1_350_000, 15.55],
    [[0.4, 0.4, 0.4], [0.1, 0.2, 0.3], 0, 0.6],
    [[999_999_999, 1], [19.99, 0.01], 1_000_000_000, 20],
  ])('owes VND %j and USD %j total %d VND and %d USD', (vnd, usd, totalVnd, totalUsd) => {
    const rows = vnd.map((v, i) => row(`r${i}`, { owesVND: v, owesUSD: usd[i], overVND: v }));
    const t = staff.staffTotals(rows);
    expect([t.owesVND, t.owesUSD, t.overVND, t.rows]).toEqual([totalVnd, totalUsd, totalVnd, vnd.length]);
  });

  it('leaves deleted rows out', () => {
    const t = staff.staffTotals([row('a', { owesVND: 50_000 }), row('b', { owesVND: 70_000, deleted: true })]);
    expect([t.owesVND, t.rows]).toEqual([50_000, 1]);
  });
});

describe('what counts as a change', () => {
  const stored = [row('a'), row('b', { owesVND: 100_000 }), row('c', { deleted: true })];
  it.each([
    ['nothing changed', stored, []],
    ['spaces and float noise only', [row('a', { name: ' Nguyen Thi Lan ' }), row('b', { owesVND: 100_000.2 })], []],
    ['an edited amount', [row('a'), row('b', { owesVND: 120_000 })], ['b']],
    ['a new row', [...stored, row('n', { version: 0 })], ['n']],
    ['a new row deleted before saving', [...stored, row('n', { version: 0, deleted: true })], []],
    ['a delete and a restore', [row('a', { deleted: true }), row('b', { owesVND: 100_000 }), row('c')], ['a', 'c']],
  ])('%s', (_what, work, ids) => expect(staff.changedIds(stored, work)).toEqual(ids));

  it.each([
    [undefined, row('n', { owesUSD: 5 }), 'add', ['date', 'name', 'mistake', 'owesUSD']],
    [row('a'), row('a', { note: 'paid back' }), 'edit', ['note']],
    [row('a'), row('a', { deleted: true }), 'delete', ['deleted']],
    [row('a', { deleted: true }), row('a'), 'restore', ['deleted']],
  ] as const)('%#: logged as %s', (before, after, action, fields) => {
    expect(staff.logAction(before, after)).toBe(action);
    expect(staff.changedFields(before, after)).toEqual(fields);
  });
});

describe('a kept draft put back over the rows just loaded', () => {
  it('takes the changed rows still based on the stored version, keeps the others and rows added elsewhere', () => {
    const stored = [row('a', { version: 2 }), row('b', { version: 1 }), row('x', { version: 1 })];
    const draft = {
      rows: [row('a', { version: 2, note: 'mine' }), row('b', { version: 1 }), row('n', { version: 0 })],
      changed: ['a', 'n'],
    };
    const { rows, conflicts } = staff.mergeDraft(stored, draft);
    expect(rows.map((r) => [r.ID, r.note])).toEqual([
      ['a', 'mine'],
      ['b', ''],
      ['n', ''],
      ['x', ''],
    ]);
    expect(conflicts).toEqual([]);
  });

  it('sets aside a change to a row someone else changed meanwhile, and keeps theirs', () => {
    const stored = [row('a', { version: 3, note: 'theirs' })];
    const { rows, conflicts } = staff.mergeDraft(stored, {
      rows: [row('a', { version: 2, note: 'mine' })],
      changed: ['a'],
    });
    expect(rows.map((r) => r.note)).toEqual(['theirs']);
    expect(conflicts.map((r) => r.note)).toEqual(['mine']);
    // Put back on purpose, the copy stands on the stored version.
    expect(staff.rebaseRows(stored, conflicts).rows).toEqual([{ ...conflicts[0], version: 3 }]);
  });

  it('a row the user did not change follows the stored one, even when it is newer', () => {
    const stored = [row('a', { version: 5, note: 'new' })];
    const { rows, conflicts } = staff.mergeDraft(stored, { rows: [row('a', { version: 4 })], changed: [] });
    expect([rows[0].note, conflicts]).toEqual(['new', []]);
  });
});
