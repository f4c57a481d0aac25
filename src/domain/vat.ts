// VAT: room VAT 8 %, service prices include 10 %, reduced rate period (spec 3 section 9).
import { dayNumber } from './dates';
import { roundTo } from './money';

export const ROOM_VAT_RATE = 0.08;
export const SERVICE_VAT_FACTOR = 1.1;
export const REDUCED_VAT_FACTOR = 1.08;
export const VAT_PERIOD = { start: '2023-07-01', end: '2025-12-31' } as const;
/** "default rate 25 in one fallback". */
export const FALLBACK_RATE = 25;

/** Room VAT amount at 8 %, rounded to the given decimals (whole VND by default). */
export function roomVat(net: number, decimals = 0): number {
  return roundTo(net * ROOM_VAT_RATE, decimals);
}

/** Room price including 8 % VAT. */
export function roomPriceWithVat(net: number, decimals = 0): number {
  return roundTo(net * (1 + ROOM_VAT_RATE), decimals);
}

/** True when the date lies in the reduced-VAT period 2023-07-01 to 2025-12-31 (inclusive). */
export function inReducedPeriod(date: string): boolean {
  const d = dayNumber(date);
  return d !== null && d >= (dayNumber(VAT_PERIOD.start) as number) && d <= (dayNumber(VAT_PERIOD.end) as number);
}

/** VAT factor on the date: 1.08 in the reduced period, 1.1 outside. */
export function vatFactor(date: string): number {
  return inReducedPeriod(date) ? REDUCED_VAT_FACTOR : SERVICE_VAT_FACTOR;
}

/** Service price that "includes 10 %" converted: price / 1.1 x factor (1.08 in the period, unchanged outside). */
export function reducedServicePrice(price: number, date: string, decimals = 0): number {
  return roundTo((price / SERVICE_VAT_FACTOR) * vatFactor(date), decimals);
}

/** Service price without VAT: price / 1.1. */
export function servicePriceWithoutVat(price: number, decimals = 0): number {
  return roundTo(price / SERVICE_VAT_FACTOR, decimals);
}

/** A configured rate, or the fallback 25 when it is missing or not positive. */
export function rateOrFallback(rate: number | null | undefined): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : FALLBACK_RATE;
}
