import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateParts,
  dayNumber,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isLeapYear,
  isValidDate,
  lastDayOfPreviousMonth,
  nextMonth,
  pad2,
  previousMonth,
} from '../../src/domain/dates';

describe('calendar', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2100, false],
    [2000, true],
  ])('isLeapYear(%i) = %s', (y, leap) => expect(isLeapYear(y)).toBe(leap));
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 1, 31],
  ])('daysInMonth(%i, %i) = %i', (y, m, d) => expect(daysInMonth(y, m)).toBe(d));
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-5', false],
    ['', false],
    [null, false],
    ['2024-03-10T08:00:00Z', true],
  ])('isValidDate(%j) = %s', (d, ok) => expect(isValidDate(d)).toBe(ok));
  it.each([
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2024-12-31', '2025-01-01', 1],
    ['2024-03-05', '2024-03-01', -4],
    ['bad', '2024-03-01', null],
  ])('daysBetween(%s, %s) = %s', (a, b, n) => expect(daysBetween(a, b)).toBe(n));
  it('addDays, fromDayNumber, dateParts', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(() => addDays('x', 1)).toThrow(RangeError);
    expect(fromDayNumber(dayNumber('2024-07-15') as number)).toBe('2024-07-15');
    expect(dateParts('2024-07-15')).toEqual({ year: 2024, month: 7, day: 15 });
    expect(() => dateParts('2024-02-30')).toThrow(RangeError);
  });
  it.each([
    ['2024-03-02', '2024-02-29'],
    ['2100-03-01', '2100-02-28'],
    ['2025-01-03', '2024-12-31'],
    ['2024-05-01', '2024-04-30'],
  ])('lastDayOfPreviousMonth(%s) = %s', (d, e) => expect(lastDayOfPreviousMonth(d)).toBe(e));
  it('months', () => {
    expect(previousMonth('2024-01')).toBe('2023-12');
    expect(previousMonth('2024-03')).toBe('2024-02');
    expect(nextMonth('2024-12')).toBe('2025-01');
    expect(nextMonth('2024-02')).toBe('2024-03');
    expect(pad2(7)).toBe('07');
  });
});
