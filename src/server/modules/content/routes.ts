// GET /azumayavietnam/load_conent_by_target/:language/:target (spec 3 section 7): the public website's
// texts of a language and a target for the content editor (read-only). Same gate as /edit_content_azvn:
// manager, area manager, CEO or supervisor. Unknown languages and targets: 404 naming the known ones.
import { contentApi } from '../../../contract/content';
import { isContentLanguage, isContentTarget, UNKNOWN_LANGUAGE, UNKNOWN_TARGET } from '../../../domain/content';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { HttpError } from '../../lib/util';

export function contentRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, contentApi.load, { roles: ROLE_SET.content }, async (req) => {
    const { language, target } = req.params;
    if (!isContentLanguage(language)) throw new HttpError(404, UNKNOWN_LANGUAGE(language));
    if (!isContentTarget(target)) throw new HttpError(404, UNKNOWN_TARGET(target));
    const row = await db
      .selectFrom('web_content')
      .select(['content', 'updated_at', 'updated_by'])
      .where('language', '=', language)
      .where('target', '=', target)
      .executeTakeFirst();
    const content = row ? (JSON.parse(row.content) as Record<string, unknown>) : {};
    return {
      status: 1 as const,
      msg: row ? ('ok' as const) : ('null' as const),
      data: { language, target, content, updatedAt: row?.updated_at ?? '', updatedBy: row?.updated_by ?? '' },
    };
  });
}
