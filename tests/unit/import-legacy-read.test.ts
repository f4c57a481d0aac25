// The import of the old system (issue 32): reading mongoexport files, the strict money parser, days in the branch's zone.
import { describe, expect, it } from 'vitest';
import { parseMoneyStrict } from '../../src/domain/money';
import { parseExport } from '../../src/server/tools/import-legacy/read';
import { dayOf, Refused } from '../../src/server/tools/import-legacy/values';

describe('parseMoneyStrict', () => {
  it.each([
    ['1,200,000', 1200000],
    ['1200000', 1200000],
    ['12.5', 12.5],
    ['-3,000', -3000],
    ['$ 1,000', 1000],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [250000, 250000],
  ])('%j is %j', (input, want) => expect(parseMoneyStrict(input)).toBe(want));

  it.each([['1,2OO,000'], ['1,20,000'], ['12abc'], ['1.2.3'], ['-'], [true], [[1]], [{}], [Number.NaN]])(
    '%j is not a number',
    (input) => expect(parseMoneyStrict(input)).toBeNull(),
  );
});

describe('parseExport', () => {
  it('reads an array with extended JSON: $oid as its text, $date as a Date, $numberLong as a number', () => {
    const text = JSON.stringify([
      {
        _id: { $oid: '65f0aa' },
        at: { $date: '2024-04-30T17:00:00Z' },
        n: { $numberLong: '12' },
        list: [{ $oid: 'x1' }],
      },
      7,
    ]);
    const { items, broken } = parseExport(text);
    expect(items).toHaveLength(1);
    expect(items[0].where).toBe('item 1');
    expect(items[0].doc).toEqual({ _id: '65f0aa', at: new Date('2024-04-30T17:00:00Z'), n: 12, list: ['x1'] });
    expect(broken).toEqual([{ where: 'item 2', msg: 'not a document' }]);
  });

  it('reads one document per line, skipping blank lines, and names each broken line', () => {
    const text = '{"_id":"a","v":1}\n\n{"_id":"b",\n{"_id":"c","at":{"$date":{"$numberLong":"1714496400000"}}}\r\n';
    const { items, broken } = parseExport(text);
    expect(items.map((i) => [i.where, i.doc._id])).toEqual([
      ['line 1', 'a'],
      ['line 4', 'c'],
    ]);
    expect(items[1].doc.at).toEqual(new Date(1714496400000));
    expect(broken).toEqual([{ where: 'line 3', msg: 'not JSON' }]);
  });

  it('a file that starts as an array but is not JSON is one broken entry', () => {
    expect(parseExport('[{"_id": 1},').broken[0].where).toBe('file');
  });
});

describe('dayOf', () => {
  it('reads an instant in the branch zone', () => {
    const at = new Date('2024-04-30T17:00:00Z');
    expect(dayOf(at, 3, 'sum_credit')).toBe('2024-05-01');
    // Yangon is UTC+6:30: 23:30 of the 30th.
    expect(dayOf(at, 14, 'sum_credit')).toBe('2024-04-30');
    expect(dayOf('2024-04-30T17:00:00.000Z', 11, 'sum_credit')).toBe('2024-05-01');
  });

  it('keeps a plain day, reads DD/MM/YYYY, refuses anything else', () => {
    expect(dayOf('2024-05-01', 3, 'd')).toBe('2024-05-01');
    expect(dayOf('1/5/2024', 3, 'd')).toBe('2024-05-01');
    expect(() => dayOf('2024-02-30', 3, 'd')).toThrow(new Refused('d "2024-02-30" is not a date'));
    expect(() => dayOf('soon', 3, 'd')).toThrow(Refused);
    expect(() => dayOf(undefined, 3, 'd')).toThrow('d is missing');
  });
});
