import { z } from 'zod';
import { calendarData, calendarQuery } from './calendar';
import { branchParam, monthString } from './common';
import { endpoint } from './endpoint';

// Report total's branch view and the reservation report (spec 3 sections 2, 3 and 7; the counting rules
// are src/domain/dashboard.ts). Branch 0 with an area is the whole area, with area 'all' the whole chain,
// for the roles that pick branches; for the others branch 0 is their own branch.
export const CHAIN = 'all';
export const areaParam = z.string().min(1).max(40);

export const branchTotals = z.object({
  roomTotal: z.number(),
  capacity: z.number(),
  femaleTotal: z.number(),
  OTATotal: z.number(),
  OTATotalDetails: z.record(z.string(), z.number()),
  memberShipTotal: z.number(),
  companyTotal: z.number(),
  fromAzWebTotal: z.number(),
  fromAzAppTotal: z.number(),
  pickUpTotal: z.number(),
  dropOffTotal: z.number(),
  waitingListTotal: z.number(),
  cancelListTotal: z.number(),
  surveyTotal: z.number(),
  dataCapacityMonth: z.array(z.object({ month: z.string(), capacity: z.number() })),
  dataCapacityMonthArea: z.array(z.object({ branchId: z.number(), name: z.string(), capacity: z.number() })),
  percent: z.number(),
});
export type BranchTotals = z.infer<typeof branchTotals>;

export const reportData = z.object({
  view: z.literal('report'),
  content: branchTotals,
  branchInformation: z.object({ room: z.number(), name: z.string() }),
  scope: z.enum(['branch', 'area', 'chain']),
  branchId: z.number(),
  area: z.string(),
  month: z.string(),
});
export type ReportData = z.infer<typeof reportData>;

/** The answer of either view: data.view tells which ('calendar': src/contract/calendar.ts). */
export const takeGuestNumberAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.discriminatedUnion('view', [reportData, calendarData]),
});

const counts = z.object({
  booking: z.number(),
  roomAmount: z.number(),
  language: z.object({ ja: z.number(), en: z.number(), vi: z.number(), ko: z.number() }),
  deviceType: z.object({ pc: z.number(), phone: z.number(), tablet: z.number(), app: z.number() }),
});
export type ReservationCountsAnswer = z.infer<typeof counts>;

export const reservationAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    month: z.string(),
    byArea: z.array(counts.extend({ area: z.string() })),
    byBranch: z.array(counts.extend({ branchId: z.number(), code: z.string(), name: z.string(), area: z.string() })),
  }),
});
export type ReservationAnswer = z.infer<typeof reservationAnswer>;

export const dashboardApi = {
  /** view 'report' (roles 1, 2, 5, 6, 7, 8) or 'calendar' (those and 3; query: calendarQuery). */
  takeGuestNumber: endpoint({
    method: 'GET',
    path: '/report/:branchId/take_guest_number/:area/:month/:view',
    params: z.object({
      branchId: branchParam,
      area: areaParam,
      month: monthString,
      view: z.enum(['calendar', 'report']),
    }),
    query: calendarQuery,
    answer: takeGuestNumberAnswer,
  }),
  reservation: endpoint({
    method: 'GET',
    path: '/booking/report_reservation/:month',
    params: z.object({ month: monthString }),
    answer: reservationAnswer,
  }),
};
