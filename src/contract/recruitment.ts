import { z } from 'zod';
import { endpoint } from './endpoint';

// Recruitment (spec 3 sections 3, 4, 5 and 7). A row: _id (a stored id, or a temporary one starting with
// 'new'), position (a Vietnamese label of src/domain/recruitment.ts), location (the workplace), deadline
// ('YYYY-MM-DD'). One save carries the changed rows, the new rows and the ids removed; rows missing a
// position, workplace or deadline are not saved and come back in `skipped`; a value outside the lists or
// a deadline that is not a date refuses the whole save (400, nothing stored). A changed row carries the
// revision it was read at: a row changed or removed since refuses the whole save (409, "Can't SAVE
// report, please reload page and check again." with `current`, the list as stored now). `data` (the
// screen's whole list) is accepted for the old client's shape and not used: the three lists say what changes.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v ?? '').trim());

export const recruitmentRowIn = z.object({
  _id: z.string().regex(/^(new[A-Za-z0-9_-]{0,36}|\d{1,9})$/, 'Unknown row id'),
  position: text(100),
  location: text(40),
  deadline: text(30),
  /** The revision the screen read (a new row: 0); a changed row stored at another one is refused (409). */
  revision: z.number().int().min(0).default(0),
});

export const recruitmentRow = z.object({
  _id: z.string(),
  position: z.string(),
  location: z.string(),
  deadline: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  revision: z.number(),
});
export type RecruitmentRowOut = z.infer<typeof recruitmentRow>;

const ROWS_MAX = 500;
export const recruitmentSaveBody = z
  .object({
    changeDataList: z.array(recruitmentRowIn).max(ROWS_MAX).default([]),
    newList: z.array(recruitmentRowIn).max(ROWS_MAX).default([]),
    deleteList: z.array(z.string().max(40)).max(ROWS_MAX).default([]),
    data: z.array(z.unknown()).max(2000).optional(),
  })
  .strict();

export const skippedRow = z.object({ _id: z.string(), missing: z.array(z.string()) });
export type SkippedRow = z.infer<typeof skippedRow>;

export const recruitmentApi = {
  load: endpoint({
    method: 'GET',
    path: '/recruitment/load_data_recruitment',
    answer: z.object({ status: z.literal(1), msg: z.string(), data: z.array(recruitmentRow) }),
  }),
  save: endpoint({
    method: 'POST',
    path: '/recruitment/update_data_recruitment',
    body: recruitmentSaveBody,
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      data: z.object({
        added: z.number(),
        changed: z.number(),
        deleted: z.number(),
        skipped: z.array(skippedRow),
        list: z.array(recruitmentRow),
      }),
    }),
  }),
};
