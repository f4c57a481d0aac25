// A waiting edit request on yesterday's reception sum of HBT1, so the manager's bell shows the flow.
import { branchToday } from '../../../../domain/branches';
import { addDays } from '../../../../domain/dates';
import { RC_EDIT_REQUEST_TO } from '../../../../domain/rc-roles';
import { RECEPTION_KIND } from '../../../../domain/report-kinds';
import type { Db } from '../../../db/connection';
import { latestDoc } from '../../../docs/store';

export async function seedEditRequest(db: Db, now: Date): Promise<void> {
  const branch = 3;
  const day = addDays(branchToday(branch, now), -1);
  const sum = await latestDoc(db, RECEPTION_KIND, branch, day);
  const from = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', 'reception.hbt1@sumbook.test')
    .executeTakeFirst();
  if (!sum || !from) return;
  const created = new Date(now.getTime() - 40 * 60_000).toISOString();
  await db
    .insertInto('notifications')
    .values(
      RC_EDIT_REQUEST_TO.map((role) => ({
        title: `Request edit RC Sum HBT1 ${day}`,
        content: `${from.name} asks to edit the reception sum of HBT1 ${day} (version ${sum.version}): a massage invoice was paid by card, not cash.`,
        created_at: created,
        type: 1,
        isread: 0,
        answer: '',
        sent_to: null,
        sent_from: from.name,
        sent_from_id: from.id,
        role,
        branch,
        link: `/reception_sum/${branch}/${day}/current`,
        ref: `${RECEPTION_KIND}:${branch}:${day}:${sum.version}`,
      })),
    )
    .execute();
}
