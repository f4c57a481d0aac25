// The audit trail for the admin (issue 14; CEO or admin): GET /audit/list pages the trail filtered in the
// database (user, branch, kind, the chain's days), newest first, with the author joined; GET /audit/users
// lists the users who appear in it (the user filter's choices).
import { AUDIT_PAGE_SIZES, auditApi } from '../../../contract/audit';
import { auditBeforeAfter, auditDayBounds } from '../../../domain/audit';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { route } from '../../kernel/route';
import { filteredTrail, trailRows } from './query';

export function auditRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, auditApi.list, { roles: ROLE_SET.admin }, async (req) => {
    const q = req.query;
    const page = q.page ?? 1;
    const size = q.size ?? AUDIT_PAGE_SIZES.default;
    const { start, end } = auditDayBounds(q.from, q.to);
    const filter = { userId: q.user, branchId: q.branch, kind: q.kind, start, end };
    const counted = await filteredTrail(db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const total = Number(counted?.n ?? 0);
    const rows = total > (page - 1) * size ? await trailRows(db, filter, page, size) : [];
    return {
      status: 1 as const,
      msg: total > 0 ? 'ok' : 'null',
      data: {
        rows: rows.map((r) => {
          let detail: unknown = null;
          try {
            detail = JSON.parse(r.detail);
          } catch {
            detail = r.detail;
          }
          return {
            id: r.id,
            at: r.at,
            userId: r.user_id,
            userName: r.user_name ?? '',
            userEmail: r.user_email ?? '',
            action: r.action,
            target: r.target,
            kind: r.kind,
            branchId: r.branch_id,
            ...auditBeforeAfter(detail),
          };
        }),
        total,
        page,
        size,
      },
    };
  });

  route(app, auditApi.users, { roles: ROLE_SET.admin }, async () => {
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', 'in', (eb) => eb.selectFrom('audit').select('user_id').where('user_id', 'is not', null).distinct())
      .orderBy('name')
      .execute();
    return { status: 1 as const, msg: 'ok', data: users };
  });
}
