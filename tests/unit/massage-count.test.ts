import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import {
  checkerMinutes,
  massageCount,
  massageRowFor,
  staffNumberOf,
  staffNumbersInNote,
} from '../../src/domain/massage-count';

const row = (over: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...over });

describe('staff numbers', () => {
  it.each([
    ['07', '07'],
    [' 12 ', '12'],
    ['7', null],
    ['123', null],
    ['ab', null],
    ['', null],
  ])('box %j -> %j', (text, out) => expect(staffNumberOf(text)).toBe(out));

  it.each([
    ['MS 07', ['07']],
    ['MS07', ['07']],
    ['ms 07/12', ['07', '12']],
    ['KTV 05, 11', ['05', '11']],
    ['NV 09 paid', ['09']],
    ['#31', ['31']],
    ['MS 70P', []],
    ['MS 100P', []],
    ['at 14:00', []],
    ['MS 14:30', []],
    ['room 07', []],
    ['', []],
  ])('note %j -> %j', (note, out) => expect(staffNumbersInNote(note)).toEqual(out));
});

describe('checker minutes', () => {
  it.each([
    ['MS 40P', [40]],
    ['MS 70P & BT', [70]],
    ['HMS 100P', [70, 30]],
    ['MS13_5', [70]],
    ['BF', []],
  ])('%s -> %j', (pkg, out) => expect(checkerMinutes(pkg)).toEqual(out));
});

describe('massage rows and cases, by hand', () => {
  const days = [
    {
      day: '2026-11-20',
      rows: [
        row({ name: 'B', packages: { 'MS 100P': 1, 'MS 40P': 2 }, action: 'MS 07' }),
        row({ name: 'C', packages: { 'MS 70P': 1 }, action: 'CANCEL MS 07' }),
      ],
    },
    {
      day: '2026-11-03',
      rows: [
        row({ name: 'A', packages: { 'MS 70P': 1 }, telephone: 'KTV 07' }),
        row({ name: 'D', packages: { BF: 2 }, action: 'MS 07' }),
        row({ name: 'E', packages: { 'MS 70P': 1 }, action: 'MS 08' }),
      ],
    },
  ];

  it('one row per massage row of the staff, days in order', () => {
    const r = massageCount(days, '07');
    expect(r.dataReturn).toEqual([
      { sum_credit: '2026-11-03', name: 'A', case: 'MS 70P', count30: 0, count40: 0, count70: 1, countTotal: 1 },
      {
        sum_credit: '2026-11-20',
        name: 'B',
        case: 'MS 100P, MS 40P x2',
        count30: 1,
        count40: 2,
        count70: 1,
        countTotal: 3,
      },
    ]);
    expect(r.count).toBe(4);
    expect(r.countWithMassageCase).toEqual({ case30: 1, case40: 2, case70: 2 });
  });

  it('a row without a massage package, a cancelled row or another staff is not counted', () => {
    expect(massageRowFor(days[1].rows[1], '2026-11-03', '07')).toBeNull();
    expect(massageRowFor(days[0].rows[1], '2026-11-20', '07')).toBeNull();
    expect(massageCount(days, '08').count).toBe(1);
    expect(massageCount([], '07')).toEqual({
      dataReturn: [],
      count: 0,
      countWithMassageCase: { case30: 0, case40: 0, case70: 0 },
    });
  });
});
