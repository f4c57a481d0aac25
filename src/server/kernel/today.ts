// "Today" of a branch, asked on every read of a sum being edited: branchToday builds an
// Intl.DateTimeFormat per call (about 0.3 ms), so its answer is kept for one second per branch.
import { branchToday } from '../../domain/branches';

const kept = new Map<number, { day: string; until: number }>();

export function todayOf(branchId: number, now = Date.now()): string {
  const hit = kept.get(branchId);
  if (hit && hit.until > now) return hit.day;
  const day = branchToday(branchId, new Date(now));
  kept.set(branchId, { day, until: now + 1000 });
  return day;
}
