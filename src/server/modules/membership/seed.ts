// Demo membership (deterministic): 1,200 members who joined over the last two years (ids in order of
// joining) with every login type, rank, gender, birth years 1955-2007, areas and booking counts (the
// report-total dashboard charts them), and 30 vouchers, 8 of them expired, given to about 4 members in 10,
// some already used.
import { branchToday } from '../../../domain/branches';
import { LOGIN_TYPES, rankOfPoints, type VoucherType } from '../../../domain/membership';
import { foldText } from '../../../domain/text-search';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import { rng, type Rng } from '../../db/seed/prng';
import type { MemberTable } from '../../db/schema';

export const DEMO_MEMBERS = 1200;
const DAY_MS = 86_400_000;

const VN_FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
];
const VN_MIDDLE = ['Văn', 'Thị', 'Đức', 'Minh', 'Ngọc', 'Thu', 'Hữu', 'Quang', 'Thanh', 'Gia'];
const VN_GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hùng', 'Khoa', 'Lan', 'Linh', 'Long'];
const VN_GIVEN2 = ['Mai', 'Nam', 'Nga', 'Phúc', 'Phương', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến'];
const JP_FAMILY = ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi'];
const JP_GIVEN = ['Hiroshi', 'Takeshi', 'Kenji', 'Yuki', 'Akira', 'Naoki', 'Haruka', 'Keiko', 'Mai', 'Ryo', 'Emi'];
const EN_FAMILY = ['Smith', 'Johnson', 'Brown', 'Miller', 'Wilson', 'Taylor', 'Martin', 'Kim', 'Park', 'Lee'];
const EN_GIVEN = ['James', 'Emma', 'Olivia', 'Liam', 'Noah', 'Sophie', 'Daniel', 'Grace', 'Min-jun', 'Ji-woo'];
const MAIL = ['gmail.com', 'yahoo.com', 'icloud.com', 'outlook.com', 'yahoo.co.jp'];
const AREA_WEIGHTS: [string, number][] = [
  ['Ha Noi', 40],
  ['Ho Chi Minh', 35],
  ['Da Nang', 12],
  ['Hai Phong', 8],
  ['Cambodia', 5],
];

function weighted<T>(r: Rng, list: readonly [T, number][]): T {
  let n = r.int(
    1,
    list.reduce((s, [, w]) => s + w, 0),
  );
  for (const [v, w] of list) if ((n -= w) <= 0) return v;
  return list[0][0];
}

function personName(r: Rng): string {
  const kind = r.int(1, 10);
  if (kind <= 6) {
    const middle = r.pick(VN_MIDDLE);
    return `${r.pick(VN_FAMILY)} ${middle} ${r.pick(r.chance(0.5) ? VN_GIVEN : VN_GIVEN2)}`;
  }
  if (kind <= 8) return `${r.pick(JP_FAMILY)} ${r.pick(JP_GIVEN)}`;
  return `${r.pick(EN_GIVEN)} ${r.pick(EN_FAMILY)}`;
}

type NewMember = Omit<MemberTable, 'id'>;

export function demoMembers(now: Date, count = DEMO_MEMBERS): NewMember[] {
  const r = rng(1415);
  const joined = Array.from({ length: count }, () => now.getTime() - r.int(0, 729) * DAY_MS - r.int(0, DAY_MS - 1));
  joined.sort((a, b) => a - b);
  return joined.map((at, i) => {
    const name = personName(r);
    const loginType = weighted(r, [
      [LOGIN_TYPES[0], 40],
      [LOGIN_TYPES[1], 25],
      [LOGIN_TYPES[2], 15],
      [LOGIN_TYPES[3], 20],
    ]);
    const userId = `AZ${String(100001 + i)}`;
    const local = foldText(name).replace(/[^a-z]+/g, '.');
    const email = `${local}${r.int(1, 999)}@${loginType === 'Apple' ? 'icloud.com' : r.pick(MAIL)}`;
    const points = Math.floor(r.next() ** 2.4 * 16000);
    return {
      user_id: userId,
      name,
      email,
      login_type: loginType,
      rank: rankOfPoints(points),
      az_point: points,
      az_coin: r.int(0, Math.floor(points / 4)),
      gender: weighted(r, [
        ['Male', 47],
        ['Female', 49],
        ['Other', 4],
      ]),
      birth_year: r.chance(0.06) ? null : r.int(1955, 2007),
      registered_at: new Date(at).toISOString(),
      area: weighted(r, AREA_WEIGHTS),
      bookings: Math.floor(r.next() ** 2 * 30),
      search: foldText(`${userId} ${name} ${email}`),
    };
  });
}

const VOUCHERS: [code: string, name: string, type: VoucherType, discount: number, maxPrice: number, azCoin: number][] =
  [
    ['WELCOME10', 'Welcome gift 10%', 'Other', 10, 200_000, 0],
    ['SPA20', 'Massage 20% off', 'Change', 20, 300_000, 500],
    ['ROTEN15', 'Rotenburo 15% off', 'Change', 15, 150_000, 300],
    ['BF-FREE', 'Free breakfast', 'Change', 100, 120_000, 400],
    ['BIRTHDAY25', 'Birthday 25% off', 'Other', 25, 500_000, 0],
    ['LONGSTAY12', 'Long stay 12% off', 'Other', 12, 1_000_000, 0],
    ['GOLD30', 'Gold member 30% off', 'Other', 30, 800_000, 0],
    ['DIAMOND50', 'Diamond member 50% off', 'Other', 50, 2_000_000, 0],
    ['APP5', 'App booking 5% off', 'Other', 5, 100_000, 0],
    ['COIN100', 'Exchange 100 Az Coin', 'Change', 10, 100_000, 100],
    ['COIN500', 'Exchange 500 Az Coin', 'Change', 30, 400_000, 500],
    ['LATEOUT', 'Free late check-out', 'Change', 100, 250_000, 350],
    ['PICKUP50', 'Airport pick-up 50% off', 'Change', 50, 300_000, 250],
    ['TET2026', 'Tet holiday 20% off', 'Other', 20, 600_000, 0],
    ['SUMMER15', 'Summer 15% off', 'Other', 15, 400_000, 0],
    ['HANOI10', 'Ha Noi branches 10% off', 'Other', 10, 300_000, 0],
    ['HCM10', 'Ho Chi Minh branches 10% off', 'Other', 10, 300_000, 0],
    ['DANANG20', 'Da Nang 20% off', 'Other', 20, 500_000, 0],
    ['FRIEND8', 'Invite a friend 8% off', 'Other', 8, 150_000, 0],
    ['LAUNDRY', 'Free laundry bag', 'Change', 100, 80_000, 150],
    ['MINIBAR20', 'Minibar 20% off', 'Change', 20, 100_000, 120],
    ['SILVER10', 'Silver member 10% off', 'Other', 10, 300_000, 0],
    ['PLAT40', 'Platinum member 40% off', 'Other', 40, 1_500_000, 0],
    ['RAINY10', 'Rainy season 10% off', 'Other', 10, 200_000, 0],
    ['WEEKDAY12', 'Weekday stay 12% off', 'Other', 12, 400_000, 0],
    ['SPA-SET', 'Massage set 25% off', 'Change', 25, 450_000, 600],
    ['NEWYEAR', 'New Year 18% off', 'Other', 18, 500_000, 0],
    ['CAMBODIA15', 'Phnom Penh 15% off', 'Other', 15, 400_000, 0],
    ['REVIEW5', 'Thank you for your review', 'Other', 5, 100_000, 0],
    ['COIN1000', 'Exchange 1000 Az Coin', 'Change', 60, 1_000_000, 1000],
  ];
/** Vouchers (by index) whose expiry is already over. */
const EXPIRED = new Set([4, 8, 13, 14, 18, 23, 26, 28]);

async function insertChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedMembership(db: Db, demo: DemoSeed): Promise<void> {
  const today = branchToday(1, demo.now);
  const day = (offset: number) => new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10);
  const at = demo.now.toISOString();
  const members = demoMembers(demo.now);
  await insertChunks(members, 100, (chunk) => db.insertInto('members').values(chunk).execute());
  const memberIds = (await db.selectFrom('members').select('id').orderBy('id').execute()).map((x) => x.id);
  const r = rng(1416);
  await db
    .insertInto('vouchers')
    .values(
      VOUCHERS.map(([code, name, type, discount, maxPrice, azCoin], i) => ({
        code,
        code_key: code,
        name,
        type,
        discount,
        max_price: maxPrice,
        az_coin: azCoin,
        expiry: EXPIRED.has(i) ? day(-r.int(3, 200)) : day(r.int(10, 365)),
        infor: type === 'Change' ? `Exchange for ${azCoin} Az Coin in the app.` : `Up to ${discount}% off.`,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })),
    )
    .execute();
  const voucherIds = (await db.selectFrom('vouchers').select('id').orderBy('id').execute()).map((x) => x.id);
  const given: {
    member_id: number;
    voucher_id: number;
    assigned_at: string;
    used_at: string | null;
    used_by: string | null;
  }[] = [];
  for (const [i, m] of memberIds.entries()) {
    if (!r.chance(0.4)) continue;
    const ids = new Set<number>();
    for (let k = r.int(1, 3); k > 0; k--) ids.add(r.pick(voucherIds));
    for (const v of ids) {
      const assigned = new Date(
        Math.max(Date.parse(members[i].registered_at), demo.now.getTime() - r.int(1, 300) * DAY_MS),
      );
      const used = r.chance(0.25) ? new Date(assigned.getTime() + r.int(1, 20) * 3_600_000).toISOString() : null;
      given.push({
        member_id: m,
        voucher_id: v,
        assigned_at: assigned.toISOString(),
        used_at: used && used < at ? used : null,
        used_by: used && used < at ? 'Sumbook demo' : null,
      });
    }
  }
  await insertChunks(given, 150, (chunk) => db.insertInto('member_vouchers').values(chunk).execute());
}
