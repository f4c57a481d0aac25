// The month's breakfast count (spec 2 sections 3.6, 4.5): "editable only by an accountant and only when
// the selected month is less than 62 days old"; every change is logged with the number before it.
import { BF_COUNT_CLOSED, breakfastCountEditable } from '../../../domain/constants';
import type { Role } from '../../../domain/roles';
import type { Db } from '../../db/connection';
import { trail } from '../../kernel/trail';
import type { AuthUser } from '../../kernel/auth-user';
import { todayOf } from '../../kernel/today';
import { HttpError, nowIso, parseJson } from '../../lib/util';
import { transact } from '../../db/transact';

export interface BfLog {
  at: string;
  by: string;
  number: number;
  before: number;
}

export async function readBfCount(db: Db, role: Role, branchId: number, month: string) {
  const row = await db
    .selectFrom('acc_bf_counts')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('month', '=', month)
    .executeTakeFirst();
  return {
    month,
    number: row?.number ?? 0,
    log: parseJson<BfLog[]>(row?.log, []),
    editable: breakfastCountEditable(role, month, todayOf(branchId)),
  };
}

export async function writeBfCount(db: Db, me: AuthUser, branchId: number, month: string, number: number) {
  if (!breakfastCountEditable(me.role, month, todayOf(branchId))) throw new HttpError(403, BF_COUNT_CLOSED);
  await transact(db, async (trx) => {
    const at = nowIso();
    const stored = await trx
      .selectFrom('acc_bf_counts')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('month', '=', month)
      .executeTakeFirst();
    const before = stored?.number ?? 0;
    const log = [...parseJson<BfLog[]>(stored?.log, []), { at, by: me.name, number, before }];
    const values = { number, log: JSON.stringify(log), updated_at: at, updated_by: me.name };
    if (stored)
      await trx
        .updateTable('acc_bf_counts')
        .set(values)
        .where('branch_id', '=', branchId)
        .where('month', '=', month)
        .execute();
    else
      await trx
        .insertInto('acc_bf_counts')
        .values({ branch_id: branchId, month, ...values })
        .execute();
    await trail(trx, me, 'acc.number_bf', `accbf:${branchId}:${month}`, {
      before: { number: before },
      after: { number },
    });
  });
  return readBfCount(db, me.role, branchId, month);
}
