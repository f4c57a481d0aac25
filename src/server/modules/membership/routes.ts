// /membership's calls (spec 3 sections 2, 5, 7): the member list (a page of at most 1000) and its global
// search, a member and the member's vouchers, the published vouchers, and the admin's voucher writes
// (create, edit, delete) plus Voucher Use RC's 'Use'. Admin and CEO only. Every write is checked by the
// form's own rules (domain/membership.ts), refused with 4xx before anything is stored, and audited with
// its before and after.
import { membershipApi } from '../../../contract/membership';
import { checkVoucher, voucherUseRefusal, type VoucherInput } from '../../../domain/membership';
import { ROLE_SET } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { HttpError, nowIso } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { findMembers, listVouchers, memberById, memberPage, memberVouchers, voucherToday } from './store';
import { writeVoucher } from './voucher-write';
import { transact } from '../../db/transact';

export const UPDATE_SUCCESS = 'Update Success';
export const MEMBER_NOT_FOUND = 'Have not data find';
export const VOUCHER_USED = 'Voucher used';
const ADMIN = { roles: ROLE_SET.admin };

/** The form's first message as a 400, or the checked voucher. */
function checked(input: VoucherInput | undefined) {
  const res = checkVoucher(input ?? {});
  if (!res.ok) throw new HttpError(400, res.first);
  return res.voucher;
}

export function membershipRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, membershipApi.listMembers, ADMIN, async (req) => {
    const page = await memberPage(db, req.params.from, req.params.count);
    return { status: 1 as const, ...page };
  });

  route(app, membershipApi.findMembers, ADMIN, async (req) => {
    return { status: 1 as const, ...(await findMembers(db, req.params.text)) };
  });

  route(app, membershipApi.takeMember, ADMIN, async (req) => {
    const member = await memberById(db, req.params.id);
    if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
    return { status: 1 as const, data: member };
  });

  route(app, membershipApi.takeMemberVouchers, ADMIN, async (req) => {
    const member = await memberById(db, req.params.id);
    if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
    return { status: 1 as const, member, data: await memberVouchers(db, member._id) };
  });

  route(app, membershipApi.listVouchers, ADMIN, async () => {
    const data = await listVouchers(db);
    return { status: 1 as const, data, total: data.length };
  });

  route(app, membershipApi.makeVoucher, ADMIN, async (req) => {
    const me = currentUser(req);
    const fields = checked(req.body.voucher);
    const data = await writeVoucher(db, me, { kind: 'create', fields });
    return { status: 1 as const, msg: UPDATE_SUCCESS, data };
  });

  route(app, membershipApi.editVoucher, ADMIN, async (req) => {
    const me = currentUser(req);
    const { action, id } = req.params;
    if (action === 'delete') {
      const data = await writeVoucher(db, me, { kind: 'delete', id });
      return { status: 1 as const, msg: UPDATE_SUCCESS, data };
    }
    if (!req.body.voucher) throw new HttpError(400, 'Voucher data is required');
    const fields = checked(req.body.voucher);
    const data = await writeVoucher(db, me, { kind: 'edit', id, fields });
    return { status: 1 as const, msg: UPDATE_SUCCESS, data };
  });

  route(app, membershipApi.useVoucher, ADMIN, async (req) => {
    const me = currentUser(req);
    const member = await memberById(db, req.params.id);
    if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
    const { voucherId } = req.params;
    const data = await transact(db, async (trx) => {
      const [before] = await memberVouchers(trx, member._id, voucherId);
      if (!before) throw new HttpError(404, "This voucher is not in the member's list");
      const refusal = voucherUseRefusal(before, voucherToday());
      if (refusal) throw new HttpError(409, refusal);
      const at = nowIso();
      // Only an unused row changes: a second 'Use' at the same moment finds nothing to update.
      const res = await trx
        .updateTable('member_vouchers')
        .set({ used_at: at, used_by: me.name })
        .where('member_id', '=', member._id)
        .where('voucher_id', '=', voucherId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, 'This voucher was already used');
      const after = { ...before, usedAt: at, usedBy: me.name };
      await audit(trx, me.id, 'voucher.use', `voucher:${voucherId}`, {
        member: member.userId,
        code: before.code,
        before: { usedAt: null, usedBy: null },
        after: { usedAt: at, usedBy: me.name },
      });
      return after;
    });
    return { status: 1 as const, msg: VOUCHER_USED, data };
  });
}
