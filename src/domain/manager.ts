// Manager report maths: occupancy, capacities, sales, profit, massage prices, comparison, guest number, calendar
// (spec 2 section 5.5; spec 3 section 9; document 4 "Manager sum").
import { dateParts, daysInMonth } from './dates';
import { roundTo, sumMoney } from './money';

/** "Occupancy percentage = nights / (rooms, minus 7 for branch 1) / days in month x 100, two decimals." */
export function occupancy(nights: number, rooms: number, branchId: number, year: number, month: number): number {
  const usable = rooms - (branchId === 1 ? 7 : 0);
  if (usable <= 0) return 0;
  return roundTo((nights / usable / daysInMonth(year, month)) * 100, 2);
}

/** Percent of a count over rooms, two decimals; 0 when there are no rooms. */
function perRoom(count: number, rooms: number): number {
  return rooms > 0 ? roundTo((count / rooms) * 100, 2) : 0;
}

/** "Capacity utilisation = total customers (or rooms sold) / room count x 100, two decimals." */
export function capacityUtilisation(customers: number, rooms: number): number {
  return perRoom(customers, rooms);
}

/** "Manager customers = day + late/2 + short/2 + other hotel." */
export function managerCustomers(c: { day: number; late: number; short: number; otherHotel: number }): number {
  return c.day + c.late / 2 + c.short / 2 + c.otherHotel;
}

/** "Hotel capacity = (day guests + late-out guests / 2) / rooms"; choice: shown as a percentage, 2 decimals. */
export function hotelCapacity(day: number, late: number, rooms: number): number {
  return perRoom(day + late / 2, rooms);
}

/** "Massage capacity = all massage guests / rooms", as a percentage. */
export function massageCapacity(massageGuests: number, rooms: number): number {
  return perRoom(massageGuests, rooms);
}

export interface OtherServiceCounts {
  breakfast: number;
  roten: number;
  minibar: number;
  rentalCar: number;
  laundry: number;
  other: number;
  rotenSet: number;
}
/** "Other-service capacity = (breakfast + Rotenburo + minibar + rental car + laundry + other + Rotenburo set) / rooms", as a percentage. */
export function otherServiceCapacity(c: OtherServiceCounts, rooms: number): number {
  return perRoom(c.breakfast + c.roten + c.minibar + c.rentalCar + c.laundry + c.other + c.rotenSet, rooms);
}

/** "Breakfast capacity = guests with breakfast / guests in house, two decimals"; choice: as a percentage like the other capacities. */
export function breakfastCapacity(withBreakfast: number, inHouse: number): number {
  return perRoom(withBreakfast, inHouse);
}

/** "Today's Sales = hotel + massage + other-service sales (VND), USD kept apart." */
export function todaySales(vnd: { hotel: number; massage: number; otherService: number }): number {
  return sumMoney([vnd.hotel, vnd.massage, vnd.otherService], 0);
}

/** Total profit: branch 11 = USD sales - fixed expense; others = VND sales + USD sales x sumRate - fixed expense (whole VND). */
export function totalProfit(
  branchId: number,
  p: { vndSales: number; usdSales: number; sumRate: number; fixedExpense: number },
): number {
  if (branchId === 11) return roundTo(p.usdSales - p.fixedExpense, 2);
  return roundTo(p.vndSales + p.usdSales * p.sumRate - p.fixedExpense, 0);
}

/** Massage price: hotel customers pay 90 % of the list price, walk-in guests 100 %. */
export function massagePrice(listPrice: number, payer: 'customer' | 'walkIn'): number {
  return payer === 'customer' ? (listPrice * 9) / 10 : listPrice;
}

/** Branch 11: fixed 9 USD (staying) / 10 USD (visitor) for 40 minutes. */
export function branch11Massage40(staying: boolean): number {
  return staying ? 9 : 10;
}

/** Comparison percentage, choice: change from old to new, (new - old) / old x 100, 2 decimals; 0 when old is 0. */
export function comparisonPercent(oldValue: number, newValue: number): number {
  if (oldValue === 0) return 0;
  return roundTo(((newValue - oldValue) / oldValue) * 100, 2);
}

/** "Guest-number capacity red at 50 or more." */
export function guestCapacityRed(capacity: number): boolean {
  return capacity >= 50;
}

export type MonthHalf = 'first' | 'second';
/** Guest number halves: 1-15 and 16-end of month. */
export function halfDays(year: number, month: number, half: MonthHalf): number[] {
  const end = half === 'first' ? 15 : daysInMonth(year, month);
  const start = half === 'first' ? 1 : 16;
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
/** Default guest-number mode: first half when the day of month is 15 or less, else second. */
export function defaultHalf(today: string): MonthHalf {
  return dateParts(today).day <= 15 ? 'first' : 'second';
}

export type CalendarColour = 'red' | 'orange' | 'yellow' | 'green' | 'white';
/** Calendar colours by capacity: 90+ red, 80+ orange, 70+ yellow, 60+ green, else white. */
export function calendarColour(capacity: number): CalendarColour {
  if (capacity >= 90) return 'red';
  if (capacity >= 80) return 'orange';
  if (capacity >= 70) return 'yellow';
  if (capacity >= 60) return 'green';
  return 'white';
}

/** Branch 1's breakfast sales are the entered VND amount; other branches count x rate (document 4). */
export function breakfastSales(branchId: number, enteredVnd: number, count: number, rate: number): number {
  return branchId === 1 ? enteredVnd : roundTo(count * rate, 0);
}
