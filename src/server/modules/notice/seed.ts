// Demo notice templates (templates.ts) into an empty table.
import type { Db } from '../../db/connection';
import { nowIso } from '../../lib/util';
import { DEMO_NOTICES } from './templates';

export async function seedNotices(db: Db): Promise<void> {
  const has = await db.selectFrom('notice_templates').select('id').limit(1).executeTakeFirst();
  if (has) return;
  const at = nowIso();
  await db
    .insertInto('notice_templates')
    .values(
      DEMO_NOTICES.map((n, position) => ({
        key: n.key,
        category: n.category,
        name: n.name,
        name2: n.name2,
        name3: n.name3,
        font_size: n.fontSize,
        content: JSON.stringify(n.content),
        position,
        updated_at: at,
      })),
    )
    .execute();
}
