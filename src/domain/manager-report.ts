// The manager daily report's content and its figures (spec 3 sections 3 and 9; document 4 "Manager sum:
// sources and formulas"): sales per line priced from the branch's service rates, Today's Sales, total
// profit, customers and the capacities. The server recomputes every save with these functions.
import { daysInMonth, dateParts } from './dates';
import {
  capacityUtilisation,
  hotelCapacity,
  managerCustomers,
  massageCapacity,
  otherServiceCapacity,
  totalProfit,
} from './manager';
import { linesFor, pricingOf, type ManagerLine, type ManagerSection, type ServiceRates } from './manager-lines';
import { roundTo, sumMoney } from './money';

export interface LineValues {
  customers: number;
  guests: number;
  free: number;
  vnd: number;
  usd: number;
  /** Bill numbers, as "1,2,3" or "1->3". */
  bill: string;
  note: string;
}

/** The report's one content row (the versioned-document core stores rows with an ID). */
export interface ManagerReport {
  ID: 'report';
  lines: Record<string, LineValues>;
  /** Hotel invoice numbers and service invoice numbers of the day's reception sum, as bill text. */
  listHI: string;
  listSI: string;
}

/** What the branch record gives the report: rooms, USD to VND rate, a month's fixed expense, the price list. */
export interface BranchFigures {
  rooms: number;
  sumRate: number;
  fixedExpense: number;
  rates: ServiceRates;
}

export interface ManagerTotals {
  hotelVnd: number;
  hotelUsd: number;
  massageVnd: number;
  massageUsd: number;
  otherVnd: number;
  otherUsd: number;
  todaySalesVnd: number;
  todaySalesUsd: number;
  /** The day's share of the month's fixed expense. */
  fixedExpense: number;
  totalProfit: number;
  customers: number;
  capacity: number;
  hotelCapacity: number;
  massageCapacity: number;
  otherCapacity: number;
  massageGuests: number;
  rooms: number;
  sumRate: number;
}

export const blankLine = (): LineValues => ({ customers: 0, guests: 0, free: 0, vnd: 0, usd: 0, bill: '', note: '' });

export function blankReport(branchId: number): ManagerReport {
  return {
    ID: 'report',
    lines: Object.fromEntries(linesFor(branchId).map((l) => [l.key, blankLine()])),
    listHI: '',
    listSI: '',
  };
}

const whole = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
const cents = (n: unknown, d: number): number => (typeof n === 'number' && Number.isFinite(n) ? roundTo(n, d) : 0);

/** A line's sale from its counts and rate: [vnd, usd] (branch 11's computed sales are in USD). */
function pricedSale(line: ManagerLine, v: LineValues, branchId: number, rates: ServiceRates): [number, number] {
  const pricing = pricingOf(line, branchId);
  const usd = branchId === 11;
  if (pricing === 'entered') return [usd ? 0 : roundTo(v.vnd, 0), roundTo(v.usd, 2)];
  if (pricing === 'none' || !line.rate) return [0, 0];
  const rate = rates[line.rate];
  const amount = pricing === 'massage' ? v.customers * rate * 0.9 + v.guests * rate : (v.customers + v.guests) * rate;
  return usd ? [0, roundTo(amount, 2)] : [roundTo(amount, 0), 0];
}

/** Keeps the branch's lines only, with whole counts, trimmed texts and each sale priced as its line says. */
export function normaliseReport(input: ManagerReport, branchId: number, rates: ServiceRates): ManagerReport {
  const lines: Record<string, LineValues> = {};
  for (const line of linesFor(branchId)) {
    const raw: Partial<LineValues> = input.lines?.[line.key] ?? {};
    const v: LineValues = {
      customers: whole(raw.customers),
      guests: line.columns.includes('guests') ? whole(raw.guests) : 0,
      free: line.columns.includes('free') ? whole(raw.free) : 0,
      vnd: cents(raw.vnd, 0),
      usd: cents(raw.usd, 2),
      bill: String(raw.bill ?? '')
        .trim()
        .slice(0, 500),
      note: String(raw.note ?? '')
        .trim()
        .slice(0, 500),
    };
    const [vnd, usd] = pricedSale(line, v, branchId, rates);
    lines[line.key] = { ...v, vnd, usd };
  }
  return {
    ID: 'report',
    lines,
    listHI: String(input.listHI ?? '').slice(0, 4000),
    listSI: String(input.listSI ?? '').slice(0, 4000),
  };
}

function sectionSum(r: ManagerReport, branchId: number, section: ManagerSection, col: 'vnd' | 'usd'): number {
  const values = linesFor(branchId)
    .filter((l) => l.section === section)
    .map((l) => r.lines[l.key]?.[col] ?? 0);
  return sumMoney(values, col === 'vnd' ? 0 : 2);
}

const count = (r: ManagerReport, key: string, col: 'customers' | 'guests' | 'free' = 'customers'): number =>
  r.lines[key]?.[col] ?? 0;

/** Every figure of the header block, from the (normalised) report, for the report's day. */
export function managerTotals(r: ManagerReport, branchId: number, day: string, b: BranchFigures): ManagerTotals {
  const hotelVnd = sectionSum(r, branchId, 'hotel', 'vnd');
  const hotelUsd = sectionSum(r, branchId, 'hotel', 'usd');
  const massageVnd = sectionSum(r, branchId, 'massage', 'vnd');
  const massageUsd = sectionSum(r, branchId, 'massage', 'usd');
  const otherVnd = sectionSum(r, branchId, 'other', 'vnd');
  const otherUsd = sectionSum(r, branchId, 'other', 'usd');
  const todaySalesVnd = sumMoney([hotelVnd, massageVnd, otherVnd], 0);
  const todaySalesUsd = sumMoney([hotelUsd, massageUsd, otherUsd], 2);
  const { year, month } = dateParts(day);
  const fixedExpense = roundTo(b.fixedExpense / daysInMonth(year, month), branchId === 11 ? 2 : 0);
  const massageGuests = linesFor(branchId)
    .filter((l) => l.section === 'massage')
    .reduce((s, l) => s + count(r, l.key) + count(r, l.key, 'guests'), 0);
  const customers = managerCustomers({
    day: count(r, 'day'),
    late: count(r, 'late'),
    short: count(r, 'short'),
    otherHotel: count(r, 'other_hotel'),
  });
  return {
    hotelVnd,
    hotelUsd,
    massageVnd,
    massageUsd,
    otherVnd,
    otherUsd,
    todaySalesVnd,
    todaySalesUsd,
    fixedExpense,
    totalProfit: totalProfit(branchId, {
      vndSales: todaySalesVnd,
      usdSales: todaySalesUsd,
      sumRate: b.sumRate,
      fixedExpense,
    }),
    customers,
    capacity: capacityUtilisation(customers, b.rooms),
    hotelCapacity: hotelCapacity(count(r, 'day'), count(r, 'late'), b.rooms),
    massageCapacity: massageCapacity(massageGuests, b.rooms),
    otherCapacity: otherServiceCapacity(
      {
        breakfast: count(r, 'bf') + count(r, 'bf_set') + count(r, 'bf_coupon'),
        roten: count(r, 'roten') + count(r, 'roten_buffet') + count(r, 'roten_fer'),
        minibar: count(r, 'minibar'),
        rentalCar: count(r, 'rental_car'),
        laundry: count(r, 'laundry'),
        other: count(r, 'other'),
        rotenSet: count(r, 'roten_set') + count(r, 'roten_fer_set'),
      },
      b.rooms,
    ),
    massageGuests,
    rooms: b.rooms,
    sumRate: b.sumRate,
  };
}

/**
 * Bill numbers as the note column's tooltip shows them: single bills "1,2,3", runs of three or more
 * consecutive numbers "1->3"; numbers sorted, repeats dropped, other texts kept after them.
 */
export function billText(bills: readonly string[]): string {
  const texts = [...new Set(bills.map((b) => b.trim()).filter(Boolean))];
  const numbers = texts
    .filter((t) => /^\d{1,12}$/.test(t))
    .map(Number)
    .sort((a, b) => a - b);
  const others = texts.filter((t) => !/^\d{1,12}$/.test(t));
  const parts: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    if (j - i >= 2) parts.push(`${numbers[i]}->${numbers[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(numbers[k]));
    i = j + 1;
  }
  return [...parts, ...others].join(',');
}
