import { describe, expect, it } from 'vitest';
import {
  conflictKeyOf,
  documentIdOf,
  draftDecision,
  envelope,
  isConflictKey,
  listedDraft,
} from '../../src/client/lib/document/draft-envelope';
import { diffRows, rowLabel, same, shown } from '../../src/client/lib/document/row-diff';

const doc = (over: Partial<{ version: number; revision: number; edit: boolean }> = {}) => ({
  version: 2,
  revision: 7,
  edit: true,
  stored: true,
  ...over,
});
const about = {
  kind: 'rc',
  label: 'RC SUM',
  title: 'HBT1 2026-05-01',
  day: '2026-05-01',
  open: '/reception_sum/3/2026-05-01/current',
  view: { path: '/rc/:branchId/view_sum/:date', params: { branchId: 3, date: '2026-05-01' } },
  rowLabel: ['HI', 'SI', 'name'],
};

describe('a draft read back when a document loads', () => {
  it.each([
    ['on the revision loaded', doc(), 'restore'],
    ['on an older save of the same version', doc({ revision: 8 }), 'aside'],
    ['on another version', doc({ version: 3 }), 'none'],
    ['when the document is locked', doc({ edit: false }), 'none'],
  ])('%s -> %s', (_what, loaded, decision) => {
    expect(draftDecision(envelope(doc(), { rows: [] }, about), loaded)).toBe(decision);
  });
  it('no draft -> none', () => expect(draftDecision(null, doc())).toBe('none'));

  it('the set-aside copy has its own key next to the draft', () => {
    expect(conflictKeyOf('rc:3:2026-05-01')).toBe('rc:3:2026-05-01:conflict');
    expect(isConflictKey('rc:3:2026-05-01:conflict')).toBe(true);
    expect(isConflictKey('rc:3:2026-05-01')).toBe(false);
    expect(documentIdOf('rc:3:2026-05-01:conflict')).toBe('rc:3:2026-05-01');
  });

  it('the drafts screen lists drafts that say what they are, and not other things kept as drafts', () => {
    expect(
      listedDraft.safeParse(envelope(doc(), { rows: [{ ID: 'a', name: 'X' }], maker: 'Lan' }, about)).success,
    ).toBe(true);
    expect(listedDraft.safeParse({ basedOn: { version: 1, revision: 0 }, work: { rows: [] } }).success).toBe(false);
    expect(listedDraft.safeParse('Hoang Nam').success).toBe(false);
  });

  it('a draft kept before the view was named by its entry still lists, with its filled path', () => {
    const { view: _view, ...rest } = about;
    const old = {
      ...envelope(doc(), { rows: [] }, about),
      about: { ...rest, serverPath: '/rc/3/view_sum/2026-05-01' },
    };
    const read = listedDraft.safeParse(old);
    expect(read.success && read.data.about.view).toEqual({ path: '/rc/3/view_sum/2026-05-01', params: {} });
  });
});

describe('a draft compared with the server, row by row', () => {
  const server = [
    { ID: 'r1', HI: '301725', name: 'SATO', vnd: 1200000, note: { telephone: [], otherPay: [] } },
    { ID: 'r2', SI: '30700', name: 'LE THI DUNG', vnd: 0 },
    { ID: 'r3', HI: '301726', name: 'INOUE MAI' },
  ];
  const draft = [
    { ID: 'r1', HI: '301725', name: 'SATO JIRO', vnd: 1500000, note: { telephone: [], otherPay: [] } },
    { ID: 'r2', SI: '30700', name: 'LE THI DUNG', vnd: '' },
    { ID: 'r4', SI: 'SI-7101', name: 'FIRST GUEST' },
  ];
  const diff = diffRows(server, draft, ['HI', 'SI', 'name']);

  it('rows only in the copy, rows not in it, and changed rows with each field before and after', () => {
    expect(diff.added).toEqual([{ id: 'r4', label: 'SI-7101 · FIRST GUEST' }]);
    expect(diff.removed).toEqual([{ id: 'r3', label: '301726 · INOUE MAI' }]);
    expect(diff.changed).toEqual([
      {
        id: 'r1',
        label: '301725 · SATO JIRO',
        fields: [
          { field: 'name', from: 'SATO', to: 'SATO JIRO' },
          { field: 'vnd', from: '1,200,000', to: '1,500,000' },
        ],
      },
    ]);
  });

  it('blank, 0 and none are the same for people', () => {
    expect(same(0, '')).toBe(true);
    expect(same(undefined, [])).toBe(true);
    expect(same({}, null)).toBe(true);
    expect(same(0, 1)).toBe(false);
    expect(same({ a: 1 }, { a: 1 })).toBe(true);
  });

  it('values are shown short', () => {
    expect(shown(1234.5)).toBe('1,234.5');
    expect(shown('')).toBe('—');
    expect(shown(['a', 'b'])).toBe('2 items');
    expect(shown('x'.repeat(50))).toHaveLength(40);
  });

  it('a row with no label field is named by its ID', () => {
    expect(rowLabel({ ID: '0123456789abcdef' }, ['HI', 'SI', 'name'])).toBe('row 01234567');
  });
});
