import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import {
  applyDebitOption,
  CLOUD_BLUE,
  DEBIT_KEYS,
  DEBIT_PURPLE,
  debitOptionStyle,
  hasDebitStyle,
  PALETTE,
  RED,
  resetPaidRowStyle,
  setCellColor,
  setTotalBackground,
  STYLE_KEYS,
  withDebitPrefix,
} from '../../src/domain/row-style';

const row = (f: Partial<InvoiceRow>): InvoiceRow => ({ ...emptyRow('r'), ...f });

describe('palette with exact names and colours', () => {
  it('eleven entries', () => {
    expect(PALETTE.map((p) => `${p.name} ${p.color}`)).toEqual([
      'Green 1 #00B050',
      'Green 2 #A0E040',
      'Green 3 #176105',
      'Yellow #FFFF00',
      'Blue Ocean #538DD5',
      'Blue Sky #B0F4F0',
      'Brown #948A54',
      'Orange #FFC000',
      'Pink 1 #CA7166',
      'Pink 2 #AE4468',
      'Az Color #662A82',
    ]);
  });
  it('style keys', () => {
    expect(STYLE_KEYS).toEqual([
      'HI',
      'SI',
      'Service',
      'Discount',
      'Name',
      'Room',
      'CheckIn',
      'CheckOut',
      'UnitPrice',
      'Telephone',
      'Total',
    ]);
    expect([DEBIT_PURPLE, CLOUD_BLUE]).toEqual(['#ad7ae2', '#92CDDC']);
  });
});

describe('debit colour options', () => {
  it.each([
    // option, HI, Name, UnitPrice
    [
      1,
      { color: '', background: '#ad7ae2' },
      { color: '', background: '#ad7ae2' },
      { color: '', background: '#ad7ae2' },
    ],
    [
      2,
      { color: RED, background: '#92CDDC' },
      { color: '', background: '#92CDDC' },
      { color: '', background: '#92CDDC' },
    ],
    [3, { color: RED, background: '' }, { color: '', background: '' }, { color: '', background: '' }],
  ] as const)('option %i', (option, hi, name, unit) => {
    const s = debitOptionStyle(option);
    expect([s.HI, s.SI, s.Name, s.UnitPrice]).toEqual([hi, hi, name, unit]);
    expect(Object.keys(s)).toEqual([...DEBIT_KEYS]);
    expect(s.Telephone).toBeUndefined();
  });
  it('option0 resets every colour', () =>
    expect(
      debitOptionStyle(0, { HI: { color: RED, background: '' }, Total: { color: '', background: '#FFFF00' } }),
    ).toEqual({}));
  it('options keep the Telephone and Total extras', () => {
    const s = debitOptionStyle(2, { Total: { color: '', background: '#FFFF00' } });
    expect(s.Total?.background).toBe('#FFFF00');
  });
  it('"option1 ... name prefixed DEBIT_", once', () => {
    const r = applyDebitOption(row({ name: 'TANAKA' }), 1);
    expect(r.name).toBe('DEBIT_TANAKA');
    expect(applyDebitOption(r, 1).name).toBe('DEBIT_TANAKA');
    expect(applyDebitOption(row({ name: 'TANAKA' }), 3).name).toBe('TANAKA');
    expect(hasDebitStyle(r)).toBe(true);
    expect(hasDebitStyle(applyDebitOption(r, 2))).toBe(false);
  });
  it('withDebitPrefix', () => {
    expect(withDebitPrefix('debit_sato')).toBe('debit_sato');
    expect(withDebitPrefix('SATO')).toBe('DEBIT_SATO');
    expect(withDebitPrefix('A'.repeat(118))).toBe(`DEBIT_${'A'.repeat(114)}`);
  });
});

describe('extras: red name, red telephone, total background', () => {
  it('setCellColor keeps background', () => {
    const s = setCellColor({ Name: { color: '', background: DEBIT_PURPLE } }, 'Name', RED);
    expect(s.Name).toEqual({ color: RED, background: DEBIT_PURPLE });
    expect(setCellColor({}, 'Telephone', RED).Telephone).toEqual({ color: RED, background: '' });
  });
  it('setTotalBackground by palette name', () => {
    expect(setTotalBackground({}, 'Orange').Total).toEqual({ color: '', background: '#FFC000' });
    expect(setTotalBackground({}, 'Nope')).toEqual({});
  });
});

describe('"The paid-row style resets when the note contains paid and the row has the debit purple style"', () => {
  const purple = applyDebitOption(row({ name: 'A' }), 1);
  it.each([
    ['note "paid 03-02", purple -> reset', { ...purple, telephone: 'paid 03-02' }, {}],
    ['note log contains PAID, purple -> reset', { ...purple, note: { telephone: [], otherPay: ['PAID by card'] } }, {}],
    ['no "paid" in note -> kept', { ...purple, telephone: 'call' }, purple.style],
    ['paid but not purple -> kept', { ...applyDebitOption(purple, 2), telephone: 'paid' }, debitOptionStyle(2)],
  ] as [string, InvoiceRow, object][])('%s', (_n, r, style) => expect(resetPaidRowStyle(r).style).toEqual(style));
});
