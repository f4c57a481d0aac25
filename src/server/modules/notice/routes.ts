// GET /notice/list (spec 3 sections 2, 3 and 6): the announcement form's notice templates, for roles 0, 2
// and 3 (reception, branch manager, supervisor). Templates are data (table notice_templates, seed.ts).
import { z } from 'zod';
import { noticeApi, noticeLine } from '../../../contract/notice';
import { NOTICE_CATEGORIES, type NoticeTemplate } from '../../../domain/notice';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';

const lines = z.array(noticeLine);
const categories: readonly string[] = NOTICE_CATEGORIES;

function contentOf(text: string): NoticeTemplate['content'] {
  try {
    const parsed = lines.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function noticeRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, noticeApi.list, { roles: ROLE_SET.announcement }, async () => {
    const rows = await db
      .selectFrom('notice_templates')
      .select(['key', 'category', 'name', 'name2', 'name3', 'font_size', 'content'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const data: NoticeTemplate[] = rows.map((r) => ({
      key: r.key,
      category: (categories.includes(r.category) ? r.category : 'other') as NoticeTemplate['category'],
      name: r.name,
      name2: r.name2,
      name3: r.name3,
      fontSize: r.font_size,
      content: contentOf(r.content),
    }));
    return { status: 1 as const, data };
  });
}
