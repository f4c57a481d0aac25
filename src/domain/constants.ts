// Business constants and small helpers (spec 1 section 9; spec 2 sections 4.6, 5.6, 9; spec 3 section 9).
import { dayNumber } from './dates';
import { ROLE } from './roles';
import { AUTO_SAVE_EVERY } from './versions';

export { AUTO_SAVE_EVERY };
export const TOAST_MS = 3000;
export const TOAST_POSITION = 'top' as const;
export const SEARCH_DEBOUNCE_MS = 200;
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const ACC_DEBIT_PAGE_SIZE = 10;
export const FIRST_YEAR = 2020;
export const BREAKFAST_EDIT_DAYS = 62;
export const EXCEL_IMPORT_MULTIPLIER = 1000;
export const DEFAULT_HIDDEN_DEBIT_COLUMNS = ['Bill', 'Guest Pay By Cash', 'Guest Pay By Card'] as const;

/** Years from the current one down to 2020. */
export function yearsFrom(now: Date | number): number[] {
  const year = typeof now === 'number' ? now : now.getFullYear();
  const out: number[] = [];
  for (let y = year; y >= FIRST_YEAR; y--) out.push(y);
  return out;
}

/** "Notification badge shows '9+' above 9"; nothing for 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

/** Notification age: 'just now', 'N minute(s) ago', 'N hour(s) ago', 'N day(s) ago' (now passed in). */
export function ageText(created: Date | number, now: Date | number): string {
  const ms = Math.max(0, Number(now) - Number(created));
  const minutes = Math.floor(ms / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** OTA channels per branch; `host` fills the {host} placeholder. */
export function otaChannels(branchId: number, host: string): string[] {
  switch (branchId) {
    case 1:
    case 4:
    case 9:
      return ['agoda', host, 'hafh'];
    case 13:
      return ['expedia', host, 'agoda', 'rakuten'];
    case 7:
      return ['expedia', host, 'agoda', 'rakuten', 'hafh'];
    case 11:
      return ['expedia', 'agoda', host];
    case 15:
      return ['expedia', host, 'agoda', host];
    default:
      return ['expedia', host, 'agoda'];
  }
}

/** "Breakfast is free when the paid amount is 0." */
export function breakfastFree(paid: number): boolean {
  return paid === 0;
}

/** "Imported numeric values are multiplied by 1000 (except usd and vcb_usd)." */
export function importValue(field: string, value: number): number {
  if (field === 'usd' || field === 'vcb_usd') return value;
  // Shift the decimal point in the number's text so 0.1 gives exactly 100 (0.1 * 1000 drifts for some values).
  const [mantissa, exp = '0'] = String(value).toLowerCase().split('e');
  return Number(`${mantissa}e${Number(exp) + Math.log10(EXCEL_IMPORT_MULTIPLIER)}`);
}

/** Imported dates are rebuilt as year-month-day. */
export function importDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Loading step texts: loadingSteps(6) = ['1/6', ..., '6/6']. */
export function loadingSteps(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${i + 1}/${n}`);
}

/** Refusal of a breakfast count change outside that window (the spec has no text for it: the field is read-only then). */
export const BF_COUNT_CLOSED =
  'The breakfast count can be changed only by an accountant, within 62 days of the month start';

/** "The breakfast count ... editable only by an accountant (role 4) and only when the selected month is less than 62 days old" (age from the month's 1st). */
export function breakfastCountEditable(role: number, month: string, today: string): boolean {
  const start = dayNumber(`${month}-01`);
  const now = dayNumber(today);
  return role === ROLE.ACCOUNTANT && start !== null && now !== null && now - start < BREAKFAST_EDIT_DAYS;
}
