// Aging of open debits (issue 10, beyond the original): each line still owed falls in a bucket by its
// age in days on a given date, and the buckets are totalled per branch, per company and per currency
// in minor units (money.ts), never as loose float sums.
import { daysBetween } from './dates';
import { assertSafe, CURRENCY_DECIMALS, fromMinor, toMinor, type Currency } from './money';
import { ROLE } from './roles';

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of a debit dated `day` seen on `asOf`: 0-30, 31-60, 61-90 or over 90 days (a future date counts as 0). */
export function agingBucket(day: string, asOf: string): AgingBucket {
  const age = Math.max(0, daysBetween(day, asOf) ?? 0);
  if (age <= 30) return '0-30';
  if (age <= 60) return '31-60';
  if (age <= 90) return '61-90';
  return '90+';
}

/** Open debits of one group, day and currency: as the database sums them (amount in minor units). */
export interface AgingLine {
  key: string;
  day: string;
  currency: Currency;
  minor: number;
  count: number;
}

/** Amounts of one group: per bucket and in all, each per currency, with the count of lines. */
export interface AgingGroup {
  key: string;
  count: number;
  buckets: Record<AgingBucket, Partial<Record<Currency, number>>>;
  total: Partial<Record<Currency, number>>;
}

type Acc = { count: number; minor: Map<string, number> };

function addTo(acc: Acc, bucket: string, currency: Currency, minor: number): void {
  for (const key of [`${bucket}:${currency}`, `all:${currency}`])
    acc.minor.set(key, assertSafe((acc.minor.get(key) ?? 0) + minor));
}

function groupOf(key: string, acc: Acc): AgingGroup {
  const buckets = Object.fromEntries(AGING_BUCKETS.map((b) => [b, {}])) as AgingGroup['buckets'];
  const total: AgingGroup['total'] = {};
  for (const [k, minor] of acc.minor) {
    const [bucket, currency] = k.split(':') as [string, Currency];
    const value = fromMinor(minor, CURRENCY_DECIMALS[currency]);
    if (bucket === 'all') total[currency] = value;
    else buckets[bucket as AgingBucket][currency] = value;
  }
  return { key, count: acc.count, buckets, total };
}

/** Totals the lines' buckets per group key (a branch id, a company); groups sorted by key. */
export function agingBy(lines: readonly AgingLine[], asOf: string): AgingGroup[] {
  const groups = new Map<string, Acc>();
  for (const line of lines) {
    const acc = groups.get(line.key) ?? { count: 0, minor: new Map() };
    acc.count += line.count;
    addTo(acc, agingBucket(line.day, asOf), line.currency, line.minor);
    groups.set(line.key, acc);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, acc]) => groupOf(k, acc));
}

/** Everything together: the lines re-keyed to one group. */
export function agingTotal(lines: readonly AgingLine[], asOf: string): AgingGroup {
  const [all] = agingBy(
    lines.map((l) => ({ ...l, key: 'ALL' })),
    asOf,
  );
  return all ?? groupOf('ALL', { count: 0, minor: new Map() });
}

/** A line's owed amount in minor units of its currency. */
export function owedMinor(amount: number, currency: Currency): number {
  return toMinor(amount, CURRENCY_DECIMALS[currency]);
}

/** The company a line is grouped under: its company, else '(guest)' for a private guest. */
export function agingCompany(company: string): string {
  const c = company.trim().toUpperCase();
  return c === '' ? '(guest)' : c;
}

/** Whose debits the aging view shows: role 4 its branch, 5 and 6 their area, 7 and 8 (and admin) all; others their branch. */
export function agingScope(role: number): 'branch' | 'area' | 'all' {
  if (role === ROLE.ACC_LEADER || role === ROLE.AREA_MANAGER) return 'area';
  if (role === ROLE.CEO || role === ROLE.ACC_CHIEF || role === ROLE.ADMIN) return 'all';
  return 'branch';
}
