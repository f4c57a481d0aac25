// The expected occupancy plan's rules (src/domain/expected.ts), with numbers worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  cellsFromStays,
  dateOf,
  dayFigures,
  expectedCapacity,
  expectedMonthReport,
  isClosedDay,
  monthDays,
  monthWeeks,
  roomsByType,
  type ExpectedCell,
  type Stay,
} from '../../src/domain/expected';

const cell = (room: string, day: number, rate: number, comment = ''): ExpectedCell => ({ room, day, rate, comment });
const sorted = (cells: ExpectedCell[]) =>
  cells.map((c) => `${c.room}@${c.day}=${c.rate}`).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

describe('monthDays and dateOf', () => {
  it.each([
    ['2024-02', 29],
    ['2025-02', 28],
    ['2100-02', 28],
    ['2000-02', 29],
    ['2025-01', 31],
    ['2025-04', 30],
    ['2025-12', 31],
  ])('%s has %i days', (m, n) => expect(monthDays(m)).toBe(n));
  it('pads the day', () => expect(dateOf('2025-03', 7)).toBe('2025-03-07'));
});

describe('dayFigures: rooms with a rate, their sum, and the rooms whose stay starts that day', () => {
  const cells = [
    cell('201', 1, 100),
    cell('202', 1, 200),
    cell('201', 2, 100),
    cell('203', 2, 50),
    cell('202', 2, 0, 'guest moved'), // a comment without a rate sells nothing
  ];
  it.each([
    // day, rooms, sale, checkins
    [1, 2, 300, 2], // nothing on day 0: both stays start on day 1
    [2, 2, 150, 1], // 201 stayed on from day 1, 203 starts; 202 has no rate
    [3, 0, 0, 0],
  ])('day %i: %i rooms, sale %i, %i check-ins', (day, rooms, sale, checkins) =>
    expect(dayFigures(cells, day)).toEqual({ rooms, sale, checkins }),
  );
  it('sums money exactly at the currency decimals (USD: 2, VND: whole)', () => {
    const usd = [cell('1', 5, 10.005), cell('2', 5, 20.1)];
    expect(dayFigures(usd, 5, 2).sale).toBe(30.11); // 10.01 + 20.10
    expect(dayFigures(usd, 5, 0).sale).toBe(30); // 10 + 20
    expect(dayFigures([cell('1', 1, 0.1), cell('2', 1, 0.2)], 1, 2).sale).toBe(0.3);
  });
});

describe('monthWeeks: 1-7, 8-14, 15-21, 22-28, then 29 to the end', () => {
  const spans = (m: string) => monthWeeks(m).map((w) => `${w.week}:${w.from}-${w.to}`);
  it('February 2024 (leap) ends with a one-day fifth week', () =>
    expect(spans('2024-02')).toEqual(['1:1-7', '2:8-14', '3:15-21', '4:22-28', '5:29-29']));
  it('February 2025 has exactly four weeks', () =>
    expect(spans('2025-02')).toEqual(['1:1-7', '2:8-14', '3:15-21', '4:22-28']));
  it('a 31-day month ends with 29-31', () => expect(spans('2025-01').at(-1)).toBe('5:29-31'));
  it('a 30-day month ends with 29-30', () => expect(spans('2025-04').at(-1)).toBe('5:29-30'));
});

// Two rooms in February 2025 (28 days): 201 sold days 1-7 at 100; 202 sold days 8-9 at 200 and has a
// comment only on day 10.
const feb = [
  ...Array.from({ length: 7 }, (_, i) => cell('201', i + 1, 100)),
  cell('202', 8, 200),
  cell('202', 9, 200),
  cell('202', 10, 0, 'maintenance'),
];

describe('expectedCapacity: rooms sold over room-nights available, by week and month', () => {
  it('works out week by week', () => {
    const c = expectedCapacity(feb, 2, '2025-02');
    expect(c.weeks).toEqual([
      { week: 1, from: 1, to: 7, roomsSold: 7, capacity: 50 }, // 7 / (2 x 7)
      { week: 2, from: 8, to: 14, roomsSold: 2, capacity: 14.29 }, // 2 / 14 = 14.2857
      { week: 3, from: 15, to: 21, roomsSold: 0, capacity: 0 },
      { week: 4, from: 22, to: 28, roomsSold: 0, capacity: 0 },
    ]);
    expect(c.capacityMonth).toBe(16.07); // 9 / (2 x 28) = 16.0714
    expect(c.guestMonth).toBe(9);
    expect(c.revenue).toBe(1100); // 7 x 100 + 2 x 200
    expect(c.averageExpected).toBe(122); // 1100 / 9 = 122.2, whole VND
  });
  it('keeps 2 decimals for USD and counts the leap day', () => {
    const c = expectedCapacity([...feb, cell('201', 29, 100)], 2, '2024-02', 2);
    expect(c.averageExpected).toBe(120); // 1200 / 10
    expect(c.capacityMonth).toBe(17.24); // 10 / (2 x 29) = 17.241
    expect(c.weeks.at(-1)).toEqual({ week: 5, from: 29, to: 29, roomsSold: 1, capacity: 50 });
    expect(expectedCapacity(feb, 2, '2025-02', 2).averageExpected).toBe(122.22);
  });
  it('answers 0, not NaN, for an empty plan or no rooms', () => {
    const c = expectedCapacity([], 0, '2025-02');
    expect(c).toMatchObject({ capacityMonth: 0, guestMonth: 0, averageExpected: 0, revenue: 0 });
  });
});

describe('expectedMonthReport: each day from the cells, short and late from the stored figures', () => {
  const extras = new Map([[3, { sumShort: 1, sumLate: 2, sumRateLate: 300, sumRateShort: 150 }]]);
  const r = expectedMonthReport(feb, extras, 2, '2025-02');
  it('has a line for every day of the month', () => expect(r.days.map((d) => d.day)).toEqual(range(28)));
  it('fills days from the cells and the stored extras', () => {
    expect(r.days[0]).toEqual({ ...zero(1), sumRate: 100, sumRoom: 1, capacity: 50 });
    expect(r.days[2]).toEqual({
      day: 3,
      sumRate: 100,
      sumRoom: 1,
      sumShort: 1,
      sumLate: 2,
      sumRateLate: 300,
      sumRateShort: 150,
      capacity: 50,
    });
    expect(r.days[7]).toEqual({ ...zero(8), sumRate: 200, sumRoom: 1, capacity: 50 });
    expect(r.days[9]).toEqual(zero(10)); // comment only
  });
  it('totals the month', () =>
    expect(r.totals).toEqual({
      sumRate: 1100,
      sumRoom: 9,
      sumShort: 1,
      sumLate: 2,
      sumRateLate: 300,
      sumRateShort: 150,
      capacity: 16.07,
    }));
});

describe('cellsFromStays: each night from check-in to the day before check-out, inside the month', () => {
  const stay = (room: string, checkin: string, checkout: string, rate = 100): Stay => ({
    room,
    checkin,
    checkout,
    rate,
  });
  it("document 4: a room staying from day 1 to day 2 fills that room's cell on day 1", () =>
    expect(cellsFromStays([stay('201', '2025-03-01', '2025-03-02', 500)], '2025-03')).toEqual([
      { room: '201', day: 1, rate: 500, comment: '' },
    ]));
  it.each([
    [
      'a stay arriving last month fills from the 1st',
      stay('201', '2025-02-27', '2025-03-03'),
      '2025-03',
      ['201@1=100', '201@2=100'],
    ],
    [
      'the same stay in February fills its last nights',
      stay('201', '2025-02-27', '2025-03-03'),
      '2025-02',
      ['201@27=100', '201@28=100'],
    ],
    [
      'a leap February has its 29th night',
      stay('305', '2024-02-28', '2024-03-01'),
      '2024-02',
      ['305@28=100', '305@29=100'],
    ],
    [
      'a stay leaving next month fills to the month end',
      stay('201', '2025-01-30', '2025-02-02'),
      '2025-01',
      ['201@30=100', '201@31=100'],
    ],
    ["the nights of next month are next month's", stay('201', '2025-01-30', '2025-02-02'), '2025-02', ['201@1=100']],
    ['a stay wholly before the month fills nothing', stay('201', '2025-01-01', '2025-01-05'), '2025-03', []],
    ['a stay wholly after the month fills nothing', stay('201', '2025-04-01', '2025-04-05'), '2025-03', []],
    [
      'a stay longer than the month fills every day',
      stay('201', '2025-01-15', '2025-03-15'),
      '2025-02',
      range(28).map((d) => `201@${d}=100`),
    ],
  ])('%s', (_, s, month, want) => expect(sorted(cellsFromStays([s], month))).toEqual(want));
  it('skips stays with no room, no rate, or check-out not after check-in', () =>
    expect(
      cellsFromStays(
        [
          stay('', '2025-03-01', '2025-03-02'),
          stay('201', '2025-03-05', '2025-03-05'),
          stay('201', '2025-03-07', '2025-03-06'),
          stay('201', '2025-03-01', '2025-03-02', 0),
        ],
        '2025-03',
      ),
    ).toEqual([]));
  it('a later stay of the same room and night wins', () =>
    expect(
      sorted(
        cellsFromStays(
          [stay('201', '2025-03-01', '2025-03-03', 100), stay('201', '2025-03-02', '2025-03-03', 90)],
          '2025-03',
        ),
      ),
    ).toEqual(['201@1=100', '201@2=90']));
});

describe('isClosedDay and roomsByType', () => {
  it('a day listed as closed is closed', () => {
    expect(isClosedDay([5, 21], 5)).toBe(true);
    expect(isClosedDay([5, 21], 6)).toBe(false);
  });
  it('groups rooms by type in the order types first appear by room number, numbers in numeric order', () => {
    const rooms = [
      { number: '302', type: 'Deluxe' },
      { number: '210', type: 'Standard' },
      { number: '1001', type: 'Suite' },
      { number: '202', type: 'Standard' },
      { number: '201', type: 'Standard' },
    ];
    expect(roomsByType(rooms).map((g) => [g.type, g.rooms.map((r) => r.number)])).toEqual([
      ['Standard', ['201', '202', '210']],
      ['Deluxe', ['302']],
      ['Suite', ['1001']],
    ]);
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
function zero(day: number) {
  return { day, sumRate: 0, sumRoom: 0, sumShort: 0, sumLate: 0, sumRateLate: 0, sumRateShort: 0, capacity: 0 };
}
