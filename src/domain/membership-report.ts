// The report-total Member Ship tab (spec 3 sections 2, 3 and 9): the counts the server takes from the
// members table, put into the report's shape. The database groups and sums; these rules name the groups.
//
// Choices where the spec is silent:
// - Age = the report's year minus the birth year (members give a year, not a date). Groups (the spec's
//   "18, 20-30, 30-40, 40-50, over"): 18-20 = under 20, 20-30 = 20 to 29, 30-40 = 30 to 39, 40-50 = 40 to
//   49, over 50 = 50 and older. Members without a birth year are counted apart (ageUnknown).
// - Registrations by month are for the report's year ("2025 monthly registrations" was the year the old
//   screen was written), by the chain's local time (Viet Nam, UTC+7).
// - Ranks and login types are always listed in full (zero counts included), in the product's order.
import { GENDERS, LOGIN_TYPES, RANKS } from './membership';

export const AGE_GROUPS = ['18-20', '20-30', '30-40', '40-50', 'over 50'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const TOP_COIN_USERS = 10;
/** The chain's local time offset for registration months (Viet Nam, UTC+7, no daylight saving). */
export const CHAIN_UTC_OFFSET_HOURS = 7;

/** The age group of a member born in `birthYear`, in `year`. */
export function ageGroupOf(birthYear: number, year: number): AgeGroup {
  const age = year - birthYear;
  if (age < 20) return '18-20';
  if (age < 30) return '20-30';
  if (age < 40) return '30-40';
  if (age < 50) return '40-50';
  return 'over 50';
}

/** Counts per age group from counts per birth year (null = unknown). */
export function ageGroups(
  byBirthYear: readonly { birthYear: number | null; count: number }[],
  year: number,
): { groups: Record<AgeGroup, number>; unknown: number } {
  const groups = Object.fromEntries(AGE_GROUPS.map((g) => [g, 0])) as Record<AgeGroup, number>;
  let unknown = 0;
  for (const r of byBirthYear) {
    if (r.birthYear === null) unknown += r.count;
    else groups[ageGroupOf(r.birthYear, year)] += r.count;
  }
  return { groups, unknown };
}

/** The UTC bounds of a local year (ISO strings): registered_at >= from and < to. */
export function localYearBounds(year: number): { from: string; to: string } {
  const at = (y: number) => new Date(Date.UTC(y, 0, 1, -CHAIN_UTC_OFFSET_HOURS)).toISOString();
  return { from: at(year), to: at(year + 1) };
}

/** The local month (1-12) of an ISO time. */
export function localMonthOf(iso: string): number {
  const t = new Date(iso).getTime() + CHAIN_UTC_OFFSET_HOURS * 3_600_000;
  return new Date(t).getUTCMonth() + 1;
}

/** Registrations per month (12 numbers) of the registration times of one local year. */
export function registrationsByMonth(times: readonly string[]): number[] {
  const out = Array<number>(12).fill(0);
  for (const t of times) out[localMonthOf(t) - 1] += 1;
  return out;
}

/** Counts keyed by a fixed list (in its order, zeros kept); values outside it are added under their own key after. */
export function countsOf<K extends string>(
  keys: readonly K[],
  rows: readonly { key: string; count: number }[],
): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const r of rows) out[r.key] = (out[r.key] ?? 0) + r.count;
  return out;
}

export const genderCounts = (rows: readonly { key: string; count: number }[]) => countsOf(GENDERS, rows);
export const rankCounts = (rows: readonly { key: string; count: number }[]) => countsOf(RANKS, rows);
export const loginTypeCounts = (rows: readonly { key: string; count: number }[]) => countsOf(LOGIN_TYPES, rows);
