// The staff mistakes register in table acc_staff: a period's rows, and a save of the changed rows in one
// revisioned write (kernel/revisioned.ts: a stale row refuses the whole save with 409 and the rows as they
// are now, so nothing is written), each change logged on its row and in the audit trail.
import type { Selectable } from 'kysely';
import type { StaffRowIn } from '../../../contract/acc-staff';
import {
  blankStaffRow,
  changedFields,
  isChange,
  logAction,
  normalizeStaffRow,
  staffPeriodRange,
  type StaffField,
  type StaffLog,
  type StaffRow,
} from '../../../domain/acc-staff';
import type { Db } from '../../db/connection';
import type { AccStaffTable } from '../../db/schema';
import type { AuthUser } from '../../kernel/auth-user';
import { trail } from '../../kernel/trail';
import { expectRevision, putRevisioned, revisioned } from '../../kernel/revisioned';
import { HttpError, nowIso, parseJson } from '../../lib/util';

type Line = Selectable<AccStaffTable>;

/** The row of a stored line (ID, date, version, delete flag and log have their own columns). */
export function rowOf(line: Line): StaffRow {
  return {
    ...blankStaffRow(line.row_id, line.day),
    ...parseJson<Partial<StaffRow>>(line.row, {}),
    ID: line.row_id,
    date: line.day,
    deleted: line.deleted === 1,
    version: line.version,
    log: parseJson<StaffLog[]>(line.log, []),
  };
}

/** The fields kept in the row column. */
export function rowText(row: StaffRow): string {
  const { ID: _id, date: _date, log: _log, version: _version, deleted: _deleted, ...fields } = row;
  return JSON.stringify(fields);
}

/** The rows of a year 'YYYY' or a month 'YYYY-MM', by date then in the order they were added. */
export async function readPeriod(db: Db, branchId: number, period: string): Promise<StaffRow[]> {
  const { from, to } = staffPeriodRange(period);
  const lines = await db
    .selectFrom('acc_staff')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('id')
    .execute();
  return lines.map(rowOf);
}

/** Writes a row from the version stored (0: a new row), the kernel's revisioned write. */
async function write(trx: Db, branchId: number, row: StaffRow, before: StaffRow | undefined, at: string, by: string) {
  await putRevisioned(trx, {
    table: 'acc_staff',
    key: { branch_id: branchId, row_id: row.ID },
    column: 'version',
    read: before?.version ?? 0,
    set: {
      day: row.date,
      deleted: row.deleted ? 1 : 0,
      row: rowText(row),
      log: JSON.stringify(row.log),
      updated_at: at,
      updated_by: by,
    },
    created: { created_at: at },
  });
}

/** The stored rows of `ids` (a refused save answers them as they are now). */
async function readRows(db: Db, branchId: number, ids: readonly string[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  const lines = await db
    .selectFrom('acc_staff')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('row_id', 'in', [...ids])
    .execute();
  return lines.map(rowOf);
}

export interface Saved {
  changed: string[];
  content: StaffRow[];
}

/**
 * Saves the rows of `ids`. A row equal to the stored one is not a change (nothing written, whatever its
 * version); a changed row must carry the stored version (0 for a new one), otherwise 409 (with the sent
 * rows as stored now) and nothing is written. A new row already deleted is not stored.
 */
export async function saveRows(
  db: Db,
  me: AuthUser,
  branchId: number,
  ids: readonly string[],
  rows: readonly StaffRowIn[],
): Promise<Saved> {
  const input = new Map(rows.map((r) => [r.ID, r]));
  const current = () => readRows(db, branchId, ids);
  return revisioned(db, 'SAVE', current, async (trx) => {
    const stored = new Map((await readRows(trx, branchId, ids)).map((r) => [r.ID, r]));
    const at = nowIso();
    const saved: StaffRow[] = [];
    for (const id of ids) {
      const sent = input.get(id);
      if (!sent) throw new HttpError(400, `No row in listAccStaff for ID ${id}`);
      const before = stored.get(id);
      const next = normalizeStaffRow({ ...sent, log: [] });
      if (!isChange(before, next)) continue;
      expectRevision(before?.version ?? 0, sent.version);
      const action = logAction(before, next);
      const fields = changedFields(before, next);
      const log = [...(before?.log ?? []), { at, by: me.name, action, fields }];
      const row = { ...next, version: (before?.version ?? 0) + 1, log };
      await write(trx, branchId, row, before, at, me.name);
      const pick = (r: StaffRow) => Object.fromEntries(fields.map((f: StaffField) => [f, r[f]]));
      await trail(trx, me, `acc.staff.${action}`, `accstaff:${branchId}:${id}`, {
        version: row.version,
        before: before ? pick(before) : null,
        after: pick(row),
      });
      saved.push(row);
    }
    return { changed: saved.map((r) => r.ID), content: saved };
  });
}
