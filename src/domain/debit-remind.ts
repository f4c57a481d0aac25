// Reminders for unpaid bills (issue 32, notification type 10 'unpaid bill to check'): the steps a branch
// reminds at, which step a line's age has reached, and the week a summary mail belongs to.
import { dayNumber, fromDayNumber } from './dates';

/** Days unpaid at which a line is reminded, when the branch set none. */
export const DEFAULT_REMIND_DAYS: readonly number[] = [7, 30, 60];
export const REMIND_DAYS_MAX = 365;
export const REMIND_STEPS_MAX = 6;

/** The notification type of a reminder (spec 1 section 3). */
export const NOTICE_UNPAID_BILL = 10;
export const UNPAID_BILL_TITLE = 'Unpaid bill to check';

/** The branch's steps from its settings (`other.remindDays`), ascending; the defaults when unset or unusable. */
export function remindSteps(other: Record<string, unknown>): number[] {
  const v = other.remindDays;
  if (!Array.isArray(v)) return [...DEFAULT_REMIND_DAYS];
  const days = v.filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= REMIND_DAYS_MAX);
  const steps = [...new Set(days)].sort((a, b) => a - b).slice(0, REMIND_STEPS_MAX);
  return steps.length > 0 ? steps : [...DEFAULT_REMIND_DAYS];
}

/** The highest step a line unpaid for `age` days has reached, or null before the first. */
export function stepReached(age: number, steps: readonly number[]): number | null {
  let reached: number | null = null;
  for (const s of steps) if (age >= s) reached = s;
  return reached;
}

/** The Monday (YYYY-MM-DD) of the week holding the day: a branch's summary mail goes once per such week. */
export function weekOf(day: string): string {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Invalid date: ${day}`);
  const weekday = (((n + 4) % 7) + 7) % 7; // 0 Sunday (1970-01-01, day 0, was a Thursday)
  return fromDayNumber(n - ((weekday + 6) % 7));
}
