import { z } from 'zod';
import { AUDIT_KINDS } from '../domain/audit';
import { dayString, digitsParam } from './common';
import { endpoint } from './endpoint';

// The audit trail made readable (issue 14, admin only): pages of the trail filtered by user, branch, kind
// and days (the chain's days, UTC+7), newest first, each row with its author and before/after values.
export const AUDIT_PAGE_SIZES = { min: 10, max: 50, default: 20 } as const;

export const auditQuery = z
  .object({
    user: digitsParam(1, 999_999_999).optional(),
    branch: digitsParam(0, 999).optional(),
    kind: z.enum(AUDIT_KINDS).optional(),
    from: dayString.optional(),
    to: dayString.optional(),
    page: digitsParam(1, 1_000_000).optional(),
    size: digitsParam(AUDIT_PAGE_SIZES.min, AUDIT_PAGE_SIZES.max).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The day "from" must not be after the day "to"',
    path: ['from'],
  });
export type AuditQuery = z.input<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  /** '' when the row has no user (a tablet activating itself) or the user is gone. */
  userName: z.string(),
  userEmail: z.string(),
  action: z.string(),
  target: z.string(),
  kind: z.string(),
  branchId: z.number().nullable(),
  /** detail.before / detail.after when the writer kept them, else null and the detail. */
  before: z.unknown(),
  after: z.unknown(),
  /** The detail's other keys beside a before/after pair (who, which day). */
  context: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditPage = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({ rows: z.array(auditRow), total: z.number(), page: z.number(), size: z.number() }),
});

export const auditUser = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type AuditUser = z.infer<typeof auditUser>;

export const auditApi = {
  list: endpoint({ method: 'GET', path: '/audit/list', query: auditQuery, answer: auditPage }),
  /** The users who appear in the trail (the user filter's choices), by name. */
  users: endpoint({
    method: 'GET',
    path: '/audit/users',
    answer: z.object({ status: z.literal(1), msg: z.string(), data: z.array(auditUser) }),
  }),
};
