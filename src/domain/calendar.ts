// The report-total calendars (spec 3 sections 2, 3 and 9): a month's occupancy per day as a week grid with
// its colours, and Calendar 2's predicted row from the last two years.
//
// - Occupancy of a day = the guest-number capacity of src/domain/guest-number.ts:
//   (staying rooms + late / 2 + short / 2) / rooms x 100, two decimals, from the sent reception sums.
// - Colours: 90 or more red, 80 or more orange, 70 or more yellow, 60 or more green, otherwise white.
// - The grid starts on Monday: the month's days follow its leading blanks, so a month has at most
//   6 + 31 = 37 day cells; the screen pads the last week with trailing blanks.
// - Prediction (choice, the spec says only "a predicted row comparing to the last two years"): the mean of
//   the occupancy of the compared days one and two years before. "same date" compares the same calendar
//   date (29 February is read as 28 February in a year without it); "same weekday" compares the day 364 and
//   728 days before (52 and 104 weeks), which falls on the same weekday, so a Saturday is compared with
//   Saturdays. A compared day counts only when its own reception sum was sent (the hotel was on Sumbook
//   that day); the mean is over the years that count, and there is no prediction when neither does.
import { addDays, dateParts, isLeapYear, pad2 } from './dates';
import { dateOf, monthDays } from './expected';
import { roundTo } from './money';

export type CalendarColour = 'red' | 'orange' | 'yellow' | 'green' | 'white';

/** The colour steps, highest first: a day takes the first whose `from` it reaches. */
export const CALENDAR_STEPS: readonly { colour: CalendarColour; from: number; label: string }[] = [
  { colour: 'red', from: 90, label: '90% or more' },
  { colour: 'orange', from: 80, label: '80% - 89.99%' },
  { colour: 'yellow', from: 70, label: '70% - 79.99%' },
  { colour: 'green', from: 60, label: '60% - 69.99%' },
];
export const CALENDAR_LEGEND: readonly { colour: CalendarColour; label: string }[] = [
  ...CALENDAR_STEPS,
  { colour: 'white', label: 'under 60%' },
];

/** The colour of an occupancy percentage. */
export function calendarColour(percent: number): CalendarColour {
  for (const s of CALENDAR_STEPS) if (percent >= s.from) return s.colour;
  return 'white';
}

/** Calendar cells hold at most this many days and leading blanks. */
export const CALENDAR_MAX_CELLS = 37;
export const WEEK_HEAD = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Blanks before the 1st in a week starting on Monday (0 for a Monday, 6 for a Sunday). */
export function leadingBlanks(month: string): number {
  const { year, month: m } = dateParts(`${month}-01`);
  return (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
}

/** The day cells of a month: leading blanks (null) then the days 1..n; never more than 37. */
export function calendarCells(month: string): (number | null)[] {
  const lead = leadingBlanks(month);
  const days = monthDays(month);
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

/** The cells as weeks of seven, the last week padded with trailing blanks. */
export function calendarWeeks(month: string): (number | null)[][] {
  const cells = calendarCells(month);
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type CompareBy = 'date' | 'weekday';
export const HISTORY_YEARS = [1, 2] as const;

/** The day compared with `date` `years` years before: the same date, or the same weekday 52 weeks per year before. */
export function comparedDate(date: string, years: number, by: CompareBy): string {
  if (by === 'weekday') return addDays(date, -364 * years);
  const { year, month, day } = dateParts(date);
  const y = year - years;
  const d = month === 2 && day === 29 && !isLeapYear(y) ? 28 : day;
  return `${y}-${pad2(month)}-${pad2(d)}`;
}

export interface HistoryDay {
  date: string;
  /** The occupancy of that day, or null when its reception sum was not sent. */
  percent: number | null;
}

export interface PredictedDay {
  date: string;
  predicted: number | null;
  colour: CalendarColour | null;
  /** Occupancy minus prediction, two decimals (null without a prediction). */
  diff: number | null;
  history: HistoryDay[];
}

/** The mean of the known history, two decimals, or null when none is known. */
export function predictionOf(history: readonly HistoryDay[]): number | null {
  const known = history.flatMap((h) => (h.percent === null ? [] : [h.percent]));
  if (!known.length) return null;
  return roundTo(known.reduce((a, b) => a + b, 0) / known.length, 2);
}

/**
 * The predicted row of each day: `occupancyOn(date)` is the occupancy of a past day (null when that day has
 * no sent sum), `actual(date)` the day's own occupancy.
 */
export function predictedDays(
  dates: readonly string[],
  by: CompareBy,
  occupancyOn: (date: string) => number | null,
  actual: (date: string) => number,
): PredictedDay[] {
  return dates.map((date) => {
    const history = HISTORY_YEARS.map((y) => {
      const d = comparedDate(date, y, by);
      return { date: d, percent: occupancyOn(d) };
    });
    const predicted = predictionOf(history);
    return {
      date,
      predicted,
      colour: predicted === null ? null : calendarColour(predicted),
      diff: predicted === null ? null : roundTo(actual(date) - predicted, 2),
      history,
    };
  });
}

/** The dates of a month, in order. */
export const monthDates = (month: string): string[] =>
  Array.from({ length: monthDays(month) }, (_, i) => dateOf(month, i + 1));
