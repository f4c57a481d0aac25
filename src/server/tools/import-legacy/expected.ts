// expectedPlans.json: a branch's month of the expected plan, {_id, branchID, month ('YYYY-MM'), content:
// {"<room>": {"<day>": {rate, comment}}}} (spec 3 "Expected data"). Written through the expected module's
// store (the month row, then each cell with its rev), so the plan reads as if typed. A month Sumbook already
// has a plan for, a room the branch does not have, or a day outside the month refuses the document.
import { daysInMonth } from '../../../domain/dates';
import { expectedMonthExists } from '../../kernel/expected-plan';
import { ensureMonth, writeCell } from '../../modules/expected/store';
import type { Doc, Item } from './read';
import { IMPORT_AUTHOR, type Step } from './step';
import { branchOf, dayOf, money, refuse, text } from './values';

interface Cell {
  room: string;
  day: number;
  rate: number;
  comment: string;
}

function monthOf(doc: Doc, branchId: number): string {
  const m = doc.month;
  if (typeof m === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(m.trim())) return m.trim();
  return dayOf(m ?? doc.date, branchId, 'month').slice(0, 7);
}

function cellsOf(doc: Doc, month: string): Cell[] {
  const content = doc.content;
  if (!content || typeof content !== 'object' || Array.isArray(content))
    return refuse('content is missing (rooms by day)');
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const cells: Cell[] = [];
  for (const [room, days] of Object.entries(content as Doc)) {
    if (!days || typeof days !== 'object') refuse(`room ${room}: not a list of days`);
    for (const [d, v] of Object.entries(days as Doc)) {
      const day = Number(d);
      if (!Number.isInteger(day) || day < 1 || day > last) refuse(`room ${room}: day ${d} is not a day of ${month}`);
      const cell = v && typeof v === 'object' ? (v as Doc) : { rate: v };
      cells.push({
        room,
        day,
        rate: money(cell.rate, `room ${room} day ${d} rate`),
        comment: text(cell, ['comment'], 500),
      });
    }
  }
  return cells;
}

export async function importExpected(step: Step, items: readonly Item[]): Promise<void> {
  const { trx } = step;
  await step.each(items, async ({ doc }, id) => {
    const branchId = await step.branch(branchOf(doc));
    const month = monthOf(doc, branchId);
    const cells = cellsOf(doc, month);
    const rooms = await trx.selectFrom('rooms').select('number').where('branch_id', '=', branchId).execute();
    const known = new Set(rooms.map((r) => r.number));
    const stranger = cells.find((c) => !known.has(c.room));
    if (stranger) refuse(`room ${stranger.room} is not a room of branch ${branchId}`);
    if (await expectedMonthExists(trx, branchId, month))
      refuse(`branch ${branchId} already has an expected plan for ${month}`);
    const key = { branchId, month };
    await ensureMonth(trx, key, 'import', IMPORT_AUTHOR);
    for (const c of cells) await writeCell(trx, key, [], c, IMPORT_AUTHOR);
    await step.record(
      id,
      `expected:${branchId}:${month}`,
      'expected.import_legacy',
      { month, cells: cells.length },
      branchId,
    );
  });
}
