import { z } from 'zod';
import { branchParam, dayString, digitsParam, monthString } from './common';
import { endpoint } from './endpoint';

// Calls shared by every versioned report kind (server/docs): comparing two versions (issue 17).

const versionNumber = digitsParam(1, 10000);

export const docDiffParams = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9_-]{0,29}$/, 'Unknown report kind'),
  branchId: branchParam,
  period: z.union([dayString, monthString], { error: 'Period must be YYYY-MM-DD or YYYY-MM' }),
});
export const docDiffQuery = z.object({ from: versionNumber, to: versionNumber });

/** Who made a version and when: the maker named on it, the last save, the send. */
export const versionMeta = z.object({
  version: z.number(),
  revision: z.number(),
  edit: z.boolean(),
  maker: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type VersionMeta = z.infer<typeof versionMeta>;

const anyValue = z.unknown();
const diffRow = z.record(z.string(), anyValue);
export const fieldChange = z.object({ field: z.string(), before: anyValue, after: anyValue });

export const docDiff = z.object({
  kind: z.string(),
  branchId: z.number(),
  period: z.string(),
  from: versionMeta,
  to: versionMeta,
  added: z.array(diffRow),
  removed: z.array(diffRow),
  changed: z.array(z.object({ key: z.string(), row: diffRow, fields: z.array(fieldChange) })),
  unchanged: z.number(),
  head: z.array(fieldChange),
  totals: z.array(fieldChange),
});
export type DocDiffAnswer = z.infer<typeof docDiff>;

export const docsApi = {
  /** Two versions of a report compared: rows added, removed and changed field by field, the head and totals. */
  diff: endpoint({
    method: 'GET',
    path: '/docs/:kind/:branchId/:period/diff',
    params: docDiffParams,
    query: docDiffQuery,
    answer: z.object({ status: z.literal(1), msg: z.string(), data: docDiff }),
  }),
};
