// GET /report/membership (spec 3 sections 2, 3 and 7): the Member Ship tab of /report-total over the whole
// chain's members. Roles 1, 2, 5, 6, 7, 8: /report-total is closed to reception (0) and accounting (4) and
// its Member Ship tab is hidden for the supervisor (3). The database counts, groups and sums; the groups'
// names and the report's year are src/domain/membership-report.ts's.
import { membershipReportApi, type MembershipReport } from '../../../contract/membership-report';
import { branchToday } from '../../../domain/branches';
import {
  AGE_GROUPS,
  ageGroups,
  genderCounts,
  localYearBounds,
  loginTypeCounts,
  MONTH_LABELS,
  rankCounts,
  registrationsByMonth,
  TOP_COIN_USERS,
} from '../../../domain/membership-report';
import { ROLE } from '../../../domain/roles';
import type { ServerContext, ZodApp } from '../../context';
import type { Db } from '../../db/connection';
import { route } from '../../kernel/route';

export const MEMBERSHIP_REPORT_ROLES = [
  ROLE.ADMIN,
  ROLE.MANAGER,
  ROLE.ACC_LEADER,
  ROLE.AREA_MANAGER,
  ROLE.CEO,
  ROLE.ACC_CHIEF,
] as const;

async function countBy(db: Db, column: 'gender' | 'rank' | 'login_type') {
  const rows = await db
    .selectFrom('members')
    .select([column, db.fn.countAll<number>().as('count')])
    .groupBy(column)
    .execute();
  return rows.map((r) => ({ key: String(r[column]), count: Number(r.count) }));
}

/** The report of `year` (the chain's current year by default). */
export async function membershipReport(db: Db, year: number): Promise<MembershipReport> {
  const bounds = localYearBounds(year);
  const [totals, gender, rank, login, births, joined, top] = await Promise.all([
    db
      .selectFrom('members')
      .select((eb) => [
        eb.fn.countAll<number>().as('members'),
        eb.fn.coalesce(eb.fn.sum<number>('bookings'), eb.lit(0)).as('bookings'),
        eb.fn.coalesce(eb.fn.sum<number>('az_coin'), eb.lit(0)).as('coin'),
      ])
      .executeTakeFirstOrThrow(),
    countBy(db, 'gender'),
    countBy(db, 'rank'),
    countBy(db, 'login_type'),
    db
      .selectFrom('members')
      .select(['birth_year', db.fn.countAll<number>().as('count')])
      .groupBy('birth_year')
      .execute(),
    db
      .selectFrom('members')
      .select('registered_at')
      .where('registered_at', '>=', bounds.from)
      .where('registered_at', '<', bounds.to)
      .execute(),
    db
      .selectFrom('members')
      .select(['user_id', 'name', 'email', 'az_coin'])
      .orderBy('az_coin', 'desc')
      .orderBy('id')
      .limit(TOP_COIN_USERS)
      .execute(),
  ]);
  const logins = loginTypeCounts(login);
  const ages = ageGroups(
    births.map((b) => ({ birthYear: b.birth_year, count: Number(b.count) })),
    year,
  );
  const perMonth = registrationsByMonth(joined.map((j) => j.registered_at));
  return {
    year,
    totalMembers: Number(totals.members),
    genderCounts: genderCounts(gender),
    rankTypeCounts: rankCounts(rank),
    dataChartLoginTypeTitle: Object.keys(logins),
    dataChartLoginTypeData: Object.values(logins),
    registrationsByYearOrdered: MONTH_LABELS.map((m, i) => ({ month: m, count: perMonth[i] })),
    dataChartAreaGroupTitle: [...AGE_GROUPS],
    dataChartAreaGroupData: AGE_GROUPS.map((g) => ages.groups[g]),
    ageUnknown: ages.unknown,
    countBookingByMemberShip: Number(totals.bookings),
    totalAzCoin: Number(totals.coin),
    top10AzCoinUsers: top.map((m) => ({ userId: m.user_id, name: m.name, azCoin: m.az_coin, email: m.email })),
  };
}

export function membershipReportRoutes(app: ZodApp, { db }: ServerContext): void {
  route(app, membershipReportApi.get, { roles: MEMBERSHIP_REPORT_ROLES }, async () => {
    const year = Number(branchToday(1).slice(0, 4));
    return { status: 1 as const, data: await membershipReport(db, year) };
  });
}
