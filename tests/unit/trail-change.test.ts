// The compact before/after of a report write kept in the financial trail (src/server/docs/trail-change.ts).
import { describe, expect, it } from 'vitest';
import { changedFields, docChange } from '../../src/server/docs/trail-change';

const prepared = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ id: String(row.ID), row, json: JSON.stringify(row) }));

describe('changedFields', () => {
  it('keeps only the differing keys, each side with its own values; blanks on both sides and logs are left out', () => {
    expect(
      changedFields(
        { ID: 'a', vnd: 1, usd: 0, note: '', log: ['x'], gone: 5 },
        { ID: 'a', vnd: 2, usd: 0, note: null, log: ['x', 'y'], added: 3 },
      ),
    ).toEqual({ before: { vnd: 1, gone: 5 }, after: { vnd: 2, added: 3 } });
    expect(changedFields(undefined, { a: 0, b: 'x' })).toEqual({ before: {}, after: { b: 'x' } });
    expect(changedFields({ a: 5 }, { a: 0 })).toEqual({ before: { a: 5 }, after: { a: 0 } });
  });
});

describe('docChange', () => {
  it('the changed totals and the added, removed and changed rows, field by field', () => {
    const before = [
      { ID: 'h1', vnd: 100, log: [] },
      { ID: 'h2', vnd: 200 },
      { ID: 'h4', vnd: 5, log: ['old'] },
    ];
    const after = prepared([
      { ID: 'h1', vnd: 150, log: [] },
      { ID: 'h3', vnd: 300 },
      { ID: 'h4', vnd: 5, log: ['old', 'new'] },
    ]);
    const diff = { added: ['h3'], removed: ['h2'], changed: ['h1', 'h4'] };
    expect(docChange(before, after, diff, '{"sum_vnd":305,"sum_usd":0}', { sum_vnd: 455, sum_usd: 0 })).toEqual({
      before: { totals: { sum_vnd: 305 }, rows: { h1: { vnd: 100 }, h2: { vnd: 200 } } },
      after: { totals: { sum_vnd: 455 }, rows: { h1: { vnd: 150 }, h3: { vnd: 300 } } },
    });
  });

  it('a first save: nothing before; unreadable totals count as none', () => {
    const got = docChange([], prepared([{ ID: 'x', vnd: 1 }]), { added: ['x'], removed: [], changed: [] }, 'nope', {
      sum_vnd: 1,
      sum_usd: 0,
    });
    expect(got).toEqual({
      before: { totals: {}, rows: {} },
      after: { totals: { sum_vnd: 1 }, rows: { x: { vnd: 1 } } },
    });
  });

  it('keeps at most 50 rows of each group', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `r${i}`);
    const got = docChange(
      [],
      prepared(ids.map((ID) => ({ ID, vnd: 1 }))),
      { added: ids, removed: [], changed: [] },
      null,
      null,
    );
    expect(Object.keys(got.after.rows)).toHaveLength(50);
  });
});
