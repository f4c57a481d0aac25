// branches.json: ID (or branchID), branch (name), area, room, and the figures sumRate and serviceRate. A branch
// Sumbook has (the reference list of document 1) takes the old name, area and room count; another id becomes a
// new branch. The test branches 96-99 are left out (document 4).
import { AREAS, branchById } from '../../../domain/branches';
import { parseJson } from '../../lib/util';
import type { Item } from './read';
import type { Step } from './step';
import { branchOf, money, pick, refuse, requiredText, text, whole } from './values';

const TEST_BRANCHES = [96, 97, 98, 99];

export async function importBranches(step: Step, items: readonly Item[]): Promise<void> {
  const { trx } = step;
  await step.each(items, async ({ doc }, id) => {
    const branchId = branchOf(doc, ['ID', 'branchID']);
    if (TEST_BRANCHES.includes(branchId)) refuse(`branch ${branchId} is a test branch (96-99): left out`);
    const name = requiredText(doc, ['branch', 'name', 'branchName'], 100);
    const area = requiredText(doc, ['area'], 60);
    if (!(AREAS as readonly string[]).includes(area)) refuse(`area "${area}" is not one of ${AREAS.join(', ')}`);
    const rooms = whole(pick(doc, ['room', 'rooms']), 'room');
    const sumRate = pick(doc, ['sumRate']);
    const serviceRate = pick(doc, ['serviceRate']);
    const rates: Record<string, number> = {};
    if (serviceRate && typeof serviceRate === 'object')
      for (const [k, v] of Object.entries(serviceRate)) rates[k] = money(v, `serviceRate.${k}`);
    const stored = await trx.selectFrom('branches').selectAll().where('id', '=', branchId).executeTakeFirst();
    const other = parseJson<Record<string, unknown>>(stored?.other ?? '{}', {});
    if (sumRate !== undefined) other.sumRate = money(sumRate, 'sumRate');
    if (Object.keys(rates).length > 0) other.serviceRate = rates;
    if (!other.timeZone) other.timeZone = branchById(branchId)?.timeZone ?? 'Asia/Ho_Chi_Minh';
    const values = { name, area, rooms: rooms > 0 ? rooms : (stored?.rooms ?? 0), other: JSON.stringify(other) };
    if (stored) await trx.updateTable('branches').set(values).where('id', '=', branchId).execute();
    else {
      const code = text(doc, ['code'], 20) || branchById(branchId)?.code || `B${branchId}`;
      await trx
        .insertInto('branches')
        .values({ id: branchId, code, ...values })
        .execute();
    }
    const before = stored ? { name: stored.name, area: stored.area, rooms: stored.rooms } : null;
    await step.record(id, `branch:${branchId}`, 'branch.import_legacy', { before, name, area, rooms }, branchId);
  });
}
