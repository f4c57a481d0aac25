import { z } from 'zod';
import { idParam } from './common';
import { endpoint } from './endpoint';
import { shellCalls } from './light-calls';

/** Types: 1 reception asks to edit a sum; 2 manager asks; 3 accountant asks; 4 result; 10 unpaid bill to check. */
export const notificationType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(10)]);

export const notification = z.object({
  id: z.number(),
  title: z.string(),
  Conent: z.string(),
  time_created: z.string(),
  type: notificationType,
  isread: z.boolean(),
  answer: z.string(),
  sent_to: z.number().nullable(),
  sent_from: z.string(),
  role: z.number().nullable(),
  branch: z.number().nullable(),
  link: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const sentNotiBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    Conent: z.string().max(2000).default(''),
    type: notificationType,
    /** A user id, or a role (and branch) to reach everyone holding it. */
    sent_to: z.number().int().positive().optional(),
    role: z.number().int().min(0).max(8).optional(),
    branch: z.number().int().min(0).optional(),
    link: z.string().max(300).default(''),
    /** Only the server links a notification to what it is about: a body that sets it is refused (403). */
    ref: z.string().max(100).optional(),
  })
  .refine((b) => b.sent_to !== undefined || b.role !== undefined, { message: 'sent_to or role is required' });

export const updateNotiBody = z.object({ isread: z.boolean().default(true), answer: z.string().max(200).default('') });

export const notificationList = z.object({ status: z.literal(1), data: z.array(notification), unread: z.number() });

/** Edit-request answers (in light-calls.ts, for the bell that loads no zod). */
export { EDIT_AGREE, EDIT_REFUSE, EDIT_REFUSE_REPLY } from './light-calls';

/** The bell's calls (spec 1 section 7.1). Answers to edit requests come back with the new version on Agree. */
export const notificationApi = {
  list: endpoint({
    ...shellCalls.notifications,
    answer: notificationList.extend({ pollMs: z.number() }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/user/sent_noti',
    body: sentNotiBody,
    answer: z.object({ status: z.literal(1), msg: z.string(), id: z.number() }),
  }),
  update: endpoint({
    ...shellCalls.updateNotification,
    params: z.object({ id: idParam }),
    body: updateNotiBody,
    answer: z.object({ status: z.literal(1), msg: z.string(), version: z.number().optional() }),
  }),
};
