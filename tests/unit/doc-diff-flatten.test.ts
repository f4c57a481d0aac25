import { describe, expect, it } from 'vitest';
import { diffVersions, flattenField, type DiffRow } from '../../src/domain/doc-diff';
import { blankLine, blankReport, type ManagerReport } from '../../src/domain/manager-report';

// The manager report's one row holds its lines in a nested `lines` map: flattened one level, each line is a
// field of its own ('lines.m70'); two levels, each value of a line is ('lines.m70.customers'), so a comparison
// names the one value that changed.

const BRANCH = 1;
const withLine = (key: string, patch: Partial<ReturnType<typeof blankLine>>): ManagerReport => {
  const r = blankReport(BRANCH);
  return { ...r, lines: { ...r.lines, [key]: { ...r.lines[key], ...patch } } };
};
const side = (r: ManagerReport, head: DiffRow = { maker: 'Vo Thanh Tam', note: '' }) => ({
  head,
  rows: [flattenField(r, 'lines', 2)],
  totals: {},
});

describe('flattenField', () => {
  it.each<[string, object, DiffRow]>([
    [
      'a map becomes fields in its place',
      { ID: 'report', lines: { day: { customers: 3 }, m70: { customers: 1, note: 'x' } }, listHI: '1' },
      { ID: 'report', 'lines.day': { customers: 3 }, 'lines.m70': { customers: 1, note: 'x' }, listHI: '1' },
    ],
    ['an empty map leaves no field', { ID: 'r', lines: {}, listHI: '' }, { ID: 'r', listHI: '' }],
    ['a list stays as it is', { ID: 'r', lines: [1, 2] }, { ID: 'r', lines: [1, 2] }],
    ['a text stays as it is', { ID: 'r', lines: 'none' }, { ID: 'r', lines: 'none' }],
    ['a row without the field stays as it is', { ID: 'r', vnd: 5 }, { ID: 'r', vnd: 5 }],
    ['only the named field is flattened', { ID: 'r', packages: { BF: 1 } }, { ID: 'r', packages: { BF: 1 } }],
  ])('%s', (_name, row, flat) => {
    expect(flattenField(row, 'lines')).toEqual(flat);
    expect(Object.keys(flattenField(row, 'lines'))).toEqual(Object.keys(flat));
  });

  it("opens the entries' own maps too with depth 2, leaving other values as they are", () => {
    const row = { ID: 'r', lines: { day: { customers: 3, note: 'x' }, m70: {}, total: 5 }, listHI: '1' };
    expect(flattenField(row, 'lines', 2)).toEqual({
      ID: 'r',
      'lines.day.customers': 3,
      'lines.day.note': 'x',
      'lines.total': 5,
      listHI: '1',
    });
  });

  it('keeps the row it was given unchanged', () => {
    const row = { ID: 'report', lines: { day: { customers: 3 } } };
    flattenField(row, 'lines');
    expect(row).toEqual({ ID: 'report', lines: { day: { customers: 3 } } });
  });
});

describe('a manager report compared line by line', () => {
  it('names each changed value of each line as its own field', () => {
    const before = withLine('m70', { customers: 1, vnd: 225_000 });
    const after = { ...withLine('m70', { customers: 2, guests: 1, vnd: 700_000 }), listHI: '900101' };
    after.lines.day = { ...after.lines.day, customers: 12, note: 'full house' };
    const d = diffVersions(side(before), side(after));
    expect(d.added).toEqual([]);
    expect(d.removed).toEqual([]);
    expect(d.changed).toHaveLength(1);
    expect(d.changed[0].key).toBe('report');
    expect(d.changed[0].fields).toEqual([
      { field: 'lines.day.customers', before: blankLine().customers, after: 12 },
      { field: 'lines.day.note', before: '', after: 'full house' },
      { field: 'lines.m70.customers', before: 1, after: 2 },
      { field: 'lines.m70.guests', before: blankLine().guests, after: 1 },
      { field: 'lines.m70.vnd', before: 225_000, after: 700_000 },
      { field: 'listHI', before: '', after: '900101' },
    ]);
  });

  it('lists nothing for two versions with the same lines', () => {
    const d = diffVersions(side(withLine('m40', { guests: 3 })), side(withLine('m40', { guests: 3 })));
    expect(d.changed).toEqual([]);
    expect(d.unchanged).toBe(1);
  });
});
