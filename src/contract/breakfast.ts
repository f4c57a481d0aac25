import { z } from 'zod';
import { COUNT_MAX } from '../domain/breakfast';
import { branchParam, monthString } from './common';
import { endpoint } from './endpoint';
import { gridResult, writeKey } from './grid';

// The breakfast report (spec 3 sections 2, 3, 4 and 7; src/domain/breakfast.ts).
const count = z.number().int('Counts are whole numbers').min(0, 'Counts are 0 or more').max(COUNT_MAX);
const dayOfMonth = z.number().int().min(1).max(31);

export const breakfastDay = z.object({
  day: z.number(),
  outSide: z.number(),
  other: z.number(),
  onigiri: z.number(),
  guestInHouse: z.number(),
  guestHaveBF: z.number(),
  total: z.number(),
  capacity: z.number(),
});
export const breakfastMonth = z.object({
  branchId: z.number(),
  branchName: z.string(),
  month: monthString,
  rooms: z.array(z.object({ number: z.string(), type: z.string() })),
  /** Each room's breakfast guests per day (cells never written are 0 and left out). */
  listRoom: z.array(z.object({ room: z.string(), day: z.number(), value: z.number() })),
  days: z.array(breakfastDay),
  totals: breakfastDay.omit({ day: true }),
  /** Days closed for editing (X). */
  listSaveDay: z.array(z.number()),
  /** Open days that were closed and opened again: the last reopening of each, who and when. */
  reopened: z.array(z.object({ day: z.number(), by: z.string(), at: z.string() })),
  /** The branch's live room QR cards: card id -> room (a scan is read on the device, offline too). */
  roomCards: z.record(z.string(), z.string()),
  canEdit: z.boolean(),
});
export type BreakfastMonth = z.infer<typeof breakfastMonth>;

export const breakfastWrite = z.object({
  /** A room number, or OUTSIDE / HAN + Friend / ONIGIRI as outSide, other, onigiri. */
  colum: z.string().trim().min(1).max(20),
  day: dayOfMonth,
  value: count,
  /** The value the change was based on (what the screen showed). */
  base: count,
  key: writeKey,
});
export const breakfastScan = z.object({
  /** The scanned text: a room's survey QR card or a plain room code (src/domain/room-code.ts). */
  code: z.string().trim().min(1).max(300),
  day: dayOfMonth,
  /** +1 a scan, -1 its undo. */
  delta: z.union([z.literal(1), z.literal(-1)]),
  key: writeKey,
});

/**
 * POST update_children/:type/:month. type `cell`: one write {colum, day, value, base, key}; `list`: a day's
 * quick edit {day, list: [{colum, value, base, key}]}; `status`: opens or closes {day} (closed sets it);
 * `scan`: {code, day, delta, key} adds one breakfast guest to the scanned room (or takes it back).
 */
export const updateChildrenBody = z.object({
  day: dayOfMonth,
  colum: z.string().trim().min(1).max(20).optional(),
  value: count.optional(),
  base: count.optional(),
  key: writeKey.optional(),
  list: z
    .array(breakfastWrite.omit({ day: true }))
    .max(500)
    .optional(),
  closed: z.boolean().optional(),
  code: z.string().trim().min(1).max(300).optional(),
  delta: z.union([z.literal(1), z.literal(-1)]).optional(),
  /** Sent by the old screen with a day; kept for compatibility, worked out on the server. */
  guestHaveBF: z.number().optional(),
});
export const updateType = z.enum(['cell', 'list', 'status', 'scan']);

export const updateChildrenAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  results: z.array(gridResult),
  /** The day's rows after the change. */
  day: breakfastDay,
  listSaveDay: z.array(z.number()),
  /** A scan: the room it counted for. */
  room: z.string().optional(),
});

export const breakfastApi = {
  getData: endpoint({
    method: 'GET',
    path: '/sup_report/breakfast/:branch/get_data/:month',
    params: z.object({ branch: branchParam, month: monthString }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: breakfastMonth }),
  }),
  updateChildren: endpoint({
    method: 'POST',
    path: '/sup_report/breakfast/:branch/update_children/:type/:month',
    params: z.object({ branch: branchParam, type: updateType, month: monthString }),
    body: updateChildrenBody,
    answer: updateChildrenAnswer,
  }),
};
