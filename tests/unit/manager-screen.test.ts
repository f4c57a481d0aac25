import { describe, expect, it } from 'vitest';
import type { TotalRowAnswer } from '../../src/contract/manager';
import { defaultAccessMap, tabsFor } from '../../src/domain/tabs';
import { isBuiltScreen } from '../../src/domain/screens';
import { linesFor, lineByKey, serviceRatesOf } from '../../src/domain/manager-lines';
import { blankReport } from '../../src/domain/manager-report';
import { ROLE } from '../../src/domain/roles';
import { countLabel, lineMoney, sectionColumns } from '../../src/client/features/manager/man-columns';
import type { ManDoc } from '../../src/client/features/manager/man-draft';
import { liveTotals, repriceReport } from '../../src/client/features/manager/man-figures';
import { chartSeries } from '../../src/client/features/manager/total-series';
import { amountText, dayState } from '../../src/client/features/manager/total-format';

const section = (branch: number, key: string) => linesFor(branch).filter((l) => l.section === key);
const doc = (branch: number, rates: Record<string, number> = {}): ManDoc => ({
  branch,
  day: '2026-11-10',
  version: 1,
  revision: 0,
  edit: true,
  stored: false,
  figures: { rooms: 40, sumRate: 25_000, fixedExpense: 3_000_000, rates },
  totals: null,
  sentAt: null,
  sentBy: null,
  updatedBy: '',
});

describe('the columns a section shows', () => {
  it('massage at a VND branch: counts, the worked-out VND sale, bills, note; no USD column', () => {
    expect(sectionColumns(section(1, 'massage'), 1)).toEqual(['customers', 'guests', 'vnd', 'bill', 'note']);
  });
  it('hotel sales are typed in VND and USD; the USD branch shows USD only', () => {
    expect(sectionColumns(section(1, 'hotel'), 1)).toEqual(['customers', 'vnd', 'usd', 'note']);
    expect(sectionColumns(section(11, 'hotel'), 11)).toEqual(['customers', 'usd', 'note']);
    expect(sectionColumns(section(11, 'massage'), 11)).toEqual(['customers', 'guests', 'usd', 'bill', 'note']);
  });
  it("branch 1's breakfast sale is typed; elsewhere it is counts x rate", () => {
    const bf = lineByKey('bf')!;
    expect(lineMoney(bf, 1)).toEqual([
      { col: 'vnd', typed: true },
      { col: 'usd', typed: true },
    ]);
    expect(lineMoney(bf, 3)).toEqual([{ col: 'vnd', typed: false }]);
    expect(lineMoney(lineByKey('checkin')!, 3)).toEqual([]);
  });
  it('hotel lines count rooms and turns, services count customers', () => {
    expect(countLabel(lineByKey('day')!, 'customers')).toBe('Count');
    expect(countLabel(lineByKey('m70')!, 'customers')).toBe('Customers');
  });
});

describe('the figures as the manager types', () => {
  it('prices a massage line (customers 90 %, guests 100 %) and leaves texts as typed', () => {
    const row = blankReport(1);
    row.lines.m70 = { ...row.lines.m70, customers: 2, guests: 1, bill: '12, ', note: 'Room 3 ' };
    const rate = serviceRatesOf(1, { massage_70: 300_000 }).massage_70;
    const out = repriceReport(row, doc(1, { massage_70: 300_000 }));
    expect(out.lines.m70).toMatchObject({ vnd: 2 * rate * 0.9 + rate, bill: '12, ', note: 'Room 3 ' });
    expect(liveTotals(out, doc(1, { massage_70: 300_000 })).massageVnd).toBe(840_000);
  });
  it('keeps only the lines of the branch (no massage at branch 3) and takes the day’s share of the fixed expense', () => {
    const row = blankReport(1);
    row.lines.m70.customers = 4;
    const out = repriceReport(row, doc(3));
    expect(out.lines.m70).toBeUndefined();
    expect(liveTotals(out, doc(3)).fixedExpense).toBe(100_000);
    expect(liveTotals(out, doc(3)).totalProfit).toBe(-100_000);
  });
});

describe('the monthly total on the screen', () => {
  const row = (key: string, perDay: number[], hidden = false): TotalRowAnswer => ({
    key,
    label: key,
    hidden,
    perDay,
    count: perDay.reduce((a, b) => a + b, 0),
    amountVnd: 0,
    amountUsd: 0,
  });
  it('charts the services the branch has, adding up their rows per day', () => {
    const rows = [
      row('m70_customers', [1, 2], true),
      row('bf', [3, 0]),
      row('roten', [1, 1]),
      row('roten_set', [0, 2]),
    ];
    expect(chartSeries(rows, 2).map((s) => [s.label, s.perDay])).toEqual([
      ['Breakfast', [3, 0]],
      ['Rotenburo', [1, 3]],
    ]);
  });
  it('writes amounts in the branch currency and the day state as the sheet does', () => {
    expect(amountText({ ...row('late', [1]), amountVnd: 1_250_000, amountUsd: 20 }, 1)).toBe('1,250,000 + 20.00 USD');
    expect(amountText({ ...row('late', [1]), amountUsd: 20 }, 11)).toBe('20.00 USD');
    expect(dayState({ version: 2, edit: true })).toBe('v2 EDIT');
    expect(dayState({ version: 0, edit: false })).toBe('—');
  });
});

describe('the manager screens in the shell', () => {
  it('are built, so the MANAGER tab of a branch manager and an area manager leads to them', () => {
    expect(isBuiltScreen('/manager_sum/1/2026-11-10/current')).toBe(true);
    expect(isBuiltScreen('/manager_total/1/2026-10')).toBe(true);
    expect(isBuiltScreen('/manager_expected/1/2026-10')).toBe(true);
    for (const role of [ROLE.MANAGER, ROLE.AREA_MANAGER, ROLE.CEO]) {
      const tabs = tabsFor({ role, branchID: 1, area: 'Ho Chi Minh', access: defaultAccessMap(role) });
      const manager = tabs.find((t) => t.label === 'MANAGER')?.children?.map((c) => c.path) ?? [];
      // Branch and area managers also read the staff mistakes register from there (the CEO has it under ACCOUNTANT).
      const staff = role === ROLE.CEO ? [] : ['/acc_staff'];
      expect(manager.filter(isBuiltScreen)).toEqual(['/manager_sum', '/manager_expected', '/manager_total', ...staff]);
    }
  });
});
