import { z } from 'zod';

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

export const branchOtherBody = z.object({
  /** The branch's exchange rate to its sum currency (25,400 VND per USD; 1 for the USD branch). */
  sumRate: z.number().positive().max(1_000_000).optional(),
  /** A month's fixed expense in the branch currency, within the amounts a sum holds. */
  fixedExpense: z.number().min(0).max(1e12).optional(),
  surveyDay: z.number().int().min(1).max(31).optional(),
}).strict();

export const guide = z.object({ name: z.string(), content: z.string() });
