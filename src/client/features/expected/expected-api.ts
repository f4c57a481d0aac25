import type { AnswerOf, BodyOf } from '../../../contract/endpoint';
import { expectedApi } from '../../../contract/expected';
import { branchById } from '../../../domain/branches';
import { fetchBlob } from '../../lib/api';
import { send, type OutboxEntry } from '../../lib/outbox';
import { cachedRequest, methodOf, request, urlOf } from '../../lib/request';
import type { Pending } from './expected-state';

// The expected calls of spec 3 section 7 (contract/expected.ts) as the plan screen uses them. Cell
// changes go through the outbox: sent now when online, queued and replayed when not.
export type CellBody = BodyOf<typeof expectedApi.updateExpected>;
export type DayBody = BodyOf<typeof expectedApi.updateMultiOneDay>;
export type CellAnswer = AnswerOf<typeof expectedApi.updateExpected>;
export type DayAnswer = AnswerOf<typeof expectedApi.updateMultiOneDay>;

const code = (branch: number) => branchById(branch)?.code ?? String(branch);

/** get_expected, network first; offline, the copy last read on this device. */
export const loadPlan = (branch: number, month: string) => cachedRequest(expectedApi.getExpected, { branch, month });

export const cellPath = (branch: number) => urlOf(expectedApi.updateExpected, { branchId: branch });
export const dayPath = (branch: number, month: string) =>
  urlOf(expectedApi.updateMultiOneDay, { branchId: branch, month });

/** One cell's rate and comment (its own outbox chain: two cells never replace each other in the queue). */
export const sendCell = (branch: number, body: CellBody) =>
  send<CellAnswer>(
    methodOf(expectedApi.updateExpected),
    cellPath(branch),
    body,
    `EXPECTED ${code(branch)} ${body.monthEx} room ${body.room} day ${body.day}`,
    {
      chain: `expected:${branch}:${body.monthEx}:${body.room}:${body.day}`,
    },
  );

/** The quick edit of a day: the changed rooms of the day in one call. */
export const sendDay = (branch: number, month: string, body: DayBody) =>
  send<DayAnswer>(
    methodOf(expectedApi.updateMultiOneDay),
    dayPath(branch, month),
    body,
    `EXPECTED ${code(branch)} ${month} day ${body.day} (${body.list.length} rooms)`,
    {
      chain: `expected-day:${branch}:${month}:${body.day}`,
    },
  );

/** Opens or closes a day for editing (online only: a day's lock is not queued). */
export const setDayClosed = (branch: number, month: string, day: number, closed: boolean) =>
  request(expectedApi.updateStatusListDay, { branchId: branch, month }, { colum: day, closed });

/** take_data_from_moja: the booking system's stays fill the empty cells of open days. */
export const importMoja = (branch: number, month: string) =>
  request(expectedApi.takeDataFromMoja, { branch, month }, {});

export const planFileName = (branch: number, month: string) => `${code(branch)}_${month}_Expected.xlsx`;
export const downloadPlan = (branch: number, month: string) =>
  fetchBlob(urlOf(expectedApi.downloadExpected, { branchId: branch, month }));

/** A cell change as sent: where, the values, and the rev it was based on. */
export type Sent = { branchId: number; month: string; room: string; day: number } & Pending & { baseRev?: number };

const CELL_PATH = /^\/?expected\/(\d+)\/update_expected$/;
const DAY_PATH = /^\/?expected\/(\d+)\/update_multi_one_day\/(\d{4}-\d{2})$/;

/** The cells a queued entry changes (none when it is not a plan change). */
export function targetsOf(entry: Pick<OutboxEntry, 'path' | 'body'>): Sent[] {
  const cell = CELL_PATH.exec(entry.path);
  if (cell) {
    const b = entry.body as CellBody;
    return [
      {
        branchId: Number(cell[1]),
        month: b.monthEx,
        room: b.room,
        day: b.day,
        rate: b.rate ?? 0,
        comment: b.comment ?? '',
        baseRev: b.baseRev,
      },
    ];
  }
  const day = DAY_PATH.exec(entry.path);
  if (!day) return [];
  const b = entry.body as DayBody;
  return b.list.map((r) => ({
    branchId: Number(day[1]),
    month: day[2],
    day: b.day,
    room: r.room,
    rate: r.rate ?? 0,
    comment: r.comment ?? '',
    baseRev: r.baseRev,
  }));
}
