// Announcement form (spec 3 sections 2, 3, 5 and 9): notice templates, the title search, the notice date
// and the font size. Templates are data on the server (GET /notice/list); this file holds the rules.
import { daysInMonth, pad2 } from './dates';
import { textMatches } from './text-search';

export const NOTICE_CATEGORIES = ['rotenburo', 'elevator', 'breakfast', 'other'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<NoticeCategory, string> = {
  rotenburo: 'Rotenburo',
  elevator: 'Elevator',
  breakfast: 'Breakfast',
  other: 'Other',
};

export interface NoticeLine {
  text: string;
  /** True when the staff may change the line before printing (times, dates, room numbers). */
  edit: boolean;
}
export interface NoticeTemplate {
  key: string;
  category: NoticeCategory;
  /** English title. */
  name: string;
  /** Japanese title. */
  name2: string;
  /** Vietnamese title. */
  name3: string;
  fontSize: number;
  content: NoticeLine[];
}

/** "'Have not data find' when nothing matches." */
export const NOTICE_NONE = 'Have not data find';

/** Title search in any of the three languages, ignoring accents and case (Japanese compared as typed). */
export function noticeMatches(t: Pick<NoticeTemplate, 'name' | 'name2' | 'name3'>, query: string): boolean {
  return textMatches([t.name, t.name2, t.name3], query);
}

/** The templates of a category ('all' for every one) whose titles match the query. */
export function filterNotices<T extends NoticeTemplate>(
  list: readonly T[],
  category: NoticeCategory | 'all',
  query: string,
): T[] {
  return list.filter((t) => (category === 'all' || t.category === category) && noticeMatches(t, query));
}

export const FONT_STEP = 1;
export const FONT_MIN = 10;
export const FONT_MAX = 72;
export const DEFAULT_FONT = 24;
/** "Font size steps of 1; printing adds 5." */
export const PRINT_FONT_EXTRA = 5;

/** The font size after one step up (+1) or down (-1), kept within FONT_MIN..FONT_MAX. */
export function stepFont(size: number, direction: 1 | -1): number {
  const base = Number.isFinite(size) ? Math.round(size) : DEFAULT_FONT;
  return Math.min(FONT_MAX, Math.max(FONT_MIN, base + direction * FONT_STEP));
}

export function printFont(size: number): number {
  return size + PRINT_FONT_EXTRA;
}

/** "Make Announcement opens a blank template with eight empty lines." */
export const BLANK_LINES = 8;
export function blankNotice(): NoticeTemplate {
  return {
    key: 'blank',
    category: 'other',
    name: 'Announcement',
    name2: 'お知らせ',
    name3: 'Thông báo',
    fontSize: DEFAULT_FONT,
    content: Array.from({ length: BLANK_LINES }, () => ({ text: '', edit: true })),
  };
}

/** "Date inputs: year 2022-2030, month 1-12, day 1-31." */
export const NOTICE_YEARS = { min: 2022, max: 2030 } as const;
export interface NoticeDate {
  year: number;
  month: number;
  day: number;
}
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(Number(v) || lo)));

/** A date within the inputs' ranges; the day is also kept within the month (31 in April becomes 30). */
export function clampNoticeDate(d: NoticeDate): NoticeDate {
  const year = clamp(d.year, NOTICE_YEARS.min, NOTICE_YEARS.max);
  const month = clamp(d.month, 1, 12);
  return { year, month, day: clamp(d.day, 1, daysInMonth(year, month)) };
}

/** Today's date ('YYYY-MM-DD') as the form's starting date, kept in range. */
export function noticeDateOf(date: string): NoticeDate {
  const [y, m, d] = date.split('-').map(Number);
  return clampNoticeDate({ year: y, month: m, day: d });
}

/** The date as printed on the notice: 2026/11/26. */
export function formatNoticeDate(d: NoticeDate): string {
  return `${d.year}/${pad2(d.month)}/${pad2(d.day)}`;
}
