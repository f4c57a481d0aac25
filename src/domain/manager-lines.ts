// The lines of the manager daily report (spec 3 sections 2, 3 and 6; document 4 "Manager sum"): every
// hotel, massage and other-service line with its columns, how its sale is priced and which branches
// have it. Branch variants are data here, never ifs in screens.
import { hasCouponBreakfast, hasExtraMassageSets, hasMassage, hasRotenBuffet, hasStoneMassage } from './packages';

export type ManagerSection = 'hotel' | 'massage' | 'other';
export const MANAGER_SECTIONS: readonly { key: ManagerSection; title: string }[] = [
  { key: 'hotel', title: 'Hotel' },
  { key: 'massage', title: 'Massage' },
  { key: 'other', title: 'Other service' },
];

/** The columns a line can have: hotel customers (staying), walk-in guests, free, sales, bill numbers, note. */
export type LineColumn = 'customers' | 'guests' | 'free' | 'vnd' | 'usd' | 'bill' | 'note';

/**
 * How a line's sale is made: 'massage' = customers x rate x 90 % + guests x rate; 'count' = (customers +
 * guests) x rate; 'entered' = the amounts typed (or filled from the reception sum); 'none' = counts only.
 */
export type Pricing = 'massage' | 'count' | 'entered' | 'none';

/** The per-branch price list (spec 3 section 3, ServiceRate). */
export const SERVICE_RATE_KEYS = [
  'break_fast',
  'break_fast_set',
  'break_fast_coupon',
  'roten',
  'roten_set',
  'roten_buffet',
  'roten_fer',
  'roten_fer_set',
  'massage_40',
  'massage_70',
  'massage_100',
  'massage_70_ws',
  'massage_100_ws',
  'massage_set',
  'massage_set40',
  'massage_set70',
  'massage_set100',
  'massage_set70_ws',
  'massage_set100_ws',
] as const;
export type ServiceRateKey = (typeof SERVICE_RATE_KEYS)[number];
export type ServiceRates = Record<ServiceRateKey, number>;

export interface ManagerLine {
  key: string;
  label: string;
  section: ManagerSection;
  columns: readonly LineColumn[];
  pricing: Pricing;
  rate?: ServiceRateKey;
  /** The branches that have the line (all when absent). */
  when?: (branchId: number) => boolean;
}

const COUNTS_SALE: readonly LineColumn[] = ['customers', 'vnd', 'usd', 'note'];
const MASSAGE: readonly LineColumn[] = ['customers', 'guests', 'vnd', 'usd', 'bill', 'note'];
const SERVICE: readonly LineColumn[] = ['customers', 'free', 'vnd', 'usd', 'bill', 'note'];
const COUNT_ONLY: readonly LineColumn[] = ['customers', 'note'];

const massage = (b: number) => hasMassage(b);
const stone = (b: number) => hasMassage(b) && hasStoneMassage(b);
const rotenFer = (b: number) => b === 8;

/** Every line in screen order. */
export const MANAGER_LINES: readonly ManagerLine[] = [
  { key: 'day', label: 'Rooms sold (day)', section: 'hotel', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'late', label: 'Late check-out', section: 'hotel', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'short', label: 'Short time', section: 'hotel', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'other_hotel', label: 'Other hotel', section: 'hotel', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'checkin', label: 'Check-in turns', section: 'hotel', columns: COUNT_ONLY, pricing: 'none' },
  { key: 'checkout', label: 'Check-out turns', section: 'hotel', columns: COUNT_ONLY, pricing: 'none' },
  {
    key: 'm40',
    label: 'Massage 40 min',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_40',
    when: massage,
  },
  {
    key: 'm70',
    label: 'Massage 70 min',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_70',
    when: massage,
  },
  {
    key: 'm100',
    label: 'Massage 100 min',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_100',
    when: massage,
  },
  {
    key: 'm70ws',
    label: 'Stone massage 70 min',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_70_ws',
    when: stone,
  },
  {
    key: 'm100ws',
    label: 'Stone massage 100 min',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_100_ws',
    when: stone,
  },
  {
    key: 'set40',
    label: 'Massage 40 min + Rotenburo',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_set40',
    when: (b) => massage(b) && hasExtraMassageSets(b),
  },
  {
    key: 'set70',
    label: 'Massage 70 min + Rotenburo',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_set70',
    when: massage,
  },
  {
    key: 'set100',
    label: 'Massage 100 min + Rotenburo',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_set100',
    when: massage,
  },
  {
    key: 'set70ws',
    label: 'Stone 70 min + Rotenburo',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_set70_ws',
    when: stone,
  },
  {
    key: 'set100ws',
    label: 'Stone 100 min + Rotenburo',
    section: 'massage',
    columns: MASSAGE,
    pricing: 'massage',
    rate: 'massage_set100_ws',
    when: stone,
  },
  { key: 'm_free', label: 'Massage free', section: 'massage', columns: COUNT_ONLY, pricing: 'none', when: massage },
  { key: 'bf', label: 'Breakfast', section: 'other', columns: SERVICE, pricing: 'count', rate: 'break_fast' },
  {
    key: 'bf_set',
    label: 'Breakfast set',
    section: 'other',
    columns: SERVICE,
    pricing: 'count',
    rate: 'break_fast_set',
    when: (b) => b !== 11,
  },
  {
    key: 'bf_coupon',
    label: 'Breakfast coupon',
    section: 'other',
    columns: SERVICE,
    pricing: 'count',
    rate: 'break_fast_coupon',
    when: hasCouponBreakfast,
  },
  { key: 'roten', label: 'Rotenburo', section: 'other', columns: SERVICE, pricing: 'count', rate: 'roten' },
  { key: 'roten_set', label: 'Rotenburo set', section: 'other', columns: SERVICE, pricing: 'count', rate: 'roten_set' },
  {
    key: 'roten_buffet',
    label: 'Rotenburo buffet',
    section: 'other',
    columns: SERVICE,
    pricing: 'count',
    rate: 'roten_buffet',
    when: hasRotenBuffet,
  },
  {
    key: 'roten_fer',
    label: 'Rotenburo Fer',
    section: 'other',
    columns: SERVICE,
    pricing: 'count',
    rate: 'roten_fer',
    when: rotenFer,
  },
  {
    key: 'roten_fer_set',
    label: 'Rotenburo Fer set',
    section: 'other',
    columns: SERVICE,
    pricing: 'count',
    rate: 'roten_fer_set',
    when: rotenFer,
  },
  { key: 'private', label: 'Private bath', section: 'other', columns: SERVICE, pricing: 'entered' },
  { key: 'minibar', label: 'Minibar', section: 'other', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'laundry', label: 'Laundry', section: 'other', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'rental_car', label: 'Rental car', section: 'other', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'other', label: 'Other', section: 'other', columns: COUNTS_SALE, pricing: 'entered' },
  { key: 'pickup', label: 'Pick-up', section: 'other', columns: COUNT_ONLY, pricing: 'none' },
  { key: 'dropoff', label: 'Drop-off', section: 'other', columns: COUNT_ONLY, pricing: 'none' },
];

const LINE_BY_KEY = new Map(MANAGER_LINES.map((l) => [l.key, l]));
export const lineByKey = (key: string): ManagerLine | undefined => LINE_BY_KEY.get(key);

/** The lines a branch has, in screen order (no massage at 3, 4, 8, 15, 99; stone massage at 12; ...). */
export function linesFor(branchId: number): ManagerLine[] {
  return MANAGER_LINES.filter((l) => !l.when || l.when(branchId));
}

/** "Branch 1's breakfast sales are the entered VND amount; other branches count x rate." */
export function pricingOf(line: ManagerLine, branchId: number): Pricing {
  return line.key === 'bf' && branchId === 1 ? 'entered' : line.pricing;
}

/** Default price lists: VND (from document 4's package headers) and branch 11's USD list. */
const VND_RATES: ServiceRates = {
  break_fast: 200_000,
  break_fast_set: 250_000,
  break_fast_coupon: 150_000,
  roten: 150_000,
  roten_set: 300_000,
  roten_buffet: 350_000,
  roten_fer: 180_000,
  roten_fer_set: 330_000,
  massage_40: 200_000,
  massage_70: 250_000,
  massage_100: 350_000,
  massage_70_ws: 300_000,
  massage_100_ws: 400_000,
  massage_set: 370_000,
  massage_set40: 320_000,
  massage_set70: 370_000,
  massage_set100: 450_000,
  massage_set70_ws: 420_000,
  massage_set100_ws: 500_000,
};
/** Branch 11 (USD): 40 minutes 10 USD for visitors, 9 for staying customers (the 90 % rule). */
const USD_RATES: ServiceRates = {
  break_fast: 6,
  break_fast_set: 8,
  break_fast_coupon: 5,
  roten: 5,
  roten_set: 12,
  roten_buffet: 14,
  roten_fer: 6,
  roten_fer_set: 13,
  massage_40: 10,
  massage_70: 15,
  massage_100: 20,
  massage_70_ws: 18,
  massage_100_ws: 24,
  massage_set: 19,
  massage_set40: 14,
  massage_set70: 19,
  massage_set100: 24,
  massage_set70_ws: 22,
  massage_set100_ws: 28,
};

/** The branch's price list: its stored serviceRate over the defaults of its currency. */
export function serviceRatesOf(branchId: number, stored: Partial<Record<string, unknown>> = {}): ServiceRates {
  const base = branchId === 11 ? USD_RATES : VND_RATES;
  const out = { ...base };
  for (const k of SERVICE_RATE_KEYS) {
    const v = stored[k];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[k] = v;
  }
  return out;
}
