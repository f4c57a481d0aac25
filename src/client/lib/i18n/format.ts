import { currentLocale } from './index';

// Dates and times through Intl in the user's language: the one helper every screen uses for them.
// Numbers and money keep the spec's grouping in every language (1,234,000; USD 1,234.50): staff type amounts
// into the same fields, in the same form, as the accountants' Excel files and the PMS print them, and one form
// means a typed "1.234" never reads as two different amounts. So numbers stay with domain/money's
// formatNumber / formatMoney / formatAmount.

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    // Kept: making an Intl.DateTimeFormat costs about ten times using one (a grid names hundreds of cells).
    f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    cache.set(key, f);
  }
  return f;
}

let deviceZone: string | undefined;

const utcDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
const pad = (n: number) => String(n).padStart(2, '0');

/** The short weekday of a day of a month ('Mon' · 'T2' · '月'). */
export function weekdayOf(month: string, day: number): string {
  return dateFormat({ weekday: 'short' }).format(utcDay(`${month}-${pad(day)}`));
}

/** The short weekday of a yyyy-mm-dd day. */
export function weekdayOfDay(isoDay: string): string {
  return dateFormat({ weekday: 'short' }).format(utcDay(isoDay));
}

/** A month's name and year ('November 2026' · 'tháng 11 năm 2026' · '2026年11月'). */
export function monthTitle(month: string): string {
  return dateFormat({ month: 'long', year: 'numeric' }).format(utcDay(`${month}-01`));
}

/** A month's short name ('Nov' · 'thg 11' · '11月'). */
export function monthShort(month: number): string {
  return dateFormat({ month: 'short' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A day of a month with the month's short name ('28 Nov' · '28 thg 11' · '11月28日'). */
export function dayMonthShort(month: string, day: number): string {
  return dateFormat({ day: 'numeric', month: 'short' }).format(utcDay(`${month}-${pad(day)}`));
}

/** A day written out ('Sat 28 Nov 2026' · 'Th 7, 28 thg 11, 2026' · '2026年11月28日(土)'). */
export function dayTitle(isoDay: string): string {
  return dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(utcDay(isoDay));
}

/**
 * A moment as the user's language writes it, in the device's time, or in `timeZone` (the audit trail writes the
 * chain's time, as its day filters read it).
 */
export function dateTime(iso: string | number | Date, timeZone?: string): string {
  // The device's time when no zone is named (dateFormat's own default is UTC, for calendar days).
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? deviceZone }).format(
    new Date(iso),
  );
}
