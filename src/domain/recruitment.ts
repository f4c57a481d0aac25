// Recruitment (spec 3 sections 3, 4 and 5): the positions (Vietnamese labels, stored as they are, with an
// English gloss for the screen), the workplaces, and which rows a save keeps: a row missing its position,
// workplace or deadline is not saved (it is reported back); a row with a value outside these lists, or a
// deadline that is not a real date, is refused (4xx, nothing stored).
import { isValidDate } from './dates';
import { recruitmentRowComplete } from './validation';

export const RECRUITMENT_POSITIONS = [
  { value: 'Lễ tân tiếng Nhật', en: 'Japanese-speaking reception' },
  { value: 'Nhân viên buồng phòng', en: 'Room maid' },
  { value: 'Nhân viên hành lý', en: 'Bellman' },
  { value: 'Phụ bếp', en: 'Kitchen assistant' },
  { value: 'Nhân viên phục vụ nhà hàng', en: 'Restaurant server' },
  { value: 'Kỹ thuật viên massage', en: 'Massage technician' },
  { value: 'Kế toán', en: 'Accountant' },
  { value: 'Kế toán thời vụ', en: 'Seasonal accountant' },
] as const;

export const RECRUITMENT_LOCATIONS = ['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong'] as const;

/** New rows carry a temporary id starting with 'new' until the save gives them a stored one. */
export const NEW_ID_PREFIX = 'new';
export const isNewId = (id: string): boolean => id.startsWith(NEW_ID_PREFIX);

export interface RecruitmentRow {
  _id: string;
  position: string;
  location: string;
  deadline: string;
}

export const positionLabel = (value: string): string => {
  const p = RECRUITMENT_POSITIONS.find((x) => x.value === value);
  return p ? `${p.value} (${p.en})` : value;
};

export const isPosition = (v: string): boolean => RECRUITMENT_POSITIONS.some((p) => p.value === v);
export const isLocation = (v: string): boolean => (RECRUITMENT_LOCATIONS as readonly string[]).includes(v);

/** The fields a row still lacks (position, workplace, deadline), in the screen's words. */
export function missingFields(row: Partial<RecruitmentRow>): string[] {
  const out: string[] = [];
  if (!(row.position ?? '').trim()) out.push('position');
  if (!(row.location ?? '').trim()) out.push('workplace');
  if (!(row.deadline ?? '').trim()) out.push('deadline');
  return out;
}

/** Why a filled value cannot be stored, or null when the row is fine (an empty field is not an error here). */
export function invalidValue(row: Partial<RecruitmentRow>): string | null {
  if (row.position && !isPosition(row.position)) return `Unknown position "${row.position}"`;
  if (row.location && !isLocation(row.location)) return `Unknown workplace "${row.location}"`;
  if (row.deadline && !(/^\d{4}-\d{2}-\d{2}$/.test(row.deadline) && isValidDate(row.deadline)))
    return `Deadline "${row.deadline}" is not a date (YYYY-MM-DD)`;
  return null;
}

/** Splits the rows a save sends into the complete ones (kept) and the incomplete ones (not saved). */
export function splitComplete<T extends Partial<RecruitmentRow>>(rows: readonly T[]): { keep: T[]; skip: T[] } {
  const keep: T[] = [];
  const skip: T[] = [];
  for (const r of rows) (recruitmentRowComplete(r) ? keep : skip).push(r);
  return { keep, skip };
}
