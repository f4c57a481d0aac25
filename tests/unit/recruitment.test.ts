import { describe, expect, it } from 'vitest';
import {
  RECRUITMENT_LOCATIONS,
  RECRUITMENT_POSITIONS,
  invalidValue,
  isNewId,
  missingFields,
  positionLabel,
  splitComplete,
} from '../../src/domain/recruitment';

const row = (position: string, location: string, deadline: string, _id = 'new1') => ({
  _id,
  position,
  location,
  deadline,
});

describe('recruitment rows', () => {
  it('has the eight positions of spec 3 with Vietnamese labels and English glosses, and four workplaces', () => {
    expect(RECRUITMENT_POSITIONS.map((p) => p.en)).toEqual([
      'Japanese-speaking reception',
      'Room maid',
      'Bellman',
      'Kitchen assistant',
      'Restaurant server',
      'Massage technician',
      'Accountant',
      'Seasonal accountant',
    ]);
    expect(positionLabel('Kế toán')).toBe('Kế toán (Accountant)');
    expect(RECRUITMENT_LOCATIONS).toEqual(['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong']);
  });

  it('names what an incomplete row lacks and keeps only complete rows', () => {
    expect(missingFields(row('', 'Ha Noi', ''))).toEqual(['position', 'deadline']);
    expect(missingFields(row('Kế toán', '  ', '2026-12-01'))).toEqual(['workplace']);
    const { keep, skip } = splitComplete([
      row('Kế toán', 'Ha Noi', '2026-12-01'),
      row('Kế toán', '', '2026-12-01', 'new2'),
    ]);
    expect(keep.map((r) => r._id)).toEqual(['new1']);
    expect(skip.map((r) => r._id)).toEqual(['new2']);
  });

  it('refuses values outside the lists and deadlines that are not dates; empty fields are not errors here', () => {
    expect(invalidValue(row('Kế toán', 'Ha Noi', '2028-02-29'))).toBeNull();
    expect(invalidValue(row('', '', ''))).toBeNull();
    expect(invalidValue(row('Ke toan', 'Ha Noi', '2026-12-01'))).toContain('Unknown position');
    expect(invalidValue(row('Kế toán', 'Hue', '2026-12-01'))).toContain('Unknown workplace');
    for (const d of ['2026-02-29', '2026-13-01', '01/12/2026', '2026-12-01T00:00:00Z'])
      expect(invalidValue(row('Kế toán', 'Ha Noi', d)), d).toContain('not a date');
  });

  it('tells temporary ids from stored ones', () => {
    expect(isNewId('new17')).toBe(true);
    expect(isNewId('17')).toBe(false);
  });
});
