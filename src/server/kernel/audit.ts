// The server-side trail: who did what to which target, with a JSON detail. Rows are never changed or erased
// (migration 023: triggers refuse any UPDATE or DELETE of the audit table).
// Each row also keeps its kind (from the action, src/domain/audit.ts) and the branch it is about (the
// optional `extra.branchId`, else detail.branch / branchId / branchID, else the target's branch part), so
// the admin's trail filters them in the database.
import { auditBranchOf, auditKindOf, type AuditKind } from '../../domain/audit';
import type { Db } from '../db/connection';

export interface AuditExtra {
  /** The branch the change is about, when neither the detail nor the target names it. */
  branchId?: number | null;
  /** Overrides the kind worked out from the action. */
  kind?: AuditKind;
  /** The author's name as it is now (kept on the row; the trail shows it even after a rename). */
  userName?: string;
}

export async function audit(
  db: Db,
  userId: number | null,
  action: string,
  target: string,
  detail: unknown = {},
  extra: AuditExtra = {},
): Promise<void> {
  await db
    .insertInto('audit')
    .values({
      at: new Date().toISOString(),
      user_id: userId,
      action,
      target,
      detail: JSON.stringify(detail),
      kind: extra.kind ?? auditKindOf(action),
      branch_id: extra.branchId !== undefined ? extra.branchId : auditBranchOf(target, detail),
      user_name: extra.userName ?? null,
    })
    .execute();
}
