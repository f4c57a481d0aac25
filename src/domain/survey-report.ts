// The survey month: week summaries (1-7, 8-14, 15-21, 22-28, 29-end), the month total, department and
// item averages, the counts by source, the guests' comments and Rotenburo opinions, and the chart data
// (spec 3 sections 3 and 9; document 4). Only entries whose status is 'True' count.
import { dateParts } from './dates';
import { roundTo } from './money';
import { hasMassage } from './packages';
import {
  DEPARTMENT_SCORES,
  feedbackVisible,
  isRated,
  scoreIsRed,
  staffCategories,
  visibleWeeks,
  weekRanges,
  type Department,
} from './survey';
import { scoresOf, type SurveyAnswers } from './survey-answers';

export interface SurveyEntryLike {
  id: number;
  day: string;
  time: string;
  room: string;
  source: string;
  status: string;
  kind: 'guest' | 'roten';
  answers: SurveyAnswers | null;
  opinion: string;
  supFeedback: string;
  rev: number;
}

/** Department keys of the spec's averageWeek (reception, azuman, kitchen, hk, roten, massage, server, maintainer). */
export const DEPARTMENT_KEYS: Record<Department, string> = {
  Reception: 'reception',
  Azuman: 'azuman',
  Kitchen: 'kitchen',
  HouseKeeping: 'hk',
  Roten: 'roten',
  Massage: 'massage',
  Server: 'server',
  Maintainer: 'maintainer',
};
/** calculatorWeek: the single Q5 items behind the departments (price, otherRC, BF, speed, room, clear, otherClear). */
export const ITEM_KEYS: readonly { key: string; index: number; label: string }[] = [
  { key: 'price', index: 0, label: 'Room rate' },
  { key: 'otherRC', index: 2, label: 'Other staff' },
  { key: 'BF', index: 3, label: 'Breakfast taste' },
  { key: 'speed', index: 4, label: 'Breakfast speed' },
  { key: 'room', index: 5, label: 'Room equipment' },
  { key: 'clear', index: 6, label: 'Room cleanliness' },
  { key: 'otherClear', index: 7, label: 'Cleanliness outside' },
];

export type Scores = Record<string, number | null>;
export interface SourceCounts {
  app: number;
  room: number;
  public1: number;
  public2: number;
  badPoint: number;
  notCome: number;
}
export interface PeriodSummary {
  /** 'week1'..'week5' or 'month'. */
  key: string;
  label: string;
  start: string;
  end: string;
  count: number;
  averageWeek: Scores;
  calculatorWeek: Scores;
  sumTypeSurvey: SourceCounts;
}
export interface Opinion {
  id: number;
  day: string;
  time: string;
  room: string;
  text: string;
  supFeedback: string;
  rev: number;
  /** The entry has a score of 2 or less. */
  low: boolean;
  /** "feedback hidden for entries containing 'paper survey'". */
  feedbackHidden: boolean;
  week: number;
}
export interface SurveyReport {
  branchId: number;
  month: string;
  departments: { name: Department; key: string }[];
  weeks: PeriodSummary[];
  total: PeriodSummary;
  /** The previous month's total, for comparison (null when it has no entries). */
  oldMonth: PeriodSummary | null;
  gestOpinion: Opinion[];
  rotenGuestOpinion: Opinion[];
  dataChart: { labels: string[]; datasets: { label: string; data: (number | null)[] }[] };
}

const avg = (values: number[]): number | null =>
  values.length === 0 ? null : roundTo(values.reduce((a, b) => a + b, 0) / values.length, 2);

const counted = (e: SurveyEntryLike) => e.status === 'True';

/** Department and item averages over the rated scores of the guest entries given. */
export function periodScores(
  entries: readonly SurveyEntryLike[],
  branchId: number,
): { averageWeek: Scores; calculatorWeek: Scores } {
  const scores = entries
    .filter((e) => e.kind === 'guest' && e.answers)
    .map((e) => scoresOf(e.answers as SurveyAnswers));
  const averageWeek: Scores = {};
  for (const dep of staffCategories(branchId)) {
    averageWeek[DEPARTMENT_KEYS[dep]] = avg(
      scores.flatMap((s) => DEPARTMENT_SCORES[dep].map((i) => s[i] ?? 0)).filter(isRated),
    );
  }
  const calculatorWeek: Scores = {};
  for (const item of ITEM_KEYS) calculatorWeek[item.key] = avg(scores.map((s) => s[item.index] ?? 0).filter(isRated));
  return { averageWeek, calculatorWeek };
}

/** Counts by source (app, room = roomScan, public1 = tabletInput, public2 = tabletScan), low-score entries, and "no" to Q7. */
export function sourceCounts(entries: readonly SurveyEntryLike[]): SourceCounts {
  const guests = entries.filter((e) => e.kind === 'guest');
  return {
    app: guests.filter((e) => e.source === 'app').length,
    room: guests.filter((e) => e.source === 'roomScan').length,
    public1: guests.filter((e) => e.source === 'tabletInput').length,
    public2: guests.filter((e) => e.source === 'tabletScan').length,
    badPoint: guests.filter((e) => e.answers && scoresOf(e.answers).some(scoreIsRed)).length,
    notCome: guests.filter((e) => e.answers?.q7 === 'no').length,
  };
}

function summary(
  key: string,
  label: string,
  start: string,
  end: string,
  entries: readonly SurveyEntryLike[],
  branchId: number,
): PeriodSummary {
  const inside = entries.filter((e) => counted(e) && e.day >= start && e.day <= end);
  return {
    key,
    label,
    start,
    end,
    count: inside.filter((e) => e.kind === 'guest').length,
    ...periodScores(inside, branchId),
    sumTypeSurvey: sourceCounts(inside),
  };
}

const dayOf = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

/** The days of a period key ('week1'..'week5' or 'month') of a month, or null for an unknown key. */
export function periodDays(month: string, key: string): { start: string; end: string } | null {
  const { year, month: m } = dateParts(`${month}-01`);
  const weeks = weekRanges(year, m);
  if (key === 'month') return { start: dayOf(month, 1), end: dayOf(month, weeks[4].end) };
  const w = /^week([1-5])$/.exec(key);
  if (!w) return null;
  const range = weeks[Number(w[1]) - 1];
  return { start: dayOf(month, range.start), end: dayOf(month, range.end) };
}

function opinionOf(e: SurveyEntryLike, text: string): Opinion {
  return {
    id: e.id,
    day: e.day,
    time: e.time,
    room: e.room,
    text,
    supFeedback: e.supFeedback,
    rev: e.rev,
    low: !!e.answers && scoresOf(e.answers).some(scoreIsRed),
    feedbackHidden: !feedbackVisible(text),
    week: Math.min(5, Math.ceil(Number(e.day.slice(8, 10)) / 7)),
  };
}

const byTime = (a: SurveyEntryLike, b: SurveyEntryLike) =>
  (a.day + a.time).localeCompare(b.day + b.time) || a.id - b.id;

/** The whole month of a branch (entries of that month; `previous` = the month before, for oldMonth). */
export function surveyMonthReport(
  branchId: number,
  month: string,
  entries: readonly SurveyEntryLike[],
  previous: readonly SurveyEntryLike[] = [],
): SurveyReport {
  const { year, month: m } = dateParts(`${month}-01`);
  const weeks = visibleWeeks(year, m).map((w) =>
    summary(`week${w.week}`, `Week ${w.week}`, dayOf(month, w.start), dayOf(month, w.end), entries, branchId),
  );
  const whole = periodDays(month, 'month') as { start: string; end: string };
  const total = summary('month', 'Month', whole.start, whole.end, entries, branchId);
  let oldMonth: PeriodSummary | null = null;
  if (previous.some(counted)) {
    const prevMonth = previous.find(counted)?.day.slice(0, 7) ?? month;
    const p = periodDays(prevMonth, 'month') as { start: string; end: string };
    oldMonth = summary('oldMonth', 'Last month', p.start, p.end, previous, branchId);
  }
  const sorted = [...entries].filter(counted).sort(byTime);
  // A branch without massage has no Massage column (its score is hidden from the guests there).
  const departments = staffCategories(branchId)
    .filter((name) => name !== 'Massage' || hasMassage(branchId))
    .map((name) => ({ name, key: DEPARTMENT_KEYS[name] }));
  return {
    branchId,
    month,
    departments,
    weeks,
    total,
    oldMonth,
    gestOpinion: sorted
      .filter((e) => e.kind === 'guest' && e.answers && e.answers.q8 !== '')
      .map((e) => opinionOf(e, e.answers?.q8 ?? '')),
    rotenGuestOpinion: sorted.filter((e) => e.kind === 'roten' && e.opinion !== '').map((e) => opinionOf(e, e.opinion)),
    dataChart: {
      labels: departments.map((d) => d.name),
      datasets: [...weeks, total].map((p) => ({
        label: p.label,
        data: departments.map((d) => p.averageWeek[d.key] ?? null),
      })),
    },
  };
}

/** The periods a report can be sent for: the visible weeks and the month ("Week 1".."Week 5", "Month"). */
export function sendReportChoices(month: string): string[] {
  const { year, month: m } = dateParts(`${month}-01`);
  return [...visibleWeeks(year, m).map((w) => `Week ${w.week}`), 'Month'];
}
/** "Week 3" -> 'week3', "Month" -> 'month'; null for anything else. */
export function periodKeyOf(sendReportDate: string): string | null {
  if (sendReportDate === 'Month') return 'month';
  const w = /^Week ([1-5])$/.exec(sendReportDate);
  return w ? `week${w[1]}` : null;
}
