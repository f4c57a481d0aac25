import { describe, expect, it } from 'vitest';
import { diffVersions, fieldChanges, rowKey, sameValue, type DiffRow, type DiffSide } from '../../src/domain/doc-diff';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow } from '../../src/domain/row-rules';
import { computeTotals } from '../../src/domain/totals';

// Reception-sum rows as the server stores them: every field present, recomputed by the row rules.
const DAY = '2031-03-10';
const BRANCH = 3;
const hotel = (id: string, f: Partial<InvoiceRow> = {}): InvoiceRow =>
  recomputeRow(
    {
      ...emptyRow(id, '2031-03-10T08:00:00Z'),
      HI: `9${id.replace(/\D/g, '').padStart(5, '0')}`,
      name: 'tanaka yuki',
      room: '201',
      checkin: '2031-03-08',
      checkout: DAY,
      room_rate: 1_000_000,
      rate: 1,
      vnd: 2_000_000,
      ...f,
    },
    BRANCH,
  );
const service = (id: string, f: Partial<InvoiceRow> = {}): InvoiceRow =>
  recomputeRow(
    {
      ...emptyRow(id),
      SI: `5${id.replace(/\D/g, '').padStart(4, '0')}`,
      packages: { 'MS 70P': 1 },
      massage: 250_000,
      vnd: 250_000,
      ...f,
    },
    BRANCH,
  );
const side = (rows: InvoiceRow[], head: DiffRow = { maker: 'Nguyen Thi Lan', note: '' }): DiffSide => ({
  head,
  rows: rows as unknown as DiffRow[],
  totals: computeTotals(rows, DAY) as unknown as DiffRow,
});

describe('diffVersions on reception sums', () => {
  it('lists added, removed and changed rows, each change field by field with before and after', () => {
    const v1 = side([hotel('h1'), hotel('h2', { room: '305' }), service('s1')]);
    const v2 = side([hotel('h1', { vnd: 1_500_000, usd: 20 }), service('s1'), service('s2', { name: 'ito ryo' })]);
    const d = diffVersions(v1, v2);
    expect(d.added.map((r) => r.ID)).toEqual(['s2']);
    expect(d.removed.map((r) => r.ID)).toEqual(['h2']);
    expect(d.unchanged).toBe(1);
    expect(d.changed).toHaveLength(1);
    expect(d.changed[0].key).toBe('h1');
    expect(d.changed[0].row.vnd).toBe(1_500_000);
    expect(d.changed[0].fields).toEqual([
      { field: 'vnd', before: 2_000_000, after: 1_500_000 },
      { field: 'usd', before: 0, after: 20 },
    ]);
  });

  it('shows the fields the row rules recompute (a new rate changes the unit price and the amount)', () => {
    const d = diffVersions(side([hotel('h1')]), side([hotel('h1', { room_rate: 1_200_000 })]));
    const fields = d.changed[0].fields.map((f) => f.field);
    expect(fields).toContain('room_rate');
    expect(fields).toContain('amount');
    expect(d.changed[0].fields.find((f) => f.field === 'amount')).toEqual({
      field: 'amount',
      before: 2_000_000,
      after: 2_400_000,
    });
  });

  it('compares the head (maker, note) and the totals', () => {
    const d = diffVersions(
      side([hotel('h1')]),
      side([hotel('h1'), service('s1')], { maker: 'Tran Van Minh', note: 'Cash counted twice' }),
    );
    expect(d.head).toEqual([
      { field: 'maker', before: 'Nguyen Thi Lan', after: 'Tran Van Minh' },
      { field: 'note', before: '', after: 'Cash counted twice' },
    ]);
    expect(d.totals.find((t) => t.field === 'sum_massage')).toEqual({
      field: 'sum_massage',
      before: 0,
      after: 250_000,
    });
    expect(d.totals.find((t) => t.field === 'sum_vnd')).toEqual({
      field: 'sum_vnd',
      before: 2_000_000,
      after: 2_250_000,
    });
  });

  it('finds nothing between a version and its copy, and keeps the order of the later version', () => {
    const rows = [hotel('h1'), service('s1'), hotel('h2')];
    const d = diffVersions(side(rows), side(structuredClone(rows)));
    expect(d).toEqual({ added: [], removed: [], changed: [], unchanged: 3, head: [], totals: [] });
  });

  it('treats empty values alike and compares lists and maps by content', () => {
    expect(sameValue(0, '')).toBe(true);
    expect(sameValue(undefined, [])).toBe(true);
    expect(sameValue({ 'MS 70P': 1 }, { 'MS 70P': 1 })).toBe(true);
    expect(sameValue({ 'MS 70P': 1 }, { 'MS 70P': 2 })).toBe(false);
    const d = diffVersions(side([service('s1')]), side([service('s1', { packages: { 'MS 70P': 2 } })]));
    expect(d.changed[0].fields[0]).toEqual({ field: 'packages', before: { 'MS 70P': 1 }, after: { 'MS 70P': 2 } });
  });

  it('a field only one version has is a change when it holds something', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: 'x' })).toEqual([{ field: 'b', before: undefined, after: 'x' }]);
    expect(fieldChanges({ a: 1 }, { a: 1, b: '' })).toEqual([]);
  });

  it('ignores the fields asked', () => {
    const d = diffVersions(side([hotel('h1')]), side([hotel('h1', { log: ['edited'] })]), ['log']);
    expect(d.changed).toEqual([]);
    expect(d.unchanged).toBe(1);
  });
});

describe('rowKey', () => {
  it('is the row ID, else the invoice number, else the room, else the place in the list', () => {
    expect(rowKey({ ID: 'h1', HI: '900001' }, 0)).toBe('h1');
    expect(rowKey({ ID: '', HI: '900001' }, 0)).toBe('HI:900001');
    expect(rowKey({ SI: '50001' }, 0)).toBe('SI:50001');
    expect(rowKey({ room: '201' }, 4)).toBe('room:201');
    expect(rowKey({}, 4)).toBe('#5');
  });

  it('matches rows without IDs by invoice number, and keeps two rows with one key apart', () => {
    const from = {
      head: {},
      totals: {},
      rows: [
        { HI: '900001', vnd: 1 },
        { room: '201', vnd: 5 },
        { room: '201', vnd: 6 },
      ],
    };
    const to = {
      head: {},
      totals: {},
      rows: [
        { HI: '900001', vnd: 2 },
        { room: '201', vnd: 5 },
        { room: '201', vnd: 7 },
      ],
    };
    const d = diffVersions(from, to);
    expect(d.changed.map((c) => [c.key, c.fields])).toEqual([
      ['HI:900001', [{ field: 'vnd', before: 1, after: 2 }]],
      ['room:201~2', [{ field: 'vnd', before: 6, after: 7 }]],
    ]);
    expect(d.unchanged).toBe(1);
  });
});
