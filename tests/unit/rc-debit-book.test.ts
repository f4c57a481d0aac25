import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { debitBookRows, importedCheckIn, importedRowId, settlingInvoices } from '../../src/domain/rc-debit-book';

const row = (id: string, over: Partial<InvoiceRow> = {}): InvoiceRow => ({ ...emptyRow(id), ...over });

describe('the reception debit book', () => {
  it('"a Debit row goes to the reception debit book when the sum is sent"', () => {
    const rows = [
      row('a', { action: 'DEBIT COMPANY' }),
      row('b', { action: 'Debit check in' }),
      row('c', { action: 'paid at 1234' }),
      row('d'),
    ];
    expect(debitBookRows(rows).map((r) => r.ID)).toEqual(['a', 'b']);
  });

  it('settles check-ins with the invoices of the sum that are not debits themselves', () => {
    const rows = [
      row('a', { HI: ' 7001 ' }),
      row('b', { HI: '7002', action: 'DEBIT CHECK IN' }),
      row('c', { SI: '55' }),
      row('d', { HI: 'x9' }),
    ];
    expect(settlingInvoices(rows)).toEqual(['7001', 'X9']);
  });

  it('brings a DEBIT CHECK IN row into the next day without its debit action', () => {
    const from = row('dci', {
      HI: '7002',
      name: 'DEBIT_KATO MAI',
      action: 'DEBIT CHECK IN',
      style: { HI: { color: '', background: '#ad7ae2' } },
      log: ['x'],
    });
    const id = importedRowId(12, '2026-05-11');
    expect(id).toBe('imp-12-2026-05-11');
    expect(importedCheckIn(from, '2026-05-10', '2026-05-11', id)).toMatchObject({
      ID: id,
      HI: '7002',
      name: 'KATO MAI',
      action: '',
      import_to: '2026-05-11',
      style: {},
      log: ['x', 'Import DEBIT CHECK IN of 2026-05-10'],
    });
    const other = row('p', { action: 'DEBIT PAY' });
    expect(importedCheckIn(other, '2026-05-10', '2026-05-11', id)).toBe(other);
  });
});
