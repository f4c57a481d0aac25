// notifications.json (document 1 "Notification": title, Conent, time_created, type, isread, answer, sent_to,
// sent_from, role, branch). sent_to names a user by e-mail or by the _id of an imported user; a notice to a
// role (and branch) has none. Types 1-4 and 10 only. The bell lists them as they were (read or not).
import type { Item } from './read';
import { targetOf, type Step } from './step';
import { flag, instantOf, pick, refuse, requiredText, text, whole } from './values';

const TYPES = [1, 2, 3, 4, 10];

async function recipient(step: Step, v: unknown): Promise<number | null> {
  if (v === undefined || v === null || v === '') return null;
  const key = String(v).trim();
  if (key.includes('@')) {
    const user = await step.trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', key.toLowerCase())
      .executeTakeFirst();
    return user ? user.id : refuse(`sent_to ${key} is not a Sumbook user`);
  }
  const target = await targetOf(step.trx, 'users', key);
  return target ? Number(target.split(':')[1]) : refuse(`sent_to ${key} is not an imported user`);
}

export async function importNotifications(step: Step, items: readonly Item[]): Promise<void> {
  await step.each(items, async ({ doc }, id) => {
    const type = whole(doc.type, 'type');
    if (!TYPES.includes(type)) refuse(`type ${type} is not a notification type (1-4, 10)`);
    const sentTo = await recipient(step, doc.sent_to);
    const roleValue = pick(doc, ['role']);
    const role = roleValue === undefined || roleValue === '' ? null : whole(roleValue, 'role');
    if (sentTo === null && role === null) refuse('neither sent_to nor role: no one to show it to');
    const branchValue = pick(doc, ['branch', 'branchID']);
    const branch =
      branchValue === undefined || branchValue === '' ? null : await step.branch(whole(branchValue, 'branch'));
    const createdAt = instantOf(pick(doc, ['time_created', 'createdAt']), 'time_created');
    const { id: noticeId } = await step.trx
      .insertInto('notifications')
      .values({
        title: requiredText(doc, ['title'], 200),
        content: text(doc, ['Conent', 'content'], 2000),
        created_at: createdAt || step.at,
        type,
        isread: flag(doc.isread) ? 1 : 0,
        answer: text(doc, ['answer'], 200),
        sent_to: sentTo,
        sent_from: text(doc, ['sent_from'], 100),
        sent_from_id: null,
        role,
        branch,
        link: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await step.record(
      id,
      `notification:${noticeId}`,
      'notification.import_legacy',
      { type, sentTo, role, branch },
      branch,
    );
  });
}
