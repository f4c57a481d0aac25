// GET /education/get_education/ and POST /education/get_video_information (spec 3 sections 3 and 7): the
// training library's map of category -> video ids (Reception has sub-categories) and the title and
// description of the videos asked for. Same gate as the /education screen: manager, area manager, CEO or
// supervisor.
import { educationApi, type EducationMap } from '../../../contract/education';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';

/** Videos of a category with sub-categories but none of their own go under this name. */
const OTHER = 'Other';

export function educationRoutes(app: ZodApp, { db }: ServerContext): void {
  const policy = { roles: ROLE_SET.content };

  route(app, educationApi.list, policy, async () => {
    const rows = await db
      .selectFrom('education_videos')
      .select(['id', 'category', 'sub_category'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const withSubs = new Set(rows.filter((r) => r.sub_category).map((r) => r.category));
    const map: EducationMap = {};
    for (const r of rows) {
      if (withSubs.has(r.category)) {
        const subs = (map[r.category] ??= {}) as Record<string, string[]>;
        (subs[r.sub_category || OTHER] ??= []).push(r.id);
      } else ((map[r.category] ??= []) as string[]).push(r.id);
    }
    return { status: 1 as const, msg: rows.length ? 'ok' : 'null', data: map };
  });

  route(app, educationApi.info, policy, async (req) => {
    const ids = [...new Set(req.body.listVideo)];
    const data: Record<string, { title: string; description: string }> = {};
    if (ids.length) {
      const rows = await db
        .selectFrom('education_videos')
        .select(['id', 'title', 'description'])
        .where('id', 'in', ids)
        .execute();
      for (const r of rows) data[r.id] = { title: r.title, description: r.description };
    }
    return { status: 1 as const, msg: 'ok', data };
  });
}
