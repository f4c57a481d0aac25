import { z } from 'zod';
import { QTY_MAX } from '../domain/storage';
import { branchParam, monthString } from './common';
import { endpoint } from './endpoint';
import { gridResult, writeKey } from './grid';

// The storage (stock) report (spec 3 sections 2, 3, 4 and 7; src/domain/storage.ts).
const qty = z
  .number()
  .finite()
  .min(0, 'Quantities are 0 or more')
  .max(QTY_MAX)
  .refine((v) => Math.round(v * 100) / 100 === v, 'Quantities have at most 2 decimals');
const itemId = z.string().trim().min(1).max(10);
const cellWrite = z.object({ value: qty, base: qty, key: writeKey });

export const storageItem = z.object({
  itemId: z.string(),
  tab: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Stock at the month's start: typed for the month, else last month's closing stock. */
  exist: z.number(),
  /** Whether `exist` was typed for this month (else carried from last month). */
  existTyped: z.boolean(),
  totalIn: z.number(),
  totalOut: z.number(),
  /** Stock after the month: exist + in - out. */
  stock: z.number(),
  /** The accountant's count of the stock, null until counted. */
  acc: z.number().nullable(),
});
export type StorageItem = z.infer<typeof storageItem>;

export const storageMonth = z.object({
  branchId: z.number(),
  branchName: z.string(),
  month: monthString,
  tabs: z.array(z.string()),
  items: z.array(storageItem),
  /** Per item and day what came in and went out (cells never written are 0 and left out). */
  listInOutItem: z.array(z.object({ itemId: z.string(), day: z.number(), field: z.string(), value: z.number() })),
  confirm: z.boolean(),
  sent: z.object({ at: z.string(), by: z.string() }).nullable(),
  canEdit: z.boolean(),
  canCount: z.boolean(),
});
export type StorageMonth = z.infer<typeof storageMonth>;

export const saveDataBody = z.object({
  /** Item changes: name and unit, and the month's start stock or the accountant's count (each a cell write). */
  dataStorageItems: z
    .array(
      z.object({
        itemId,
        name: z.string().trim().min(1).max(100).optional(),
        unit: z.string().trim().min(1).max(10).optional(),
        exist: cellWrite.optional(),
        acc: cellWrite.optional(),
      }),
    )
    .max(500)
    .default([]),
  listInOutItem: z
    .array(z.object({ itemId, day: z.number().int().min(1).max(31), field: z.string().max(10), ...cellWrite.shape }))
    .max(5000)
    .default([]),
  /** How many times the screen saved this month (kept in the audit trail). */
  changeTurn: z.number().int().min(0).max(1_000_000).optional(),
});

const compareAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  countError: z.number(),
  data: z.array(z.object({ itemId: z.string(), name: z.string(), stock: z.number(), acc: z.number().nullable() })),
  dataStorageItems: z.array(storageItem),
  confirm: z.boolean(),
});
const branchMonth = z.object({ branch: branchParam, month: monthString });
const branchIdMonth = z.object({ branchId: branchParam, month: monthString });

export const storageApi = {
  getData: endpoint({
    method: 'GET',
    path: '/storage/:branch/get_data/:month',
    params: branchMonth,
    answer: z.object({ status: z.literal(1), msg: z.enum(['ok', 'null']), data: storageMonth }),
  }),
  /** The items whose stock differs from the accountant's count, and the month's confirm flag; changes nothing. */
  compareData: endpoint({
    method: 'GET',
    path: '/storage/:branch/compare_data/:month',
    params: branchMonth,
    answer: compareAnswer,
  }),
  /** CONFIRM WITH ACC (path not in the spec): the compare, which confirms the month when no item differs. */
  confirmData: endpoint({
    method: 'POST',
    path: '/storage/:branchId/confirm/:month',
    params: branchIdMonth,
    answer: compareAnswer,
  }),
  saveData: endpoint({
    method: 'PATCH',
    path: '/storage/:branchId/save_data/:month',
    params: branchIdMonth,
    body: saveDataBody,
    answer: z.object({ status: z.literal(1), msg: z.string(), results: z.array(gridResult), confirm: z.boolean() }),
  }),
  /** SEND REPORT (path not in the spec): mails the month's stock to the branch's accountants; needs the confirm. */
  sendReport: endpoint({
    method: 'POST',
    path: '/storage/:branchId/send_report/:month',
    params: branchIdMonth,
    answer: z.object({ status: z.literal(1), msg: z.string(), sent: z.object({ at: z.string(), by: z.string() }) }),
  }),
};
