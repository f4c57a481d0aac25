import { describe, expect, it } from 'vitest';
import {
  accSheetColumns,
  accSumFileName,
  amountFormula,
  nightsFormula,
  noteMatches,
  periodLabel,
  subFormula,
} from '../../src/domain/acc-sheet';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow, subFields } from '../../src/domain/row-rules';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...f });

describe('document 4: the accountant sheet columns', () => {
  const cols = accSheetColumns(3);
  const headers = cols.map((c) => c.header);
  it('Date; HI, SI and the packages; guest; date stay; action; hotel to Sub; SERVICE to Total; cash; card/transfer', () => {
    expect(headers.slice(0, 3)).toEqual(['Date', 'Hotel Invoice', 'Service Invoice']);
    const groups = [...new Set(cols.map((c) => c.group))];
    expect(groups).toEqual([
      'Date',
      'Bill',
      'Guest',
      'Date Stay',
      'Other',
      'Hotel',
      'SERVICE',
      'Guest Pay by Cash',
      'Guest Pay by Card/Transfer',
    ]);
    expect(cols.filter((c) => c.group === 'Bill').map((c) => c.key)).toEqual(
      expect.arrayContaining(['HI', 'SI', 'pkg:BF']),
    );
    expect(cols.filter((c) => c.group === 'Hotel').map((c) => c.header)).toEqual([
      'Unit Price',
      'Nights',
      'Amount',
      'Telephone / Note',
      'Laundry',
      'Minibar',
      'Pickup / Transfer',
      'Other Hotel',
      'Dinning',
      'Other',
      'Sub',
    ]);
    expect(cols.filter((c) => c.group === 'SERVICE').map((c) => c.header)).toEqual([
      'Breakfast',
      'Sauna',
      'Massage',
      'Total',
    ]);
    expect(cols.filter((c) => c.group === 'Guest Pay by Cash').map((c) => c.header)).toEqual(['VND', 'USD', 'JPY']);
    expect(headers).not.toContain('Expense');
  });
  it('the date column shows the report day', () => {
    expect(cols[0].value(row({}), '2026-05-03')).toBe('2026-05-03');
  });
});

describe('every branch sheet has the columns its formulas name', () => {
  it.each([1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15, 16])('branch %i', (branchId) => {
    const keys = new Set(accSheetColumns(branchId).map((c) => c.key));
    for (const k of ['HI', 'SI', 'checkin', 'checkout', 'unit_price', 'nights', 'amount', ...subFields(branchId)])
      expect(keys.has(String(k)), String(k)).toBe(true);
  });
});

describe('live formulas where they give the report value', () => {
  const hotel = recomputeRow(
    row({ HI: 'H1', checkin: '2026-05-01', checkout: '2026-05-04', room_rate: 1_000_000, telephone: 50_000 }),
    3,
  );
  it('nights = checkout - checkin', () => {
    expect(nightsFormula(hotel, null)).toEqual({ formula: '[checkout]-[checkin]', result: 3 });
  });
  it('nights inside the month in a month view', () => {
    const crossing = { checkin: '2026-04-29', checkout: '2026-05-03', nights: 2 };
    expect(nightsFormula(crossing, '2026-05')).toEqual({
      formula: 'MAX(0,MIN([checkout],DATE(2026,6,1))-MAX([checkin],DATE(2026,5,1)))',
      result: 2,
    });
    expect(nightsFormula({ ...crossing, nights: 0 }, '2026-05')).toBeNull(); // a debit row keeps its 0
  });
  it('amount and sub', () => {
    expect(amountFormula(hotel, 3)).toEqual({ formula: 'ROUND([unit_price]*[nights],0)', result: 3_000_000 });
    expect(subFormula(hotel, 3)).toEqual({
      formula:
        'IF(AND([HI]="",[SI]=""),0,ROUND([amount]+MAX(0,N([telephone]))+[laundry]+[minibar]+[transfer]+[other_hotel]+[dinning]+[AzOther],0))',
      result: 3_050_000,
    });
    expect(amountFormula({ ...hotel, amount: 5 }, 3)).toBeNull();
    expect(subFormula({ ...hotel, telephone: '50000' }, 3)).toBeNull();
    expect(subFormula({ ...hotel, massage: 10 }, 11)).toBeNull(); // branch 11 counts massage in sub
  });
});

describe('note filter, file names', () => {
  it.each([
    ['Late check-out', 'CHECK', true],
    ['Khách đã trả', 'khach da', true],
    ['paid', 'pa', false],
    [150000, '150', true],
  ])('%j contains %j: %s', (note, text, yes) => expect(noteMatches({ telephone: note }, text)).toBe(yes));
  it('"{branch code}_SUM REPORT {MM}-{YYYY}.xlsx"', () => {
    expect(accSumFileName('HBT1', '2026-05-03')).toBe('HBT1_SUM REPORT 05-2026.xlsx');
    expect(accSumFileName('PP', '2026-12')).toBe('PP_SUM REPORT 12-2026.xlsx');
  });
  it('period labels', () => {
    expect(periodLabel('2026-05-10', false)).toBe('2026-05 (days 1 to 10)');
    expect(periodLabel('2026-05-10', true)).toBe('2026-05-10');
    expect(periodLabel('2026-05', false)).toBe('2026-05');
  });
});
