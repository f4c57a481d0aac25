import { z } from 'zod';
import {
  MAX_CELL,
  MAX_EMAIL,
  MAX_RECIPIENTS,
  RECIPIENT_STATES,
  SUPPORT_MAIL_KINDS,
  isEmail,
} from '../domain/support-mail';
import { idParam } from './common';
import { endpoint } from './endpoint';

// The support mail (spec 3 sections 2 and 7 Admin; src/domain/support-mail.ts), CEO and admin only.
// Import: the Excel file itself is the body; the server reads it into a preview (nothing stored). Test: the
// fixed mail to one address. Send: a durable job (one row per recipient) answered at once with its id; a
// worker in the server sends the rows and resumes unfinished jobs after a restart. Retry sends only the
// failed rows (and, when asked, the unconfirmed ones).

export const kindParam = z.enum(SUPPORT_MAIL_KINDS);
const email = z
  .string()
  .trim()
  .max(MAX_EMAIL)
  .refine((v) => isEmail(v), 'Not a valid e-mail');
const cellText = z.string().trim().max(MAX_CELL);

/** A recipient of the preview: its sheet row, name, address, the sheet's other columns, and why it can't be sent. */
export const recipient = z.object({
  row: z.number(),
  name: z.string(),
  email: z.string(),
  extra: z.record(z.string(), z.string()),
  problem: z.string().optional(),
});
export type RecipientRow = z.infer<typeof recipient>;

/**
 * A recipient as the screen sends it: the name and the address (checked again here). The sheet's other
 * columns stay in the preview: the fixed mail never uses them, and a wide 5,000-row list would not fit the
 * request body limit with them (extra keys are dropped by the parse).
 */
export const recipientIn = z.object({
  name: cellText.default(''),
  email,
});
export type RecipientIn = z.input<typeof recipientIn>;

export const importAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    format: z.enum(['xls', 'xlsx']),
    sheet: z.string(),
    /** Headings: the name and e-mail columns first, then the others. */
    columns: z.array(z.string()),
    recipients: z.array(recipient),
    /** Sheet rows left out because their address was already in the list. */
    duplicates: z.array(z.number()),
    invalid: z.number(),
  }),
});
export type ImportAnswer = z.infer<typeof importAnswer>;
export type ImportedList = ImportAnswer['data'];

/** send_support_mail_test: mailTo gets the fixed mail, personalised with excelData's first row; mailFrom is the Reply-To. */
export const testBody = z.object({
  mailTo: email,
  mailFrom: email.optional(),
  kind: kindParam.default('guest'),
  excelData: z.array(recipientIn).max(1).default([]),
});

/** send_support_mail_to_list/:kind: the recipients (duplicates merged, every address checked); mailFrom is the Reply-To. */
export const listBody = z.object({
  recipients: z
    .array(recipientIn)
    .min(1, 'The list has no valid e-mail: import a list first')
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients in one list`),
  mailFrom: email.optional(),
});

export const jobState = z.enum(['running', 'done']);
export const counts = z.object({
  pending: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  unconfirmed: z.number(),
});
export const jobSummary = z.object({
  id: z.number(),
  kind: kindParam,
  state: jobState,
  total: z.number(),
  counts,
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().nullable(),
  /** Retries asked so far. */
  retries: z.number(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobRecipient = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  state: z.enum(RECIPIENT_STATES),
  /** The last failure (the mail server's answer), '' when none. */
  error: z.string(),
  attempts: z.number(),
  /** When it was last handed to the mail server, and when the server took it. */
  triedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type JobRecipient = z.infer<typeof jobRecipient>;

const jobAnswer = z.object({ status: z.literal(1), msg: z.string(), job: jobSummary });

export const recipientsQuery = z.object({
  state: z.enum(RECIPIENT_STATES).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const jobParam = z.object({ jobId: idParam });

export const supportMailApi = {
  importList: endpoint({ method: 'POST', path: '/user/support_mail_import', answer: importAnswer }),
  sendTest: endpoint({
    method: 'POST',
    path: '/user/send_support_mail_test',
    body: testBody,
    answer: z.object({ status: z.literal(1), msg: z.string() }),
  }),
  sendToList: endpoint({
    method: 'POST',
    path: '/user/send_support_mail_to_list/:kind',
    params: z.object({ kind: kindParam }),
    body: listBody,
    answer: jobAnswer.extend({ jobId: z.number(), duplicates: z.number() }),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/user/support_mail_retry/:jobId',
    params: jobParam,
    body: z.object({ unconfirmed: z.boolean().default(false) }),
    answer: jobAnswer.extend({ queued: z.number() }),
  }),
  job: endpoint({ method: 'GET', path: '/user/support_mail_job/:jobId', params: jobParam, answer: jobAnswer }),
  recipients: endpoint({
    method: 'GET',
    path: '/user/support_mail_job/:jobId/recipients',
    params: jobParam,
    query: recipientsQuery,
    answer: z.object({ status: z.literal(1), total: z.number(), data: z.array(jobRecipient) }),
  }),
  jobs: endpoint({
    method: 'GET',
    path: '/user/support_mail_jobs',
    answer: z.object({ status: z.literal(1), data: z.array(jobSummary) }),
  }),
};
