// What the survey screens show, as pure functions (unit-tested): the score cells, the visible Q5 columns,
// the reply box height, the entries with comments, and the report's rows.
import { scoreIsRed, SUB_SCORES, type SubScore } from '../../../domain/survey';
import {
  SUB_SCORE_LABELS,
  Q7_CHOICES,
  labelOf,
  visibleSubScores,
  type SurveyLang,
} from '../../../domain/survey-questions';
import type { SurveyEntry, SurveyMonth } from './survey-api';

export interface ScoreColumn {
  item: SubScore;
  index: number;
  /** The question's item in the staff member's language (domain/survey-questions). */
  label: string;
  /** The tablet table's narrow header (the full label is its title): a survey catalog key. */
  short: (typeof SHORT)[SubScore];
}
const SHORT = {
  price: 'Rate',
  reception: 'RC',
  otherAttitude: 'Staff',
  breakfastTaste: 'BF taste',
  breakfastSpeed: 'BF speed',
  roomEquipment: 'Equip.',
  roomCleanliness: 'Room clean',
  otherCleanliness: 'Clean out',
  rotenburo: 'Roten',
  massage: 'Massage',
} as const satisfies Record<SubScore, string>;
/** The Q5 columns of a branch (massage hidden where the branch has none), labelled in `lang`. */
export function scoreColumns(branchId: number, lang: SurveyLang = 'en'): ScoreColumn[] {
  return visibleSubScores(branchId).map((item) => ({
    item,
    index: SUB_SCORES.indexOf(item),
    label: SUB_SCORE_LABELS[item][lang],
    short: SHORT[item],
  }));
}

/** A score cell: blank when not rated; red at 2 or less ("scores of 2 or less shown red"). */
export function scoreCell(score: number | undefined): { text: string; red: boolean } {
  if (!score) return { text: '', red: false };
  return { text: String(score), red: scoreIsRed(score) };
}

/** The comment of an entry: Q8, or the Rotenburo opinion. */
export const commentOf = (e: SurveyEntry): string => (e.kind === 'roten' ? e.opinion : (e.answers?.q8 ?? ''));
export const comeAgain = (e: SurveyEntry, lang: SurveyLang = 'en'): string =>
  labelOf(Q7_CHOICES, e.answers?.q7 ?? '', lang);
export const hasLow = (e: SurveyEntry): boolean => !!e.answers?.q5.some((s) => scoreIsRed(s.score));

/** "feedback textarea height depends on text length": 2 rows, one more per 60 characters or line, at most 8. */
export function replyRows(text: string): number {
  const lines = text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / 60)), 0);
  return Math.min(8, Math.max(2, lines));
}

/** The guests' entries of a week ('week1'..) or the month, newest first. */
export function entriesOf(month: SurveyMonth, period: string): SurveyEntry[] {
  const p = [...month.report.weeks, month.report.total].find((w) => w.key === period) ?? month.report.total;
  return month.entries
    .filter((e) => e.kind === 'guest' && e.day >= p.start && e.day <= p.end)
    .sort((a, b) => (b.day + b.time).localeCompare(a.day + a.time) || b.id - a.id);
}

/** A score average as shown: two decimals, '-' when nothing was rated. */
export const averageText = (v: number | null | undefined): string =>
  v === null || v === undefined ? '-' : v.toFixed(2);
