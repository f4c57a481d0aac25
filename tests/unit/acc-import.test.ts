import { describe, expect, it } from 'vitest';
import {
  excelSerialDate,
  importDateOf,
  importRows,
  matchHeader,
  numberOf,
  templateColumns,
  templateHeader,
  type ImportCell,
} from '../../src/domain/acc-import';
import { columnLetter } from '../../src/domain/acc-sheet';
import { DEBIT_PURPLE } from '../../src/domain/row-style';

const ids = (n: number) => `x-${n}`;

function sheet(header: string[], lines: Record<string, ImportCell>[]): ImportCell[][] {
  return lines.map((l) => header.map((h) => l[h] ?? null));
}

describe('templates: the report headings, the debit one with Company after the name', () => {
  it('sum and debit headers', () => {
    const sum = templateHeader('sum');
    expect(sum.slice(0, 6)).toEqual([
      'Hotel Invoice',
      'Service Invoice',
      'Name',
      'Room Number',
      'Check In',
      'Check Out',
    ]);
    expect(sum).toContain('USD card');
    expect(sum).not.toContain('Company');
    const debit = templateHeader('debit');
    expect(debit[debit.indexOf('Name') + 1]).toBe('Company');
  });
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [702, 'AAA'],
  ])('column %i is %s', (i, l) => expect(columnLetter(i)).toBe(l));
});

describe('header row', () => {
  it('takes headings in any order and case, and field names', () => {
    const m = matchHeader(['name', 'HOTEL INVOICE', ' service  invoice ', 'vnd', ''], 'accMakeSum');
    expect(m.ok).toBe(true);
    if (m.ok) expect(m.columns.map((c) => c?.field)).toEqual(['name', 'HI', 'SI', 'vnd']);
  });
  it('reads a debit template in sum mode as the debit one', () => {
    const m = matchHeader(templateHeader('debit'), 'accMakeSum');
    expect(m.ok && m.template).toBe('debit');
  });
  it.each([
    [['Hotel Invoice', 'Service Invoice', 'Name', 'Price'], "'Price' in D1"],
    [['Hotel Invoice', 'Name'], "no 'Service Invoice' column"],
    [['Hotel Invoice', 'Service Invoice', 'Name', 'HI'], "'Hotel Invoice' twice (D1)"],
  ])('refuses %j naming %s and the expected header', (cells, part) => {
    const m = matchHeader(cells, 'accMakeSum');
    expect(m.ok).toBe(false);
    if (!m.ok) {
      expect(m.msg).toContain(part);
      expect(m.msg).toContain(
        'expected the header of format_input_ACC_Sum.xls: Hotel Invoice | Service Invoice | Name',
      );
    }
  });
});

describe('spec 2 section 5.6: x 1000 except usd and vcb_usd, dates as year-month-day, nights 0, purple unless accMakeSum', () => {
  const header = templateHeader('sum');
  const m = matchHeader(header, 'accMakeSum');
  if (!m.ok) throw new Error(m.msg);
  const lines = sheet(header, [
    {
      'Hotel Invoice': 'H100',
      Name: 'tanaka yuki',
      'Check In': '28/02/2024',
      'Check Out': 45352, // 2024-03-01 as an Excel serial
      'Room Rate': 1200,
      Laundry: '1,500',
      VND: 2400.5,
      USD: 12.5,
      'USD card': 3,
      JPY: 7,
      'Telephone / Note': 'late check-out',
    },
    {},
    { 'Service Invoice': 'S7', Name: 'sato', Massage: 250, VND: 250, 'Telephone / Note': 30 },
  ]);

  it('accMakeSum: values and no debit style', () => {
    const { rows, warnings } = importRows(lines, m.columns, 'accMakeSum', 3, ids);
    expect(warnings).toEqual([]);
    expect(rows).toHaveLength(2);
    const [a, b] = rows;
    expect(a).toMatchObject({
      ID: 'x-0',
      HI: 'H100',
      name: 'TANAKA YUKI',
      checkin: '2024-02-28',
      checkout: '2024-03-01',
      nights: 0,
      amount: 0,
      room_rate: 1_200_000,
      unit_price: 1_200_000,
      laundry: 1_500_000,
      vnd: 2_400_500,
      usd: 12.5,
      vcb_usd: 3,
      yen: 7_000,
      telephone: 'late check-out',
      style: {},
    });
    expect(a.sub).toBe(1_500_000); // laundry; amount 0 (nights 0); a text note counts 0
    expect(b).toMatchObject({ ID: 'x-1', SI: 'S7', massage: 250_000, serviceTotal: 250_000, telephone: 30_000 });
  });

  it('other load types: the purple debit style and the DEBIT_ prefix', () => {
    const { rows } = importRows(lines, m.columns, 'debitOnSum', 3, ids);
    expect(rows[0].style.HI?.background).toBe(DEBIT_PURPLE);
    expect(rows[0].name).toBe('DEBIT_TANAKA YUKI');
    expect(rows[1].style.Name?.background).toBe(DEBIT_PURPLE);
  });

  it('warns about cells it cannot read and keeps going', () => {
    const bad = sheet(header, [
      { 'Hotel Invoice': 'H1', 'Service Invoice': 'S1', 'Check In': '31/02/2024', VND: 'abc', Name: 'x'.repeat(130) },
    ]);
    const { rows, warnings } = importRows(bad, m.columns, 'accMakeSum', 3, ids);
    expect(rows[0]).toMatchObject({ HI: 'H1', SI: '', checkin: '', vnd: 0 });
    expect(rows[0].name).toHaveLength(120);
    expect(warnings.map((w) => [w.row, w.column])).toEqual([
      [2, 'Name'],
      [2, 'Check In'],
      [2, 'VND'],
      [2, 'SI'],
    ]);
  });

  it('branch 11 keeps cents', () => {
    const { rows } = importRows(
      sheet(header, [{ 'Hotel Invoice': 'H', Laundry: 1.2345 }]),
      m.columns,
      'accMakeSum',
      11,
      ids,
    );
    expect(rows[0].laundry).toBe(1234.5);
  });
});

describe('cells', () => {
  it.each([
    [45352, '2024-03-01'],
    [25569, '1970-01-01'],
    [45352.75, '2024-03-01'],
    ['2024-3-1', '2024-03-01'],
    ['2024/03/01', '2024-03-01'],
    ['01/03/2024', '2024-03-01'],
    ['1.3.24', '2024-03-01'],
    ['29/02/2023', ''],
    ['next week', ''],
    [0, ''],
  ])('date %j -> %j', (cell, date) => expect(importDateOf(cell)).toBe(date));
  it('serial bounds', () => expect(excelSerialDate(3e6)).toBe(''));
  it.each([
    [12, 12],
    ['1,234.5', 1234.5],
    ['$ 12', 12],
    ['-3', -3],
    ['1,23', null],
    ['abc', null],
    ['', null],
    [true, null],
  ])('number %j -> %j', (cell, n) => expect(numberOf(cell)).toBe(n));
  it('every template column has a kind', () => {
    expect(templateColumns('debit').every((c) => ['text', 'date', 'money', 'note'].includes(c.kind))).toBe(true);
  });
});
