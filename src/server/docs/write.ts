// Writing versioned reports: save, new version, correction after edit. Each write checks the version and
// revision it was based on and writes with a conditional UPDATE in one transaction, so two writers on
// the same revision give one winner and one refusal.
import { withinReplayGrace } from '../../domain/replay-grace';
import { canMakeNewVersion, makerCheck, staleCheck, type StaleAction } from '../../domain/versions';
import type { Db } from '../db/connection';
import type { AuthUser } from '../kernel/auth-user';
import { trail } from '../kernel/trail';
import { todayOf } from '../kernel/today';
import { HttpError, nowIso } from '../lib/util';
import type { DocKind, Prepared, WriteEvent } from './kind';
import { EDITING_PAST_DAY, NULL_DAY, refusal } from './messages';
import { auditDiff, rowDiff } from './row-diff';
import { isUniqueViolation } from '../db/errors';
import { latestDoc, type StoredDoc } from './store';
import { docChange } from './trail-change';
import { transact } from '../db/transact';

export type Row = { ID: string };
export const target = (kind: string, branchId: number, period: string, version: number): string =>
  `${kind}:${branchId}:${period}:${version}`;

/** Body of a save or a correction: the version and revision it was based on, and the rows. */
export interface WriteBody {
  period: string;
  version: number;
  revision: number;
  maker?: string;
  note: string;
  content: readonly unknown[];
}
/** Where a write came from: `queuedAt` is when an outbox replay was first tried (see domain/replay-grace.ts). */
export interface WriteOrigin {
  queuedAt?: string;
}

/**
 * A past period can only be written by the kind's exempt roles, or in a version opened on purpose, or by
 * the replay of a save first tried before the period ended (answers true in that case, for the trail).
 */
export function guardPast(
  k: DocKind,
  me: AuthUser,
  branchId: number,
  period: string,
  stored?: Pick<StoredDoc, 'opened'>,
  origin: WriteOrigin = {},
): boolean {
  if (!k.pastBlocked(me.role, period, todayOf(branchId), stored?.opened === 1)) return false;
  if (withinReplayGrace(branchId, period, origin.queuedAt, new Date())) return true;
  throw new HttpError(403, EDITING_PAST_DAY);
}

const headOf = (d: StoredDoc) => ({ version: d.version, revision: d.revision, edit: d.edit === 1 });

/** UPDATE ... WHERE id AND revision = based-on AND edit = expected; refused when another write came first. */
export async function updateIf(
  db: Db,
  stored: StoredDoc,
  based: number,
  edit: 0 | 1,
  action: StaleAction,
  set: Partial<StoredDoc>,
): Promise<StoredDoc> {
  const next = { ...set, revision: stored.revision + 1 };
  const res = await db
    .updateTable('documents')
    .set(next)
    .where('id', '=', stored.id)
    .where('revision', '=', based)
    .where('edit', '=', edit)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, refusal(action));
  return { ...stored, ...next };
}

function contentSet(p: Prepared, by: AuthUser, at: string) {
  return { content: p.content, totals: JSON.stringify(p.totals), updated_at: at, updated_by: by.name };
}

async function after<R extends Row>(k: DocKind<R>, e: WriteEvent<R>): Promise<Record<string, unknown>> {
  return (k.afterWrite ? await k.afterWrite(e) : undefined) ?? {};
}

/** Save: version 1 revision 0 creates the period's first version; otherwise the latest editable version at that revision is saved. */
export async function saveDoc<R extends Row>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  body: WriteBody & { maker: string },
  origin: WriteOrigin = {},
): Promise<StoredDoc> {
  const makerMsg = makerCheck(body.maker);
  if (makerMsg) throw new HttpError(400, makerMsg);
  return transact(db, async (trx) => {
    const stored = await latestDoc(trx, k.kind, branchId, body.period);
    const late = guardPast(k, me, branchId, body.period, stored, origin);
    const before = stored ? k.rowsOf(stored.content) : [];
    const at = nowIso();
    const prepared = await (async () => {
      if (stored) {
        const msg = staleCheck('SAVE', headOf(stored), body);
        if (msg) throw new HttpError(409, msg);
      } else if (body.version !== 1 || body.revision !== 0) throw new HttpError(409, refusal('SAVE'));
      return k.prepare(trx, body.content, before, me, branchId, body.period);
    })();
    let saved: StoredDoc;
    if (!stored) {
      const values = {
        kind: k.kind,
        branch_id: branchId,
        period: body.period,
        version: 1,
        revision: 1,
        edit: 1,
        maker: body.maker,
        note: body.note,
        ...contentSet(prepared, me, at),
        sent_at: null,
        sent_by: null,
        mailed: 0,
        opened: 0,
      };
      try {
        const res = await trx.insertInto('documents').values(values).returning('id').executeTakeFirstOrThrow();
        saved = { ...values, id: Number(res.id) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, refusal('SAVE'));
        throw err;
      }
    } else {
      saved = await updateIf(trx, stored, body.revision, 1, 'SAVE', {
        maker: body.maker,
        note: body.note,
        ...contentSet(prepared, me, at),
      });
    }
    const diff = rowDiff(before, prepared.rows);
    const extra = await after(k, {
      trx,
      me,
      branchId,
      period: body.period,
      version: saved.version,
      action: 'save',
      before,
      prepared,
      diff: stored ? diff : null,
      at,
    });
    await trail(trx, me, `${k.kind}.save`, target(k.kind, branchId, body.period, saved.version), {
      revision: saved.revision,
      rows: prepared.rows.length,
      ...auditDiff(diff),
      ...extra,
      ...(late ? { replayQueuedAt: origin.queuedAt } : {}),
      ...docChange(before, prepared.rows, diff, stored?.totals, prepared.totals),
    });
    return saved;
  });
}

/** New version: only from the locked last version; its rows are copied into version + 1, editable and marked opened. */
export async function makeNewVersion<R extends Row>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  period: string,
  basedOn: number,
  reason = 'new_version',
): Promise<StoredDoc> {
  const run = async (trx: Db): Promise<StoredDoc> => {
    const stored = await latestDoc(trx, k.kind, branchId, period);
    if (!stored) throw new HttpError(404, NULL_DAY);
    if (!canMakeNewVersion([{ version: stored.version, edit: stored.edit === 1 }], basedOn))
      throw new HttpError(409, refusal('EDIT'));
    const at = nowIso();
    const values = {
      kind: k.kind,
      branch_id: branchId,
      period,
      version: stored.version + 1,
      revision: 0,
      edit: 1,
      maker: stored.maker,
      note: stored.note,
      content: stored.content,
      totals: stored.totals,
      updated_at: at,
      updated_by: me.name,
      sent_at: null,
      sent_by: null,
      mailed: 0,
      opened: 1,
    };
    try {
      const res = await trx.insertInto('documents').values(values).returning('id').executeTakeFirstOrThrow();
      await after(k, {
        trx,
        me,
        branchId,
        period,
        version: values.version,
        action: 'newVersion',
        before: [],
        prepared: null,
        diff: null,
        at,
      });
      await trail(trx, me, `${k.kind}.${reason}`, target(k.kind, branchId, period, values.version), {
        from: stored.version,
        before: { version: stored.version, edit: stored.edit === 1 },
        after: { version: values.version, edit: true },
      });
      return { ...values, id: Number(res.id) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, refusal('EDIT'));
      throw err;
    }
  };
  return db.isTransaction ? run(db) : transact(db, run);
}

/** Update after edit: the kind's exempt roles correct the locked last version in place (audited). */
export async function updateAfterEdit<R extends Row>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  body: WriteBody,
): Promise<StoredDoc> {
  return transact(db, async (trx) => {
    const stored = await latestDoc(trx, k.kind, branchId, body.period);
    if (!stored) throw new HttpError(404, NULL_DAY);
    const msg = staleCheck('EDIT', headOf(stored), body);
    if (msg) throw new HttpError(409, msg);
    const before = k.rowsOf(stored.content);
    const prepared = await k.prepare(trx, body.content, before, me, branchId, body.period);
    const at = nowIso();
    const saved = await updateIf(trx, stored, body.revision, 0, 'EDIT', {
      maker: body.maker || stored.maker,
      note: body.note,
      ...contentSet(prepared, me, at),
    });
    const diff = rowDiff(before, prepared.rows);
    const extra = await after(k, {
      trx,
      me,
      branchId,
      period: body.period,
      version: saved.version,
      action: 'afterEdit',
      before,
      prepared,
      diff,
      at,
    });
    await trail(trx, me, `${k.kind}.update_after_edit`, target(k.kind, branchId, body.period, saved.version), {
      revision: saved.revision,
      ...auditDiff(diff),
      ...extra,
      ...docChange(before, prepared.rows, diff, stored.totals, prepared.totals),
    });
    return saved;
  });
}

/** What a server-made change does to the rows: the rows to store (null: nothing to write) and what to answer. */
export interface Amendment<R, T> {
  rows: readonly R[] | null;
  result: T;
  /** Extra audit detail. */
  detail?: Record<string, unknown>;
}

/**
 * A change the server makes itself to the latest editable version of a period (rows moved or copied into
 * it), in one transaction: version 1 is created when the period has none (maker: the user); a locked
 * latest version is refused like a stale save. The rows go through the kind's prepare and after-write
 * hook, and the change is audited as `{kind}.{action}`.
 */
export async function amendDoc<R extends Row, T>(
  db: Db,
  k: DocKind<R>,
  me: AuthUser,
  branchId: number,
  period: string,
  action: string,
  change: (before: R[]) => Amendment<R, T>,
): Promise<{ saved: StoredDoc | null; result: T }> {
  return transact(db, async (trx) => {
    const stored = await latestDoc(trx, k.kind, branchId, period);
    guardPast(k, me, branchId, period, stored);
    if (stored && stored.edit !== 1) throw new HttpError(409, refusal('SAVE'));
    const before = stored ? k.rowsOf(stored.content) : [];
    const { rows, result, detail } = change(before);
    if (!rows) return { saved: stored ?? null, result };
    const prepared = await k.prepare(trx, rows, before, me, branchId, period);
    const at = nowIso();
    let saved: StoredDoc;
    if (!stored) {
      const values = {
        kind: k.kind,
        branch_id: branchId,
        period,
        version: 1,
        revision: 1,
        edit: 1,
        maker: me.name.slice(0, 60),
        note: '',
        ...contentSet(prepared, me, at),
        sent_at: null,
        sent_by: null,
        mailed: 0,
        opened: 0,
      };
      try {
        const res = await trx.insertInto('documents').values(values).returning('id').executeTakeFirstOrThrow();
        saved = { ...values, id: Number(res.id) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, refusal('SAVE'));
        throw err;
      }
    } else {
      saved = await updateIf(trx, stored, stored.revision, 1, 'SAVE', contentSet(prepared, me, at));
    }
    const diff = rowDiff(before, prepared.rows);
    const extra = await after(k, {
      trx,
      me,
      branchId,
      period,
      version: saved.version,
      action: 'save',
      before,
      prepared,
      diff: stored ? diff : null,
      at,
    });
    await trail(trx, me, `${k.kind}.${action}`, target(k.kind, branchId, period, saved.version), {
      revision: saved.revision,
      rows: prepared.rows.length,
      ...auditDiff(diff),
      ...detail,
      ...extra,
      ...docChange(before, prepared.rows, diff, stored?.totals, prepared.totals),
    });
    return { saved, result };
  });
}
