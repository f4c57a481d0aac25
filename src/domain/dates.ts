// Calendar helpers on 'YYYY-MM-DD' strings, in whole days (UTC arithmetic, no clock).

const DAY_MS = 86_400_000;

/** True for Gregorian leap years (2024 yes, 2100 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month, month 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day number (days since 1970-01-01) of a strict 'YYYY-MM-DD' date, or null when invalid. */
export function dayNumber(date: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(
    String(date ?? '')
      .trim()
      .slice(0, 10),
  );
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return Date.UTC(y, mo - 1, d) / DAY_MS;
}

/** 'YYYY-MM-DD' of a day number. */
export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** True when the text is a real calendar date 'YYYY-MM-DD'. */
export function isValidDate(date: string | null | undefined): boolean {
  return dayNumber(date) !== null;
}

/** Whole days from a to b (negative when b is earlier); null when either is invalid. */
export function daysBetween(a: string, b: string): number | null {
  const x = dayNumber(a);
  const y = dayNumber(b);
  return x === null || y === null ? null : y - x;
}

/** The date n days after (or before) the given one. */
export function addDays(date: string, n: number): string {
  const d = dayNumber(date);
  if (d === null) throw new RangeError(`Invalid date: ${date}`);
  return fromDayNumber(d + n);
}

/** Year, month (1-12) and day of a date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  if (dayNumber(date) === null) throw new RangeError(`Invalid date: ${date}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Last day of the month before the date's month (2024-03-02 -> 2024-02-29). */
export function lastDayOfPreviousMonth(date: string): string {
  const { year, month } = dateParts(date);
  return month === 1 ? `${year - 1}-12-31` : `${year}-${pad2(month - 1)}-${pad2(daysInMonth(year, month - 1))}`;
}

/** 'YYYY-MM' of the month before a 'YYYY-MM' month. */
export function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${pad2(m - 1)}`;
}

/** 'YYYY-MM' of the month after a 'YYYY-MM' month. */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${pad2(m + 1)}`;
}

/** Two-digit zero padding. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The weekday of a day of a month ('Mon'). */
export function weekdayOf(month: string, day: number): string {
  const [y, m] = month.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, day)).getUTCDay()];
}

/**
 * A date as typed into a date field, read as the app writes dates (yyyy-mm-dd, the one format of the app):
 * '2026-11-28', '2026/11/28', '2026.11.28', '2026-1-5' and '20261128' are read; '11/28/2026', '28-11-2026'
 * and dates that do not exist (2026-02-30) are not (null).
 */
export function readDateText(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return isValidDate(iso) ? iso : null;
}

/**
 * A month as typed into a month field, read as the app writes months (yyyy-mm): '2026-11', '2026/11',
 * '2026.1' and '202611' are read; '11/2026' and '2026-13' are not (null).
 */
export function readMonthText(text: string): string | null {
  const m = /^(\d{4})[-/.]?(\d{1,2})$/.exec(text.trim());
  if (!m || (m[2].length === 1 && !/[-/.]/.test(text))) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${pad2(month)}` : null;
}
