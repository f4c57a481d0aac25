// The membership tables read as the contract's shapes (src/contract/membership.ts): members with the
// count of their vouchers, published vouchers with `expired` worked out from today, a member's vouchers.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Member, MemberVoucher, Voucher } from '../../../contract/membership';
import { MEMBER_PAGE_SIZE, voucherExpired, type Rank, type VoucherType } from '../../../domain/membership';
import { foldText } from '../../../domain/text-search';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { contains } from '../../docs/row-index';
import { todayOf } from '../../kernel/today';

/** Vouchers expire by the day in Vietnam (the branches' day; branch 1's time zone). */
export const voucherToday = (): string => todayOf(1);

const voucherCount = (eb: ExpressionBuilder<Database, 'members'>) =>
  eb
    .selectFrom('member_vouchers')
    .innerJoin('vouchers', 'vouchers.id', 'member_vouchers.voucher_id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('member_vouchers.member_id', '=', 'members.id')
    .where('vouchers.deleted_at', 'is', null)
    .as('vouchers');

const MEMBER_COLUMNS = [
  'members.id',
  'members.user_id',
  'members.name',
  'members.email',
  'members.login_type',
  'members.rank',
  'members.az_point',
  'members.az_coin',
] as const;

function membersQuery(db: Db) {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .select((eb) => voucherCount(eb))
    .orderBy('members.id');
}
type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['executeTakeFirstOrThrow']>>;

const toMember = (r: MemberRow): Member => ({
  _id: r.id,
  userId: r.user_id,
  name: r.name,
  email: r.email,
  loginType: r.login_type as Member['loginType'],
  rank: r.rank as Rank,
  azPoint: Number(r.az_point),
  azCoin: Number(r.az_coin),
  vouchers: Number(r.vouchers ?? 0),
});

export async function memberPage(db: Db, from: number, count: number): Promise<{ data: Member[]; total: number }> {
  const [rows, total] = await Promise.all([
    membersQuery(db).limit(count).offset(from).execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toMember), total: Number(total.n) };
}

/** Every word of the text in the member's folded ID, name or e-mail; at most a page of members. */
export async function findMembers(db: Db, text: string): Promise<{ data: Member[]; total: number }> {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const match = (eb: ExpressionBuilder<Database, 'members'>) =>
    eb.and(words.map((w) => sql<boolean>`${sql.ref('members.search')} like ${contains(w)} escape '\\'`));
  const [rows, total] = await Promise.all([
    membersQuery(db).where(match).limit(MEMBER_PAGE_SIZE).execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(match)
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toMember), total: Number(total.n) };
}

/** A member by the app's ID, whatever its case. */
export async function memberById(db: Db, userId: string): Promise<Member | null> {
  const row = await membersQuery(db).where('members.user_id', '=', userId.trim().toUpperCase()).executeTakeFirst();
  return row ? toMember(row) : null;
}

const VOUCHER_COLUMNS = [
  'vouchers.id',
  'vouchers.code',
  'vouchers.name',
  'vouchers.type',
  'vouchers.max_price',
  'vouchers.expiry',
  'vouchers.discount',
  'vouchers.az_coin',
  'vouchers.infor',
] as const;
interface VoucherRow {
  id: number;
  code: string;
  name: string;
  type: string;
  max_price: number;
  expiry: string;
  discount: number;
  az_coin: number;
  infor: string;
}

export const toVoucher = (r: VoucherRow, today = voucherToday()): Voucher => ({
  id: r.id,
  code: r.code,
  name: r.name,
  type: r.type as VoucherType,
  maxPrice: Number(r.max_price),
  expiry: r.expiry,
  discount: Number(r.discount),
  azCoin: Number(r.az_coin),
  infor: r.infor,
  expired: voucherExpired(r.expiry, today),
});

/** Published vouchers, the newest first. */
export async function listVouchers(db: Db): Promise<Voucher[]> {
  const rows = await db
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  const today = voucherToday();
  return rows.map((r) => toVoucher(r, today));
}

/** A live voucher as stored (null when missing or deleted). */
export async function voucherRow(db: Db, id: number): Promise<VoucherRow | null> {
  const row = await db
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The id of the live voucher holding this code (upper case), if any. */
export async function voucherIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('vouchers').select('id').where('code_key', '=', code).executeTakeFirst();
  return row?.id ?? null;
}

/** A member's vouchers (live ones): usable first (soonest expiry first), then expired, then used (latest use first). */
export async function memberVouchers(db: Db, memberId: number, voucherId?: number): Promise<MemberVoucher[]> {
  let q = db
    .selectFrom('member_vouchers')
    .innerJoin('vouchers', 'vouchers.id', 'member_vouchers.voucher_id')
    .select(VOUCHER_COLUMNS)
    .select(['member_vouchers.assigned_at', 'member_vouchers.used_at', 'member_vouchers.used_by'])
    .where('member_vouchers.member_id', '=', memberId)
    .where('vouchers.deleted_at', 'is', null);
  if (voucherId !== undefined) q = q.where('vouchers.id', '=', voucherId);
  const today = voucherToday();
  const list = (await q.execute()).map((r) => ({
    ...toVoucher(r, today),
    assignedAt: r.assigned_at,
    usedAt: r.used_at,
    usedBy: r.used_by,
  }));
  const group = (v: MemberVoucher) => (v.usedAt ? 2 : v.expired ? 1 : 0);
  return list.sort(
    (a, b) =>
      group(a) - group(b) ||
      (a.usedAt && b.usedAt ? b.usedAt.localeCompare(a.usedAt) : a.expiry.localeCompare(b.expiry)) ||
      a.id - b.id,
  );
}
