import { z } from 'zod';
import { branchOnly, branchParam, digitsParam } from './common';
import { endpoint } from './endpoint';
import { shellCalls } from './light-calls';
import { SERVICE_RATE_KEYS } from '../domain/manager-lines';
import { REMIND_DAYS_MAX, REMIND_STEPS_MAX } from '../domain/debit-remind';

export const branchInfo = z.object({
  branchID: z.number(),
  code: z.string(),
  name: z.string(),
  area: z.string(),
  room: z.number(),
  other: z.record(z.string(), z.unknown()),
});

export const room = z.object({ number: z.string(), type: z.string(), floor: z.number() });
export type Room = z.infer<typeof room>;

export const areaList = z.record(z.string(), z.array(z.object({ name: z.string(), branchID: z.number() })));
export type AreaList = z.infer<typeof areaList>;

/** One price of a branch's list (spec 3 section 3, ServiceRate), in the branch currency. */
const price = z.number().min(0, 'A price cannot be negative').max(1e9, 'A price is too large');

export const branchOtherBody = z
  .object({
    /** Admin and CEO only: the branch's name and room count (the capacity the reports divide by). */
    name: z.string().trim().min(1, 'Please input the branch name').max(100).optional(),
    rooms: z.number().int('Rooms must be a whole number').min(1, 'Rooms must be at least 1').max(2000).optional(),
    /** The branch's exchange rate to its sum currency (25,400 VND per USD; 1 for the USD branch). */
    sumRate: z.number().positive().max(1_000_000).optional(),
    /** A month's fixed expense in the branch currency (the totalProfit figure the manager report subtracts). */
    fixedExpense: z.number().min(0).max(1e12).optional(),
    /** Admin and CEO only: prices by SERVICE_RATE_KEYS (domain/manager-lines.ts); a key left out keeps its price. */
    serviceRate: z.partialRecord(z.enum(SERVICE_RATE_KEYS), price).optional(),
    /** The survey report day (dateReport.survey). */
    surveyDay: z.number().int().min(1).max(31).optional(),
    /** Days unpaid at which a debit line is reminded (issue 32; default 7, 30, 60): admin, CEO, accountant leader and chief. */
    remindDays: z
      .array(z.number().int('Reminder days must be whole numbers').min(1).max(REMIND_DAYS_MAX))
      .min(1, 'Give at least one reminder day')
      .max(REMIND_STEPS_MAX)
      .refine((d) => d.every((v, i) => i === 0 || v > d[i - 1]), 'Reminder days must rise: 7, 30, 60')
      .optional(),
  })
  .strict();
export type BranchOtherBody = z.infer<typeof branchOtherBody>;

/** A branch record as the admin's Branch section edits it. */
export const branchRecord = z.object({
  branchID: z.number(),
  code: z.string(),
  name: z.string(),
  area: z.string(),
  room: z.number(),
  sumRate: z.number(),
  fixedExpense: z.number(),
  surveyDay: z.number(),
  /** The prices in force (stored ones over the currency's defaults). */
  serviceRate: z.record(z.string(), z.number()),
  /** The reminder days in force (the stored ones, else 7, 30, 60). */
  remindDays: z.array(z.number()),
  other: z.record(z.string(), z.unknown()),
});
export type BranchRecord = z.infer<typeof branchRecord>;

/** A guide of the manual; `id` and `revision` let the admin edit it (POST /guider/save_guider, contract/guide.ts). */
export const guide = z.object({ id: z.number(), name: z.string(), content: z.string(), revision: z.number() });

const branchX = z.object({ x: branchParam });
const okData = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), msg: z.string(), data });
export const roomsQuery = z.object({ branch: digitsParam(0, 999).optional() });

/** The branch calls of spec 1 section 7.2. */
export const branchApi = {
  inform: endpoint({ method: 'GET', path: '/branch/inform/:x', params: branchX, answer: okData(branchInfo) }),
  name: endpoint({ method: 'GET', path: '/branch/get_name_branch/:x', params: branchX, answer: okData(z.string()) }),
  area: endpoint({ method: 'GET', path: '/branch/get_area_branch/:x', params: branchX, answer: okData(z.string()) }),
  rooms: endpoint({ ...shellCalls.rooms, query: roomsQuery, answer: okData(z.array(room)) }),
  areas: endpoint({ ...shellCalls.areas, answer: okData(areaList) }),
  cardTitles: endpoint({
    ...shellCalls.cardTitles,
    answer: okData(z.array(z.object({ key: z.string(), name: z.string() }))),
  }),
  updateOther: endpoint({
    method: 'PATCH',
    path: '/branch/:branchId/update_other',
    params: branchOnly,
    body: branchOtherBody,
    answer: okData(branchRecord),
  }),
  listOther: endpoint({
    method: 'GET',
    path: '/branch/branch_list_other/:branch',
    params: z.object({ branch: branchParam }),
    answer: okData(branchRecord),
  }),
};

/** The guide pages (signed in, and the public copy for the sign-in screen). */
export const guideApi = {
  list: endpoint({ method: 'GET', path: '/guider/get_guider', answer: okData(z.array(guide)) }),
  listPublic: endpoint({ method: 'GET', path: '/guider/get_all_guider', answer: okData(z.array(guide)) }),
};
