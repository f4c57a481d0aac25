import { describe, expect, it } from 'vitest';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { mergePmsRows } from '../../src/domain/pms-merge';
import { recomputeRow } from '../../src/domain/row-rules';

const row = (id: string, over: Partial<InvoiceRow> = {}): InvoiceRow => recomputeRow({ ...emptyRow(id), ...over }, 3);
const stay = { checkin: '2026-05-08', checkout: '2026-05-10', room_rate: 1_000_000, rate: 1 };

describe('re-reading the PMS into a sum', () => {
  it('adds new invoices, updates changed ones and keeps every row the receptionist added', () => {
    const current = [
      row('p1', { HI: '100', name: 'yamada taro', room: '301', ...stay, vnd: 1_500_000, vcb: 500_000 }),
      row('s1', { SI: '55', name: 'walk in' }),
      row('h1', { HI: '999', name: 'not in pms', ...stay }),
      row('p2', { HI: '101', name: 'sato mai', room: '302', ...stay, action: 'DEBIT COMPANY' }),
    ];
    const fresh = [
      row('pms-100', { HI: '100', name: 'yamada taro', room: '305', ...stay, checkout: '2026-05-11' }),
      row('pms-101', { HI: '101', name: 'sato mai', room: '302', ...stay, action: 'DEBIT COMPANY' }),
      row('pms-102', { HI: '102', name: 'ito ryo', room: '303', ...stay }),
    ];
    const merged = mergePmsRows(current, fresh, 3);
    expect(merged.added.map((r) => r.ID)).toEqual(['pms-102']);
    expect(merged.changed).toEqual([{ ID: 'p1', HI: '100', fields: ['room', 'checkout'] }]);
    expect(merged.content.map((r) => r.ID)).toEqual(['p1', 's1', 'h1', 'p2', 'pms-102']);
    expect(merged.content[0]).toMatchObject({
      room: '305',
      checkout: '2026-05-11',
      nights: 3,
      amount: 3_000_000,
      vnd: 1_500_000,
      vcb: 500_000,
    });
    expect(merged.content[3]).toBe(current[3]);
  });

  it('matches HI without case or spaces and does not see a DEBIT_ prefix as a change of name', () => {
    const current = [row('a', { HI: ' ab1 ', name: 'kato mai', action: 'DEBIT PAY', ...stay })];
    const fresh = [row('x', { HI: 'AB1', name: 'KATO MAI', ...stay })];
    expect(mergePmsRows(current, fresh, 3)).toMatchObject({ added: [], changed: [] });
  });
});
