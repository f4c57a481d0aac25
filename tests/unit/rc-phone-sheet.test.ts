import { describe, expect, it } from 'vitest';
import { rcColumns } from '../../src/domain/rc-columns';
import { fullWidth, phoneSheetSections } from '../../src/domain/rc-phone-sheet';

describe('phoneSheetSections', () => {
  it.each([1, 3, 11])(
    'branch %i: every column once, Guest first in the receptionist order, packages last and folded',
    (branch) => {
      const columns = rcColumns(branch);
      const sections = phoneSheetSections(columns);
      const keys = sections.flatMap((s) => s.columns.map((c) => c.key));
      expect([...keys].sort()).toEqual(columns.map((c) => c.key).sort());
      expect(sections[0].columns.map((c) => c.key)).toEqual([
        'name',
        'room',
        'checkin',
        'checkout',
        'action',
        'company',
        'HI',
        'SI',
      ]);
      expect(sections[1].title).toBe('Payments');
      const last = sections[sections.length - 1];
      expect(last).toMatchObject({ title: 'Packages', folded: true });
      expect(last.columns.every((c) => c.key.startsWith('pkg:'))).toBe(true);
      expect(sections.slice(0, -1).every((s) => !s.folded)).toBe(true);
    },
  );

  it('gives name, action, company and the telephone note the whole width; room and invoice numbers half', () => {
    const wide = rcColumns(3)
      .filter(fullWidth)
      .map((c) => c.key);
    expect(wide).toEqual(expect.arrayContaining(['name', 'action', 'company', 'telephone', 'exp']));
    expect(wide).not.toContain('room');
    expect(wide).not.toContain('HI');
  });
});
