// Writing reception sums: save, new version, correction after edit. Each write checks the version and
// revision it was based on and writes with a conditional UPDATE in one transaction, so two writers on
// the same revision give one winner and one refusal.
import type { UpSumBody } from '../../../contract/rc';
import { todayOf } from './today';
import { pastDayBlocked } from '../../../domain/rc-roles';
import { canMakeNewVersion, makerCheck, staleCheck, type StaleAction } from '../../../domain/versions';
import { EDITING_PAST_DAY, NULL_DAY, staleRefusal as refusal } from '../../../domain/messages';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { importCheckIns } from './debit-book';
import type { Db } from '../../db/connection';
import { HttpError, nowIso } from '../../lib/util';
import { audit, type AuthUser } from '../user/repo';
import { auditDiff, rowDiff } from './row-diff';
import { recordDebits, settleCheckIns } from './debit-book';
import { prepareInput, type PreparedSum } from './prepare';
import { isUniqueViolation, latestSum, rowsOf, syncIndex, type SumRow } from './repo';

export const target = (branchId: number, day: string, version: number): string => `rc:${branchId}:${day}:${version}`;

/** A past day can only be written by accountants, or in a version opened on purpose (see rc-roles.ts pastDayBlocked). */
export function guardPastDay(me: AuthUser, branchId: number, day: string, stored?: Pick<SumRow, 'opened'>): void {
  if (pastDayBlocked(me.role, day, todayOf(branchId), stored?.opened === 1)) throw new HttpError(403, EDITING_PAST_DAY);
}

/** The stored rows plus the rows the server itself offered for the day (imported debit check-ins), when the body carries them. */
async function withImported(db: Db, branchId: number, day: string, input: readonly { ID: string }[], before: InvoiceRow[]): Promise<InvoiceRow[]> {
  const have = new Set(before.map((r) => r.ID));
  if (!input.some((r) => r.ID.startsWith('imp-') && !have.has(r.ID))) return before;
  const imported = await importCheckIns(db, branchId, day);
  return [...before, ...imported.filter((r) => !have.has(r.ID))];
}

/** UPDATE ... WHERE id AND revision = based-on AND edit = expected; refused when another write came first. */
async function updateIf(db: Db, stored: SumRow, based: number, edit: 0 | 1, action: StaleAction, set: Partial<SumRow>): Promise<SumRow> {
  const next = { ...set, revision: stored.revision + 1 };
  const res = await db.updateTable('rc_sums').set(next).where('id', '=', stored.id).where('revision', '=', based).where('edit', '=', edit).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, refusal(action));
  return { ...stored, ...next };
}

function contentSet(p: PreparedSum, by: AuthUser, at: string) {
  return { content: p.content, totals: JSON.stringify(p.totals), updated_at: at, updated_by: by.name };
}

/** up_sum: version 1 revision 0 creates the day's first sum; otherwise the latest editable version at that revision is saved. */
export async function saveSum(db: Db, me: AuthUser, branchId: number, body: UpSumBody): Promise<SumRow> {
  const makerMsg = makerCheck(body.maker);
  if (makerMsg) throw new HttpError(400, makerMsg);
  return db.transaction().execute(async (trx) => {
    const stored = await latestSum(trx, branchId, body.day);
    guardPastDay(me, branchId, body.day, stored);
    const before = stored ? rowsOf(stored) : [];
    const known = await withImported(trx, branchId, body.day, body.content, before);
    const at = nowIso();
    let saved: SumRow;
    let prepared: PreparedSum;
    if (!stored) {
      if (body.version !== 1 || body.revision !== 0) throw new HttpError(409, refusal('SAVE'));
      prepared = prepareInput(body.content, known, me.role, branchId, body.day);
      const values = {
        branch_id: branchId, day: body.day, version: 1, revision: 1, edit: 1, maker: body.maker, note: body.note,
        ...contentSet(prepared, me, at), sent_at: null, sent_by: null, mailed: 0, opened: 0,
      };
      try {
        const res = await trx.insertInto('rc_sums').values(values).executeTakeFirstOrThrow();
        saved = { ...values, id: Number(res.insertId) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, refusal('SAVE'));
        throw err;
      }
    } else {
      const msg = staleCheck('SAVE', { version: stored.version, revision: stored.revision, edit: stored.edit === 1 }, body);
      if (msg) throw new HttpError(409, msg);
      prepared = prepareInput(body.content, known, me.role, branchId, body.day);
      saved = await updateIf(trx, stored, body.revision, 1, 'SAVE', { maker: body.maker, note: body.note, ...contentSet(prepared, me, at) });
    }
    const diff = rowDiff(before, prepared.rows);
    await syncIndex(trx, branchId, body.day, saved.version, prepared.rows, stored ? diff : null);
    await audit(trx, me.id, 'rc.save', target(branchId, body.day, saved.version), { revision: saved.revision, rows: prepared.rows.length, ...auditDiff(diff) });
    return saved;
  });
}

/** make_new_version: only from the locked last version; the rows are copied into version + 1, editable. */
export async function makeNewVersion(db: Db, me: AuthUser, branchId: number, day: string, basedOn: number, reason = 'rc.new_version'): Promise<SumRow> {
  const run = async (trx: Db): Promise<SumRow> => {
    const stored = await latestSum(trx, branchId, day);
    if (!stored) throw new HttpError(404, NULL_DAY);
    if (!canMakeNewVersion([{ version: stored.version, edit: stored.edit === 1 }], basedOn)) throw new HttpError(409, refusal('EDIT'));
    const at = nowIso();
    const values = {
      branch_id: branchId, day, version: stored.version + 1, revision: 0, edit: 1, maker: stored.maker, note: stored.note,
      content: stored.content, totals: stored.totals, updated_at: at, updated_by: me.name, sent_at: null, sent_by: null, mailed: 0, opened: 1,
    };
    try {
      const res = await trx.insertInto('rc_sums').values(values).executeTakeFirstOrThrow();
      await trx.updateTable('rc_rows').set({ version: values.version }).where('branch_id', '=', branchId).where('day', '=', day).execute();
      await audit(trx, me.id, reason, target(branchId, day, values.version), { from: stored.version });
      return { ...values, id: Number(res.insertId) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, refusal('EDIT'));
      throw err;
    }
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export interface AfterEditBody { day: string; version: number; revision: number; maker?: string; note: string; content: UpSumBody['content'] }

/** update_sum_after_edit: accountants correct the locked last version in place; the debit book follows. */
export async function updateAfterEdit(db: Db, me: AuthUser, branchId: number, body: AfterEditBody): Promise<SumRow> {
  return db.transaction().execute(async (trx) => {
    const stored = await latestSum(trx, branchId, body.day);
    if (!stored) throw new HttpError(404, NULL_DAY);
    const msg = staleCheck('EDIT', { version: stored.version, revision: stored.revision, edit: stored.edit === 1 }, body);
    if (msg) throw new HttpError(409, msg);
    const before = rowsOf(stored);
    const prepared = prepareInput(body.content, before, me.role, branchId, body.day);
    const at = nowIso();
    const saved = await updateIf(trx, stored, body.revision, 0, 'EDIT', {
      maker: body.maker || stored.maker, note: body.note, ...contentSet(prepared, me, at),
    });
    const diff = rowDiff(before, prepared.rows);
    await syncIndex(trx, branchId, body.day, saved.version, prepared.rows, diff);
    const rows = prepared.rows.map((p) => p.row);
    const book = { branchId, day: body.day, version: saved.version, rows, by: me.name, at };
    await recordDebits(trx, book);
    await settleCheckIns(trx, book);
    await audit(trx, me.id, 'rc.update_after_edit', target(branchId, body.day, saved.version), { revision: saved.revision, ...auditDiff(diff) });
    return saved;
  });
}
