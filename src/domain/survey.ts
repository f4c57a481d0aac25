// Guest survey rules (spec 3 sections 3, 5, 9; document 4 "Guest survey").
import { dateParts, daysInMonth, previousMonth } from './dates';
import { roundTo } from './money';

/** The ten question-5 sub-scores, in order. */
export const SUB_SCORES = [
  'price',
  'reception',
  'otherAttitude',
  'breakfastTaste',
  'breakfastSpeed',
  'roomEquipment',
  'roomCleanliness',
  'otherCleanliness',
  'rotenburo',
  'massage',
] as const;
export type SubScore = (typeof SUB_SCORES)[number];
/** "question5 text limit 10 characters". */
export const Q5_TEXT_MAX = 10;

/** A score 1-5 is rated; "0 means not rated". */
export function isRated(score: number): boolean {
  return Number.isInteger(score) && score >= 1 && score <= 5;
}

/** "scores of 2 or less shown red" (0 is not rated, not red); a red score also opens the improvement points. */
export function scoreIsRed(score: number): boolean {
  return isRated(score) && score <= 2;
}

export type Department =
  'Reception' | 'Azuman' | 'Kitchen' | 'HouseKeeping' | 'Roten' | 'Massage' | 'Server' | 'Maintainer';
/** Q5 indexes behind each department (document 4); Server and Maintainer have no Q5 score. */
export const DEPARTMENT_SCORES: Record<Department, readonly number[]> = {
  Reception: [1],
  Azuman: [2],
  Kitchen: [3, 4],
  HouseKeeping: [5, 6, 7],
  Roten: [8],
  Massage: [9],
  Server: [],
  Maintainer: [],
};

/** Staff categories; choice: Server and Maintainer for branch 11 only (spec 3 says 11; document 4's "11 and 14" yields to it). */
export function staffCategories(branchId: number): Department[] {
  const base: Department[] = ['Reception', 'Azuman', 'Kitchen', 'HouseKeeping', 'Roten', 'Massage'];
  return branchId === 11 ? [...base, 'Server', 'Maintainer'] : base;
}

/** Department averages over rated scores (pooled over their Q5 items), 2 decimals; null when nothing rated. */
export function departmentAverages(
  entries: readonly (readonly number[])[],
  branchId: number,
): Partial<Record<Department, number | null>> {
  const out: Partial<Record<Department, number | null>> = {};
  for (const dep of staffCategories(branchId)) {
    const scores = entries.flatMap((e) => DEPARTMENT_SCORES[dep].map((i) => e[i] ?? 0)).filter(isRated);
    out[dep] = scores.length === 0 ? null : roundTo(scores.reduce((a, b) => a + b, 0) / scores.length, 2);
  }
  return out;
}

export interface WeekRange {
  week: number;
  start: number;
  end: number;
}
/** Week of a day of the month: days 1-7 week 1, ... 22-28 week 4, 29 and later week 5. */
export function weekOfDay(day: number): number {
  return Math.min(5, Math.ceil(day / 7));
}
/** Weeks 1-5 of a month; week 5 runs from day 29 to the month end (its end is day 28 in a 28-day February). */
export function weekRanges(year: number, month: number): WeekRange[] {
  const last = daysInMonth(year, month);
  return [1, 2, 3, 4, 5].map((w) => ({ week: w, start: 7 * (w - 1) + 1, end: w === 5 ? last : 7 * w }));
}
/** "week 5 shown only when its end differs from week 4's". */
export function visibleWeeks(year: number, month: number): WeekRange[] {
  const weeks = weekRanges(year, month);
  return weeks[4].end === weeks[3].end ? weeks.slice(0, 4) : weeks;
}

/** Entries whose status is 'True' count. */
export function countTrue(entries: readonly { status?: string }[]): number {
  return entries.filter((e) => e.status === 'True').length;
}

/** "feedback hidden for entries containing 'paper survey'". */
export function feedbackVisible(text: string): boolean {
  return !/paper survey/i.test(text);
}

/** "Sending is allowed only in the current or previous month window" (today passed in). */
export function inSendWindow(reportMonth: string, today: string): boolean {
  const { year, month } = dateParts(today);
  const current = `${year}-${String(month).padStart(2, '0')}`;
  return reportMonth === current || reportMonth === previousMonth(current);
}

/** Maker name: trimmed, letters (and spaces) only, else "Please input maker name!". */
export function makerNameCheck(
  name: string | null | undefined,
): { ok: true; value: string } | { ok: false; error: string } {
  const value = (name ?? '').trim().replace(/\s+/g, ' ');
  if (value === '' || !/^[\p{L} ]+$/u.test(value)) return { ok: false, error: 'Please input maker name!' };
  return { ok: true, value };
}

/** Supervisor replies (supFeedback) and report sending: role 3 only, within the current or previous month. */
export function mayReplySurvey(role: number, reportMonth: string, today: string): boolean {
  return role === 3 && inSendWindow(reportMonth, today);
}
/** "only roles 1 and 7 see survey edit icons": editing an entry's answers and a week's statuses. */
export function mayEditSurveyEntries(role: number): boolean {
  return role === 1 || role === 7;
}
/** The admin Survey tab (pass, tablets, update information): admin and CEO (spec 3 section 6). */
export function mayAdminSurvey(role: number): boolean {
  return role === 1 || role === 7;
}
/** Choice: room QR codes are made and revoked by the admin, the CEO, area managers, branch managers and supervisors. */
export function mayManageSurveyCodes(role: number): boolean {
  return [1, 2, 3, 6, 7].includes(role);
}
/** Survey texts: the supervisor's reply window message (server refusal). */
export const SURVEY_WINDOW_CLOSED =
  'Supervisor replies and reports are allowed only for the current and previous month';
export const SURVEY_NOTHING_CHANGED = 'No data has been updated';
export const SURVEY_MAKER_REQUIRED = 'Please input maker name!';
export const SURVEY_SEND_ERROR = 'Error Send Mail';
/** Choice: the friendly text of a bad, expired or revoked QR code. */
export const SURVEY_LINK_INVALID = 'This survey link is not valid any more. Please ask the reception for a new one.';
export const SURVEY_TOO_MANY = 'Too many answers were sent from here. Please try again a little later.';
