import { branchToday } from '../../../domain/branches';
import { weekdayOf } from '../../../domain/dates';
import { expectedCapacity, expectedMonthReport, monthDays, type ExpectedCell } from '../../../domain/expected';
import { amountDecimals } from '../../../domain/money';
import type { Cell, Pending, Plan } from './expected-state';

// What the plan screens show, worked out from the plan and the changes still waiting (pure).
export const cellKey = (room: string, day: number) => `${room}|${day}`;
export const fullKey = (branchId: number, month: string, room: string, day: number) =>
  `${branchId}:${month}:${cellKey(room, day)}`;

export { weekdayOf };
export const isWeekend = (month: string, day: number) => ['Sat', 'Sun'].includes(weekdayOf(month, day));

export function daysOf(month: string): number[] {
  return Array.from({ length: monthDays(month) }, (_, i) => i + 1);
}

/** The branch's current month, YYYY-MM. */
export const currentMonth = (branchId: number) => branchToday(branchId).slice(0, 7);

/** The day a phone opens on: today in the current month, else the 1st. */
export function startDay(branchId: number, month: string): number {
  const today = branchToday(branchId);
  return today.startsWith(month) ? Number(today.slice(8, 10)) : 1;
}

/** The cell as shown: what the user typed while it waits, else the server's, else empty. */
export function shownCell(plan: Plan, pending: Record<string, Pending>, room: string, day: number): ExpectedCell {
  const waiting = pending[fullKey(plan.branchId, plan.month, room, day)];
  const stored = plan.cells[cellKey(room, day)];
  return { room, day, rate: waiting?.rate ?? stored?.rate ?? 0, comment: waiting?.comment ?? stored?.comment ?? '' };
}

/** Every cell with a rate or a comment, waiting changes over the server's. */
export function shownCells(plan: Plan, pending: Record<string, Pending>): ExpectedCell[] {
  const out = new Map<string, ExpectedCell>();
  for (const c of Object.values(plan.cells)) out.set(cellKey(c.room, c.day), c);
  const prefix = `${plan.branchId}:${plan.month}:`;
  for (const [key, p] of Object.entries(pending)) {
    if (!key.startsWith(prefix)) continue;
    const [room, day] = key.slice(prefix.length).split('|');
    out.set(cellKey(room, Number(day)), { room, day: Number(day), ...p });
  }
  return [...out.values()];
}

/** The day figures (Total rate, rooms sold, Capacity Utilization %), weekly and monthly capacity, as src/domain works them out. */
export function planFigures(plan: Plan, pending: Record<string, Pending>) {
  const cells = shownCells(plan, pending);
  const rooms = plan.rooms.length;
  const decimals = amountDecimals(plan.branchId);
  const report = expectedMonthReport(cells, new Map(), rooms, plan.month, decimals);
  return { days: report.days, totals: report.totals, capacity: expectedCapacity(cells, rooms, plan.month, decimals) };
}
export type PlanFigures = ReturnType<typeof planFigures>;

export const sameValues = (a: Pending, b: Pick<Cell, 'rate' | 'comment'> | null | undefined) =>
  !!b && a.rate === b.rate && a.comment === b.comment;
