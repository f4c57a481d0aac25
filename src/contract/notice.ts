import { z } from 'zod';
import { NOTICE_CATEGORIES } from '../domain/notice';
import { endpoint } from './endpoint';

// Notice templates of the announcement form (spec 3 sections 2 and 3; src/domain/notice.ts): roles 0, 2, 3.
// The spec does not show the call's path; GET /notice/list is this build's.
export const noticeLine = z.object({ text: z.string(), edit: z.boolean() });
export const noticeTemplate = z.object({
  key: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  name: z.string(),
  name2: z.string(),
  name3: z.string(),
  fontSize: z.number(),
  content: z.array(noticeLine),
});

export const noticeApi = {
  list: endpoint({
    method: 'GET',
    path: '/notice/list',
    answer: z.object({ status: z.literal(1), data: z.array(noticeTemplate) }),
  }),
};
