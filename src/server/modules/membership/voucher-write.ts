// The admin's voucher writes: create, edit and delete, in one transaction each with its audit line
// (before and after). A code is unique among live vouchers (code_key); a deleted voucher frees its code.
import type { Voucher } from '../../../contract/membership';
import { VOUCHER_MSG, type VoucherFields } from '../../../domain/membership';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { AuthUser } from '../../kernel/auth-user';
import { audit } from '../../kernel/audit';
import { HttpError, nowIso } from '../../lib/util';
import { toVoucher, voucherIdByCode, voucherRow } from './store';
import { transact } from '../../db/transact';

export type VoucherWrite =
  | { kind: 'create'; fields: VoucherFields }
  | { kind: 'edit'; id: number; fields: VoucherFields }
  | { kind: 'delete'; id: number };

const columns = (f: VoucherFields) => ({
  code: f.code,
  code_key: f.code,
  name: f.name,
  type: f.type,
  max_price: f.maxPrice,
  expiry: f.expiry,
  discount: f.discount,
  az_coin: f.azCoin,
  infor: f.infor,
});

/** Without the derived `expired`: what the audit trail keeps of a voucher. */
const stored = ({ expired: _e, ...rest }: Voucher) => rest;

export async function writeVoucher(db: Db, me: AuthUser, w: VoucherWrite): Promise<Voucher> {
  try {
    return await transact(db, async (trx) => {
      const at = nowIso();
      const beforeRow = w.kind === 'create' ? null : await voucherRow(trx, w.id);
      if (w.kind !== 'create' && !beforeRow) throw new HttpError(404, VOUCHER_MSG.notFound);
      const before = beforeRow ? toVoucher(beforeRow) : null;
      if (w.kind !== 'delete') {
        const holder = await voucherIdByCode(trx, w.fields.code);
        if (holder !== null && (w.kind === 'create' || holder !== w.id))
          throw new HttpError(409, VOUCHER_MSG.duplicate(w.fields.code));
      }
      let id: number;
      if (w.kind === 'create') {
        const row = await trx
          .insertInto('vouchers')
          .values({ ...columns(w.fields), created_at: at, updated_at: at, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } else if (w.kind === 'edit') {
        id = w.id;
        await trx
          .updateTable('vouchers')
          .set({ ...columns(w.fields), updated_at: at })
          .where('id', '=', id)
          .execute();
      } else {
        id = w.id;
        await trx
          .updateTable('vouchers')
          .set({ code_key: `~${id}`, deleted_at: at, updated_at: at })
          .where('id', '=', id)
          .execute();
      }
      const afterRow = await voucherRow(trx, id);
      const after = afterRow ? toVoucher(afterRow) : null;
      await audit(trx, me.id, `voucher.${w.kind}`, `voucher:${id}`, {
        code: (after ?? before)?.code,
        before: before ? stored(before) : null,
        after: after ? stored(after) : null,
      });
      return after ?? before!;
    });
  } catch (err) {
    // A unique-constraint failure: another admin took the code at the same moment.
    if (!(err instanceof HttpError) && w.kind !== 'delete' && isUniqueViolation(err))
      throw new HttpError(409, VOUCHER_MSG.duplicate(w.fields.code));
    throw err;
  }
}
