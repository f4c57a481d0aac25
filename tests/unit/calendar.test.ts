// The calendar rules of src/domain/calendar.ts: colours at their thresholds, the Monday grid of at most 37
// cells, and the prediction worked out by hand on a known history.
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MAX_CELLS,
  calendarCells,
  calendarColour,
  calendarWeeks,
  comparedDate,
  leadingBlanks,
  predictedDays,
  predictionOf,
} from '../../src/domain/calendar';

describe('calendarColour', () => {
  it.each([
    [0, 'white'],
    [59.99, 'white'],
    [60, 'green'],
    [69.99, 'green'],
    [70, 'yellow'],
    [79.99, 'yellow'],
    [80, 'orange'],
    [89.99, 'orange'],
    [90, 'red'],
    [100, 'red'],
    [132.5, 'red'],
  ])('%s %% is %s', (p, c) => expect(calendarColour(p)).toBe(c));
});

describe('the week grid', () => {
  it('a 31-day month starting on a Sunday fills all 37 cells', () => {
    // 1 March 2026 is a Sunday: six blanks (Mon-Sat) then 31 days.
    expect(leadingBlanks('2026-03')).toBe(6);
    const cells = calendarCells('2026-03');
    expect(cells).toHaveLength(CALENDAR_MAX_CELLS);
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, 1]);
    expect(cells[36]).toBe(31);
    const weeks = calendarWeeks('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual([30, 31, null, null, null, null, null]);
  });

  it('a month starting on Monday has no leading blank; February 2027 fits four weeks', () => {
    // 1 February 2027 is a Monday; 28 days.
    expect(leadingBlanks('2027-02')).toBe(0);
    expect(calendarCells('2027-02')).toHaveLength(28);
    expect(calendarWeeks('2027-02')).toHaveLength(4);
    // November 2026 starts on a Sunday: 6 + 30 = 36 cells.
    expect(calendarCells('2026-11')).toHaveLength(36);
  });

  it('no month needs more than 37 cells', () => {
    for (let y = 2024; y <= 2030; y++)
      for (let m = 1; m <= 12; m++)
        expect(calendarCells(`${y}-${String(m).padStart(2, '0')}`).length).toBeLessThanOrEqual(37);
  });
});

describe('prediction', () => {
  it('compares the same date, 29 February as 28', () => {
    expect(comparedDate('2026-12-05', 1, 'date')).toBe('2025-12-05');
    expect(comparedDate('2026-12-05', 2, 'date')).toBe('2024-12-05');
    expect(comparedDate('2028-02-29', 1, 'date')).toBe('2027-02-28');
    expect(comparedDate('2028-02-29', 4, 'date')).toBe('2024-02-29');
  });

  it('compares the same weekday 52 and 104 weeks before', () => {
    // Saturday 5 December 2026 -> Saturday 6 December 2025 and Saturday 7 December 2024.
    expect(comparedDate('2026-12-05', 1, 'weekday')).toBe('2025-12-06');
    expect(comparedDate('2026-12-05', 2, 'weekday')).toBe('2024-12-07');
    for (const d of ['2025-12-06', '2024-12-07']) expect(new Date(`${d}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it('is the mean of the known years, over the years that are known', () => {
    expect(
      predictionOf([
        { date: 'a', percent: 80 },
        { date: 'b', percent: 65.5 },
      ]),
    ).toBe(72.75);
    expect(
      predictionOf([
        { date: 'a', percent: 91.11 },
        { date: 'b', percent: null },
      ]),
    ).toBe(91.11);
    expect(
      predictionOf([
        { date: 'a', percent: null },
        { date: 'b', percent: null },
      ]),
    ).toBeNull();
    // Rounded to two decimals: (10 + 20.01) / 2 = 15.005 -> 15.01.
    expect(
      predictionOf([
        { date: 'a', percent: 10 },
        { date: 'b', percent: 20.01 },
      ]),
    ).toBe(15.01);
  });

  it('builds the rows from a history worked out by hand', () => {
    const history: Record<string, number | null> = {
      '2025-12-01': 80,
      '2024-12-01': 60,
      '2025-12-02': 95,
      '2024-12-02': null,
      '2025-12-03': null,
      '2024-12-03': null,
    };
    const actual: Record<string, number> = { '2026-12-01': 75, '2026-12-02': 50, '2026-12-03': 10 };
    const rows = predictedDays(
      ['2026-12-01', '2026-12-02', '2026-12-03'],
      'date',
      (d) => history[d] ?? null,
      (d) => actual[d],
    );
    expect(rows[0]).toEqual({
      date: '2026-12-01',
      predicted: 70, // (80 + 60) / 2
      colour: 'yellow',
      diff: 5, // 75 - 70
      history: [
        { date: '2025-12-01', percent: 80 },
        { date: '2024-12-01', percent: 60 },
      ],
    });
    expect(rows[1]).toMatchObject({ predicted: 95, colour: 'red', diff: -45 });
    expect(rows[2]).toMatchObject({ predicted: null, colour: null, diff: null });
  });
});
