// One recruitment save (spec 3 sections 4 and 5): new, changed and removed rows in one transaction. Rows
// missing a position, workplace or deadline are not saved and are answered back (`skipped`); a value
// outside the lists, a bad date or an id of the wrong form refuses the whole save with 400 (nothing
// stored); a changed row someone else changed or removed meanwhile refuses it with 409 and the list as it
// is now (the kernel's revisioned write: each row has a revision). Every save is audited with the rows
// before and after.
import type { z } from 'zod';
import type { recruitmentSaveBody, RecruitmentRowOut, SkippedRow } from '../../../contract/recruitment';
import { invalidValue, isNewId, missingFields, splitComplete } from '../../../domain/recruitment';
import type { Db } from '../../db/connection';
import type { RecruitmentTable } from '../../db/schema';
import { audit } from '../../kernel/audit';
import type { AuthUser } from '../../kernel/auth-user';
import { expectRevision, putRevisioned, revisioned, Stale } from '../../kernel/revisioned';
import { HttpError, nowIso } from '../../lib/util';

type Body = z.output<typeof recruitmentSaveBody>;
type RowIn = Body['newList'][number];
type Stored = Omit<RecruitmentTable, 'id' | 'revision'> & { id: number; revision: number };

export const STALE_ROW = (id: string) => `Row ${id} was removed meanwhile, please reload page and check again.`;

export const rowOut = (r: Stored): RecruitmentRowOut => ({
  _id: String(r.id),
  position: r.position,
  location: r.location,
  deadline: r.deadline,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
  revision: r.revision,
});

export const listRows = (db: Db) =>
  db.selectFrom('recruitment').selectAll().orderBy('deadline').orderBy('id').execute();

function check(body: Body): { deletes: number[]; changes: RowIn[] } {
  const seen = new Set<string>();
  for (const [list, isNew] of [
    [body.newList, true],
    [body.changeDataList, false],
  ] as const) {
    for (const r of list) {
      if (isNewId(r._id) !== isNew)
        throw new HttpError(
          400,
          isNew ? `New row ${r._id} needs an id starting with 'new'` : `Unknown row id ${r._id}`,
        );
      if (seen.has(r._id)) throw new HttpError(400, `Row ${r._id} is sent twice`);
      seen.add(r._id);
      const bad = invalidValue(r);
      if (bad) throw new HttpError(400, `Row ${r._id}: ${bad}`);
    }
  }
  const deletes: number[] = [];
  for (const id of body.deleteList) {
    if (isNewId(id)) continue; // a row added and removed before saving: nothing stored to remove
    if (!/^\d{1,9}$/.test(id)) throw new HttpError(400, `Unknown row id ${id}`);
    deletes.push(Number(id));
  }
  // A row changed and then removed on the screen: removing it wins.
  const removed = new Set(deletes.map(String));
  return { deletes: [...new Set(deletes)], changes: body.changeDataList.filter((r) => !removed.has(r._id)) };
}

export interface SaveResult {
  added: number;
  changed: number;
  deleted: number;
  skipped: SkippedRow[];
  list: RecruitmentRowOut[];
}

export async function saveRecruitment(db: Db, user: AuthUser, body: Body): Promise<SaveResult> {
  const { deletes, changes } = check(body);
  const news = splitComplete(body.newList);
  const changed = splitComplete(changes);
  const skipped = [...news.skip, ...changed.skip].map((r) => ({ _id: r._id, missing: missingFields(r) }));
  const at = nowIso();
  const by = user.name || user.email;
  const current = async () => (await listRows(db)).map(rowOut);
  return revisioned(db, 'SAVE', current, async (trx) => {
    const ids = [...changed.keep.map((r) => Number(r._id)), ...deletes];
    const before = ids.length
      ? new Map(
          (await trx.selectFrom('recruitment').selectAll().where('id', 'in', ids).execute()).map((r) => [r.id, r]),
        )
      : new Map<number, Stored>();
    const added: Stored[] = [];
    for (const r of news.keep) {
      const values = {
        position: r.position,
        location: r.location,
        deadline: r.deadline,
        updated_at: at,
        updated_by: by,
      };
      const row = await trx.insertInto('recruitment').values(values).returning('id').executeTakeFirstOrThrow();
      added.push({ id: row.id, revision: 1, ...values });
    }
    const changedRows: { before: RecruitmentRowOut; after: RecruitmentRowOut }[] = [];
    for (const r of changed.keep) {
      const old = before.get(Number(r._id));
      if (!old) throw new Stale(STALE_ROW(r._id));
      if (old.position === r.position && old.location === r.location && old.deadline === r.deadline) continue;
      expectRevision(old.revision, r.revision);
      const values = {
        position: r.position,
        location: r.location,
        deadline: r.deadline,
        updated_at: at,
        updated_by: by,
      };
      const revision = await putRevisioned(trx, {
        table: 'recruitment',
        key: { id: old.id },
        read: old.revision,
        set: values,
      });
      changedRows.push({ before: rowOut(old), after: rowOut({ id: old.id, revision, ...values }) });
    }
    const deleted = deletes.flatMap((id) => {
      const old = before.get(id);
      return old ? [rowOut(old)] : [];
    });
    if (deleted.length)
      await trx
        .deleteFrom('recruitment')
        .where(
          'id',
          'in',
          deleted.map((d) => Number(d._id)),
        )
        .execute();
    await audit(
      trx,
      user.id,
      'recruitment.save',
      'recruitment',
      { added: added.map(rowOut), changed: changedRows, deleted, skipped },
      { kind: 'admin', branchId: null },
    );
    return {
      added: added.length,
      changed: changedRows.length,
      deleted: deleted.length,
      skipped,
      list: (await listRows(trx)).map(rowOut),
    };
  });
}
