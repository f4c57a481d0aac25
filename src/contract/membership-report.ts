import { z } from 'zod';
import { AGE_GROUPS } from '../domain/membership-report';
import { endpoint } from './endpoint';

// The report-total Member Ship tab (spec 3 sections 2, 3 and 7; src/domain/membership-report.ts): GET
// /report/membership, the whole chain's members. Roles 1, 2, 5, 6, 7, 8 (report-total without reception,
// accounting and the supervisor, who has no Member Ship tab).
const counts = z.record(z.string(), z.number());

export const membershipReport = z.object({
  year: z.number(),
  totalMembers: z.number(),
  genderCounts: counts,
  rankTypeCounts: counts,
  dataChartLoginTypeTitle: z.array(z.string()),
  dataChartLoginTypeData: z.array(z.number()),
  /** Registrations per month (Jan..Dec) of `year`. */
  registrationsByYearOrdered: z.array(z.object({ month: z.string(), count: z.number() })),
  /** Age groups (labels and counts), as the old report named them. */
  dataChartAreaGroupTitle: z.array(z.enum(AGE_GROUPS)),
  dataChartAreaGroupData: z.array(z.number()),
  ageUnknown: z.number(),
  countBookingByMemberShip: z.number(),
  totalAzCoin: z.number(),
  top10AzCoinUsers: z.array(z.object({ userId: z.string(), name: z.string(), azCoin: z.number(), email: z.string() })),
});
export type MembershipReport = z.infer<typeof membershipReport>;

export const membershipReportApi = {
  get: endpoint({
    method: 'GET',
    path: '/report/membership',
    answer: z.object({ status: z.literal(1), data: membershipReport }),
  }),
};
