import { addDays, isValidDate } from './dates';
import { branchById, branchToday } from './branches';

// A save made offline late on a branch's day and replayed after its midnight: the past-day rule would
// refuse it although the user pressed SAVE on the day itself. The outbox sends when the save was first
// tried; the server accepts such a replay until noon of the next day (its own clock), and never for a
// time in the future or more than a day and a half old, so a wrong device clock gains at most that.
export const REPLAY_GRACE_UNTIL_HOUR = 12;
const MAX_AGE_MS = 36 * 3600_000;

/** The branch's local hour (0-23) at `now`. */
export function branchLocalHour(branchId: number, now: Date): number {
  const tz = branchById(branchId)?.timeZone ?? 'Asia/Ho_Chi_Minh';
  const h = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number(h) % 24;
}

/** True when a save of `period` first tried at `queuedAt` (ISO) may still be written at `now`. */
export function withinReplayGrace(branchId: number, period: string, queuedAt: string | undefined, now: Date): boolean {
  if (!queuedAt || !isValidDate(period)) return false;
  const at = Date.parse(queuedAt);
  if (!Number.isFinite(at) || at > now.getTime() + 60_000 || now.getTime() - at > MAX_AGE_MS) return false;
  const queuedDay = branchToday(branchId, new Date(at));
  return (
    queuedDay === period &&
    branchToday(branchId, now) === addDays(period, 1) &&
    branchLocalHour(branchId, now) < REPLAY_GRACE_UNTIL_HOUR
  );
}
