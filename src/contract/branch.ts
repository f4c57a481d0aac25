import { z } from 'zod';
import { branchOnly, branchParam, digitsParam } from './common';
import { endpoint } from './endpoint';

export const branchInfo = z.object({
  branchID: z.number(),
  code: z.string(),
  name: z.string(),
  area: z.string(),
  room: z.number(),
  other: z.record(z.string(), z.unknown()),
});
export type BranchInfoAnswer = z.infer<typeof branchInfo>;

export const room = z.object({ number: z.string(), type: z.string(), floor: z.number() });
export type Room = z.infer<typeof room>;

export const areaList = z.record(z.string(), z.array(z.object({ name: z.string(), branchID: z.number() })));
export type AreaList = z.infer<typeof areaList>;

export const branchOtherBody = z
  .object({
    /** The branch's exchange rate to its sum currency (25,400 VND per USD; 1 for the USD branch). */
    sumRate: z.number().positive().max(1_000_000).optional(),
    /** A month's fixed expense in the branch currency, within the amounts a sum holds. */
    fixedExpense: z.number().min(0).max(1e12).optional(),
    surveyDay: z.number().int().min(1).max(31).optional(),
  })
  .strict();

export const guide = z.object({ name: z.string(), content: z.string() });

const branchX = z.object({ x: branchParam });
const okData = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), msg: z.string(), data });
/** Branch settings as stored (the known keys plus what the admin screens keep there). */
export const branchOther = z.record(z.string(), z.unknown());
export const roomsQuery = z.object({ branch: digitsParam(0, 999).optional() });

/** The branch calls of spec 1 section 7.2. */
export const branchApi = {
  inform: endpoint({ method: 'GET', path: '/branch/inform/:x', params: branchX, answer: okData(branchInfo) }),
  name: endpoint({ method: 'GET', path: '/branch/get_name_branch/:x', params: branchX, answer: okData(z.string()) }),
  area: endpoint({ method: 'GET', path: '/branch/get_area_branch/:x', params: branchX, answer: okData(z.string()) }),
  rooms: endpoint({ method: 'GET', path: '/branch/get_list_room/', query: roomsQuery, answer: okData(z.array(room)) }),
  areas: endpoint({ method: 'GET', path: '/branch/get_area', answer: okData(areaList) }),
  cardTitles: endpoint({
    method: 'GET',
    path: '/branch/get_rc_sum_title/',
    answer: okData(z.array(z.object({ key: z.string(), name: z.string() }))),
  }),
  updateOther: endpoint({
    method: 'PATCH',
    path: '/branch/:branchId/update_other',
    params: branchOnly,
    body: branchOtherBody,
    answer: okData(branchOther),
  }),
  listOther: endpoint({
    method: 'GET',
    path: '/branch/branch_list_other/:branch',
    params: z.object({ branch: branchParam }),
    answer: okData(branchOther),
  }),
};

/** The guide pages (signed in, and the public copy for the sign-in screen). */
export const guideApi = {
  list: endpoint({ method: 'GET', path: '/guider/get_guider', answer: okData(z.array(guide)) }),
  listPublic: endpoint({ method: 'GET', path: '/guider/get_all_guider', answer: okData(z.array(guide)) }),
};
