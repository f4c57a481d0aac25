import { describe, expect, it } from 'vitest';
import {
  branch11Massage40,
  breakfastCapacity,
  breakfastSales,
  calendarColour,
  capacityUtilisation,
  comparisonPercent,
  defaultHalf,
  guestCapacityRed,
  halfDays,
  hotelCapacity,
  managerCustomers,
  massageCapacity,
  massagePrice,
  occupancy,
  otherServiceCapacity,
  todaySales,
  totalProfit,
} from '../../src/domain/manager';

describe('"Occupancy percentage = nights / (rooms, minus 7 for branch 1) / days in month x 100, two decimals"', () => {
  it.each([
    [1260, 52, 1, 2024, 2, 96.55], // 1260 / 45 / 29 (leap February)
    [1260, 52, 1, 2023, 2, 100], // 1260 / 45 / 28
    [1000, 55, 9, 2024, 3, 58.65], // 1000 / 55 / 31
    [560, 40, 3, 2100, 2, 50], // 2100 is not leap: 28 days
    [10, 7, 1, 2024, 1, 0], // no usable rooms
    [0, 40, 3, 2024, 4, 0],
  ])('%i nights, %i rooms, branch %i, %i-%i -> %s', (n, r, b, y, m, p) => expect(occupancy(n, r, b, y, m)).toBe(p));
});

describe('capacities', () => {
  it.each([
    [33, 45, 73.33],
    [0, 0, 0],
    [2, 3, 66.67],
    [45, 45, 100],
  ])('capacityUtilisation(%i, %i) = %s', (c, r, p) => expect(capacityUtilisation(c, r)).toBe(p));
  it('"Manager customers = day + late/2 + short/2 + other hotel": 30 + 3/2 + 5/2 + 2 = 36', () => {
    expect(managerCustomers({ day: 30, late: 3, short: 5, otherHotel: 2 })).toBe(36);
    expect(managerCustomers({ day: 0, late: 1, short: 0, otherHotel: 0 })).toBe(0.5);
  });
  it('"Hotel capacity = (day guests + late-out guests / 2) / rooms": (30 + 1.5) / 40 = 78.75 %', () =>
    expect(hotelCapacity(30, 3, 40)).toBe(78.75));
  it('massage capacity 12 / 40 = 30 %', () => expect(massageCapacity(12, 40)).toBe(30));
  it('other-service capacity (10+5+3+1+2+1+2) / 40 = 60 %', () => {
    expect(
      otherServiceCapacity(
        { breakfast: 10, roten: 5, minibar: 3, rentalCar: 1, laundry: 2, other: 1, rotenSet: 2 },
        40,
      ),
    ).toBe(60);
  });
  it.each([
    [27, 36, 75],
    [1, 3, 33.33],
    [0, 0, 0],
  ])('breakfastCapacity(%i, %i) = %s', (a, b, p) => expect(breakfastCapacity(a, b)).toBe(p));
});

describe('sales and profit', () => {
  it('"Today\'s Sales = hotel + massage + other-service sales (VND)"', () => {
    expect(todaySales({ hotel: 12_500_000, massage: 3_250_000, otherService: 1_100_000 })).toBe(16_850_000);
  });
  it.each([
    [
      'branch 11: USD sales - fixed expense',
      11,
      { vndSales: 99, usdSales: 1234.56, sumRate: 4100, fixedExpense: 1000 },
      234.56,
    ],
    [
      'others: VND + USD x sumRate - fixed',
      3,
      { vndSales: 20_000_000, usdSales: 150.5, sumRate: 25_400, fixedExpense: 15_000_000 },
      8_822_700,
    ],
    ['a loss', 1, { vndSales: 1_000_000, usdSales: 0, sumRate: 25_400, fixedExpense: 3_000_000 }, -2_000_000],
  ])('%s', (_n, b, p, v) => expect(totalProfit(b, p)).toBe(v));
  it.each([
    [250_000, 'customer', 225_000],
    [250_000, 'walkIn', 250_000],
    [350_000, 'customer', 315_000],
  ] as const)('"customers pay 90 percent of list price, guests 100 percent": %i %s -> %i', (p, who, v) =>
    expect(massagePrice(p, who)).toBe(v),
  );
  it('"branch 11 fixed 9 USD (staying) / 10 USD (visitor) for 40 min"', () => {
    expect(branch11Massage40(true)).toBe(9);
    expect(branch11Massage40(false)).toBe(10);
  });
  it('"Branch 1\'s breakfast sales are the entered VND amount; other branches count x rate"', () => {
    expect(breakfastSales(1, 5_000_000, 20, 200_000)).toBe(5_000_000);
    expect(breakfastSales(3, 5_000_000, 20, 200_000)).toBe(4_000_000);
  });
});

describe('"Comparison percentage is rounded to 2 decimals and is 0% when the old value is 0"', () => {
  it.each([
    [0, 100, 0],
    [200, 250, 25],
    [300, 200, -33.33],
    [3, 4, 33.33],
    [7, 9, 28.57],
    [100, 100, 0],
  ])('%i -> %i = %s %%', (o, n, p) => expect(comparisonPercent(o, n)).toBe(p));
});

describe('guest number and calendar', () => {
  it.each([
    [50, true],
    [49.99, false],
    [80, true],
  ])('"capacity red at 50 or more": %s -> %s', (c, r) => expect(guestCapacityRed(c)).toBe(r));
  it('halves: 1-15 and 16-end (leap February, 2100, 31-day month)', () => {
    expect(halfDays(2024, 1, 'first')).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(halfDays(2024, 2, 'second')).toEqual(Array.from({ length: 14 }, (_, i) => i + 16));
    expect(halfDays(2100, 2, 'second').at(-1)).toBe(28);
    expect(halfDays(2024, 3, 'second').at(-1)).toBe(31);
  });
  it.each([
    ['2024-03-15', 'first'],
    ['2024-03-16', 'second'],
    ['2024-02-29', 'second'],
    ['2024-03-01', 'first'],
  ])('defaultHalf(%s) = %s', (d, h) => expect(defaultHalf(d)).toBe(h));
  it.each([
    [100, 'red'],
    [90, 'red'],
    [89.99, 'orange'],
    [80, 'orange'],
    [79.99, 'yellow'],
    [70, 'yellow'],
    [60, 'green'],
    [59.99, 'white'],
    [0, 'white'],
  ])('calendarColour(%s) = %s', (c, col) => expect(calendarColour(c)).toBe(col));
});
