// A financial change's trail entry (sum save, send, correction, debit transition, cost, register): an audit
// row with who (id and name), when, what (action, kind, branch, target) and the values before and after.
// Written in the transaction of the change; the audit table refuses UPDATE and DELETE (migration 023).
import type { Db } from '../db/connection';
import { audit, type AuditExtra } from './audit';

/** The values before and after (null: nothing before, e.g. a creation), beside any context keys. */
export interface TrailDetail {
  before: unknown;
  after: unknown;
  [context: string]: unknown;
}

export function trail(
  db: Db,
  who: { id: number; name: string },
  action: string,
  target: string,
  detail: TrailDetail,
  extra: Omit<AuditExtra, 'userName'> = {},
): Promise<void> {
  return audit(db, who.id, action, target, detail, { ...extra, userName: who.name });
}
