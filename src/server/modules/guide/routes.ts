// The manual (spec 1 route table and section 7.1): GET /guider/get_guider (signed in) and
// /guider/get_all_guider (no sign-in, the public /report/manual). Our addition: the admin and the CEO add,
// change and remove guides (POST /guider/save_guider, DELETE /guider/delete_guider/:id), each change
// audited with the guide before and after. A change is a revisioned write (kernel/revisioned.ts): based on
// an older revision it is refused 409 with the list as it is now.
import { guideApi } from '../../../contract/branch';
import { guideEditApi } from '../../../contract/guide';
import { GUIDE_COUNT_MAX } from '../../../domain/guide';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { currentUser } from '../../plugins/guard';
import { PUBLIC, SIGNED_IN } from '../../kernel/policy';
import { expectRevision, putRevisioned, revisioned } from '../../kernel/revisioned';
import { HttpError } from '../../lib/util';
import { transact } from '../../db/transact';

export const GUIDE_NOT_FOUND = 'This guide no longer exists, please reload page and check again.';
export const GUIDE_NAME_TAKEN = (name: string) => `A guide named "${name}" already exists`;
export const GUIDE_TOO_MANY = `The manual holds at most ${GUIDE_COUNT_MAX} guides`;

const list = (db: Db) =>
  db.selectFrom('guides').select(['id', 'name', 'content', 'revision']).orderBy('sort').orderBy('id').execute();

/** Writes the order 0..n-1, with `moved` placed at `at` (clamped). */
async function reorder(db: Db, moved: number, at: number | undefined): Promise<void> {
  const ids = (await list(db)).map((g) => g.id).filter((id) => id !== moved);
  ids.splice(at === undefined ? ids.length : Math.min(at, ids.length), 0, moved);
  for (const [sort, id] of ids.entries()) await db.updateTable('guides').set({ sort }).where('id', '=', id).execute();
}

export function guideRoutes(app: ZodApp, { db }: ServerContext): void {
  const answer = async (d: Db = db) => ({ status: 1 as const, msg: 'ok', data: await list(d) });
  route(app, guideApi.list, SIGNED_IN, async () => answer());
  route(app, guideApi.listPublic, PUBLIC, async () => answer());

  route(app, guideEditApi.save, { roles: ROLE_SET.admin }, async (req) => {
    const me = currentUser(req);
    const { id, name, content, sort, revision } = req.body;
    return revisioned(
      db,
      'SAVE',
      async () => list(db),
      async (trx) => {
        const clash = await trx.selectFrom('guides').select('id').where('name', '=', name).executeTakeFirst();
        if (clash && clash.id !== id) throw new HttpError(409, GUIDE_NAME_TAKEN(name));
        if (id === undefined) {
          const count = await trx
            .selectFrom('guides')
            .select((e) => e.fn.countAll<number>().as('n'))
            .executeTakeFirst();
          if (Number(count?.n ?? 0) >= GUIDE_COUNT_MAX) throw new HttpError(409, GUIDE_TOO_MANY);
          const row = await trx
            .insertInto('guides')
            .values({ name, content, sort: 1_000_000 })
            .returning('id')
            .executeTakeFirstOrThrow();
          await reorder(trx, row.id, sort);
          await audit(trx, me.id, 'guide.add', `guide:${row.id}`, { after: { name, content } }, { kind: 'admin' });
          return answer(trx);
        }
        const before = await trx
          .selectFrom('guides')
          .select(['name', 'content', 'sort', 'revision'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new HttpError(404, GUIDE_NOT_FOUND);
        expectRevision(before.revision, revision);
        await putRevisioned(trx, { table: 'guides', key: { id }, read: before.revision, set: { name, content } });
        if (sort !== undefined) await reorder(trx, id, sort);
        await audit(
          trx,
          me.id,
          'guide.edit',
          `guide:${id}`,
          { before: { name: before.name, content: before.content }, after: { name, content } },
          { kind: 'admin' },
        );
        return answer(trx);
      },
    );
  });

  route(app, guideEditApi.remove, { roles: ROLE_SET.admin }, async (req) => {
    const me = currentUser(req);
    const id = req.params.id;
    return transact(db, async (trx) => {
      const before = await trx.selectFrom('guides').select(['name', 'content']).where('id', '=', id).executeTakeFirst();
      if (!before) throw new HttpError(404, GUIDE_NOT_FOUND);
      await trx.deleteFrom('guides').where('id', '=', id).execute();
      await audit(trx, me.id, 'guide.delete', `guide:${id}`, { before }, { kind: 'admin' });
      return answer(trx);
    });
  });
}
