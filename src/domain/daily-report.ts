// The reception daily report (spec 3 sections 2-8): the day's counts, worked out from the day's reception
// sum rows, the exchange rates reception types and a note.
//
// Choices where the spec is silent (the counts are read-only; 'refresh' works them out again):
// - Rows marked Delete count nothing. A hotel invoice counts once (by HI and room) however many rows it has.
// - noShow: invoices whose action says NO SHOW / NOSHOW; cancelRoom: hotel invoices whose action says
//   CANCEL (not a no-show).
// - roomLine: the hotel invoices (HI) of the sum. checkOut: those leaving on the day, checkIn: those whose
//   stay starts on the day (the deposits of yesterday's DEBIT CHECK IN rows come back with that check-in);
//   cancelled, no-show and DEBIT CHECK IN rows (the guest arrives the next day) are no check-in or -out.
// - shortTime and lateCheckOut: the manager report's stay kinds (same-day stay or "short" in the action or
//   notes; "late" in them); ealryCheckIn: "early" in the action or notes.
// - Service packages (the manager report's package lines): guestMassage, guestRoten, guestBreakfast are the
//   guests of massage, Rotenburo (bath, BF & BT, massage-and-bath sets) and breakfast packages;
//   massageLine, rotenLine the invoice rows holding such a package; breakfastRoten the breakfast-and-bath
//   guests, massage70Roten / massage100Roten the 70 / 100 minute massage-and-bath sets. A walk-in guest
//   pays the walk-in (MS) price or comes from outside (a service row without a room). Cancelled or no-show
//   rows serve nobody.
// - capacityRoom: the guest-number capacity of the day (src/domain/guest-number.ts), in percent.
import { guestNumberDays, type StayRow } from './guest-number';
import { type InvoiceRow, isCancelAction } from './invoice-row';
import { PACKAGE_LINES, stayKind } from './manager-source';

export const DAILY_COUNT_FIELDS = [
  'checkIn',
  'checkOut',
  'roomLine',
  'capacityRoom',
  'walkIn',
  'shortTime',
  'ealryCheckIn',
  'lateCheckOut',
  'noShow',
  'cancelRoom',
  'guestMassage',
  'massageLine',
  'guestRoten',
  'rotenLine',
  'guestBreakfast',
  'breakfastRoten',
  'massage70Roten',
  'massage100Roten',
] as const;
export type DailyCountField = (typeof DAILY_COUNT_FIELDS)[number];
export type DailyCounts = Record<DailyCountField, number>;

export const DAILY_RATE_FIELDS = [
  'usdVcbBuying',
  'usdVcbSelling',
  'usdAzumayaBuying',
  'jpyVcbBuying',
  'jpyVcbSelling',
  'jpyAzumayaBuying',
  'jpyAzumayaSelling',
] as const;
export type DailyRateField = (typeof DAILY_RATE_FIELDS)[number];
export type DailyRates = Record<DailyRateField, number>;

export interface DailyReport extends DailyCounts, DailyRates {
  date: string;
  note: string;
}

export const DAILY_LABELS: Record<DailyCountField | DailyRateField, string> = {
  checkIn: 'Check in',
  checkOut: 'Check out',
  roomLine: 'Room invoices',
  capacityRoom: 'Capacity (%)',
  walkIn: 'Walk in',
  shortTime: 'Short time',
  ealryCheckIn: 'Early check in',
  lateCheckOut: 'Late check out',
  noShow: 'No show',
  cancelRoom: 'Cancel room',
  guestMassage: 'Massage guests',
  massageLine: 'Massage invoices',
  guestRoten: 'Rotenburo guests',
  rotenLine: 'Rotenburo invoices',
  guestBreakfast: 'Breakfast guests',
  breakfastRoten: 'Breakfast & Rotenburo',
  massage70Roten: 'Massage 70 & Rotenburo',
  massage100Roten: 'Massage 100 & Rotenburo',
  usdVcbBuying: 'USD VCB buying',
  usdVcbSelling: 'USD VCB selling',
  usdAzumayaBuying: 'USD Azumaya buying',
  jpyVcbBuying: 'JPY VCB buying',
  jpyVcbSelling: 'JPY VCB selling',
  jpyAzumayaBuying: 'JPY Azumaya buying',
  jpyAzumayaSelling: 'JPY Azumaya selling',
};

export const NOTE_MAX = 2000;
/** Highest rate accepted (a VND per USD rate is about 26,000). */
export const RATE_MAX = 10_000_000;

/** "Exchange rate steps 0.001 for USD and 0.01 for JPY": the decimals a rate may have. */
export function rateDecimals(field: DailyRateField): 2 | 3 {
  return field.startsWith('usd') ? 3 : 2;
}
export const rateStep = (field: DailyRateField): number => (rateDecimals(field) === 3 ? 0.001 : 0.01);

/** Why a typed rate is refused, or null: a number, not negative, at most RATE_MAX, on its step. */
export function rateError(field: DailyRateField, value: unknown): string | null {
  const label = DAILY_LABELS[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} can't be negative`;
  if (value > RATE_MAX) return `${label} is too large`;
  const onStep = Number(value.toFixed(rateDecimals(field)));
  if (Math.abs(onStep - value) > 4 * Number.EPSILON * Math.max(1, value))
    return `${label} must be in steps of ${rateStep(field)}`;
  return null;
}

/** The first refused rate's message, or null when every rate is fine. */
export function ratesError(rates: Partial<Record<DailyRateField, unknown>>): string | null {
  for (const f of DAILY_RATE_FIELDS) {
    const e = rateError(f, rates[f] ?? 0);
    if (e) return e;
  }
  return null;
}

/** A rate rounded to its step (kept as typed otherwise). */
export const roundRate = (field: DailyRateField, value: number): number => {
  const scale = 10 ** rateDecimals(field);
  return Math.round(value * scale) / scale;
};

export const blankRates = (): DailyRates => Object.fromEntries(DAILY_RATE_FIELDS.map((f) => [f, 0])) as DailyRates;
export const blankCounts = (): DailyCounts => Object.fromEntries(DAILY_COUNT_FIELDS.map((f) => [f, 0])) as DailyCounts;

const NO_SHOW = /NO\s*SHOW/i;
const CHECK_IN_ACTION = /CHECK\s*IN/i;
const notesOf = (r: InvoiceRow): string =>
  [r.action, typeof r.telephone === 'string' ? r.telephone : '', r.name_sub1, r.name_sub2, r.name_sub3]
    .concat([r.name_sub4, r.name_sub5])
    .join(' ');

interface PackageKind {
  massage: boolean;
  roten: boolean;
  breakfast: boolean;
  walkInPrice: boolean;
  line: string;
}
/** What a package column serves, from the manager report's package lines; null for an unknown column. */
export function packageKind(pkg: string): PackageKind | null {
  const target = PACKAGE_LINES[pkg];
  if (!target) return null;
  const [line, payer] = target;
  const set = line.startsWith('set');
  return {
    massage: set || /^m\d/.test(line),
    roten: set || line.startsWith('roten'),
    breakfast: line.startsWith('bf') || ['roten_set', 'roten_buffet', 'roten_fer_set'].includes(line),
    walkInPrice: payer === 'walkIn',
    line,
  };
}

/** The day's counts from the rows of its reception sum; the capacity comes from the stays (dayCapacity). */
export function dailyCounts(rows: readonly InvoiceRow[], day: string, capacity = 0): DailyCounts {
  const c = blankCounts();
  const seen = new Map<DailyCountField, Set<string>>();
  const once = (field: DailyCountField, key: string) => {
    const set = seen.get(field) ?? new Set<string>();
    seen.set(field, set);
    if (set.has(key)) return;
    set.add(key);
    c[field] += 1;
  };
  for (const r of rows) {
    if (r.paid === 'Delete') continue;
    const hi = r.HI.trim();
    const key = hi ? `${hi}|${r.room.trim()}` : r.SI.trim() || r.ID;
    const noShow = NO_SHOW.test(r.action);
    const cancel = !noShow && isCancelAction(r.action);
    if (noShow) once('noShow', key);
    if (hi) {
      once('roomLine', key);
      if (cancel) once('cancelRoom', key);
      if (!noShow && !cancel && !CHECK_IN_ACTION.test(r.action)) {
        if (r.checkout === day) once('checkOut', key);
        if (r.checkin === day) once('checkIn', key);
        const kind = stayKind(r);
        if (kind === 'short') once('shortTime', key);
        if (kind === 'late') once('lateCheckOut', key);
        if (/early/i.test(notesOf(r))) once('ealryCheckIn', key);
      }
    }
    if (noShow || cancel) continue;
    let massage = false;
    let roten = false;
    for (const [pkg, n] of Object.entries(r.packages ?? {})) {
      const k = packageKind(pkg);
      if (!k || !(n > 0)) continue;
      if (k.massage) c.guestMassage += n;
      if (k.roten) c.guestRoten += n;
      if (k.breakfast) c.guestBreakfast += n;
      if (k.breakfast && k.roten) c.breakfastRoten += n;
      if (k.line === 'set70') c.massage70Roten += n;
      if (k.line === 'set100') c.massage100Roten += n;
      if (k.walkInPrice || (!hi && r.room.trim() === '')) c.walkIn += n;
      massage ||= k.massage;
      roten ||= k.roten;
    }
    if (massage) c.massageLine += 1;
    if (roten) c.rotenLine += 1;
  }
  c.capacityRoom = capacity;
  return c;
}

/** The guest-number capacity (percent, 2 decimals) of one day from the known stays. */
export function dayCapacity(stays: readonly StayRow[], day: string, rooms: number): number {
  const days = guestNumberDays(stays, day.slice(0, 7), 3, rooms);
  return days.find((d) => d.date === day)?.capacity ?? 0;
}
