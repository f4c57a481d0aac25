import type { BodyOf } from '../../../contract/endpoint';
import { expectedApi } from '../../../contract/expected';
import { branchById } from '../../../domain/branches';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, fetchBlob, request } from '../../lib/request';

// The expected calls of spec 3 section 7 (contract/expected.ts) as the plan screen uses them. Cell
// changes go through the outbox: sent now when online, queued and replayed when not.
export type CellBody = BodyOf<typeof expectedApi.updateExpected>;
export type DayBody = BodyOf<typeof expectedApi.updateMultiOneDay>;

const code = (branch: number) => branchById(branch)?.code ?? String(branch);

/** get_expected, network first; offline, the copy last read on this device. */
export const loadPlan = (branch: number, month: string) => cachedRequest(expectedApi.getExpected, { branch, month });

/** One cell's rate and comment (its own outbox chain: two cells never replace each other in the queue). */
export const sendCell = (branch: number, body: CellBody) =>
  send(
    expectedApi.updateExpected,
    { branchId: branch },
    body,
    tr('expected')('EXPECTED {{branch}} {{month}} room {{room}} day {{day}}', {
      branch: code(branch),
      month: body.monthEx,
      room: body.room,
      day: body.day,
    }),
    { chain: `expected:${branch}:${body.monthEx}:${body.room}:${body.day}` },
  );

/** The quick edit of a day: the changed rooms of the day in one call. */
export const sendDay = (branch: number, month: string, body: DayBody) =>
  send(
    expectedApi.updateMultiOneDay,
    { branchId: branch, month },
    body,
    tr('expected')('EXPECTED {{branch}} {{month}} day {{day}} ({{n}} rooms)', {
      branch: code(branch),
      month,
      day: body.day,
      n: body.list.length,
    }),
    { chain: `expected-day:${branch}:${month}:${body.day}` },
  );

/** Opens or closes a day for editing (its own outbox chain: queued offline, replayed in order with the cells). */
export const setDayClosed = (branch: number, month: string, day: number, closed: boolean) =>
  send(
    expectedApi.updateStatusListDay,
    { branchId: branch, month },
    { colum: day, closed },
    closed
      ? tr('expected')('EXPECTED {{branch}} {{month}} close day {{day}}', { branch: code(branch), month, day })
      : tr('expected')('EXPECTED {{branch}} {{month}} open day {{day}}', { branch: code(branch), month, day }),
    { chain: `expected-lock:${branch}:${month}:${day}` },
  );

/** take_data_from_moja: the booking system's stays fill the empty cells of open days. */
export const importMoja = (branch: number, month: string) =>
  request(expectedApi.takeDataFromMoja, { branch, month }, {});

export const planFileName = (branch: number, month: string) => `${code(branch)}_${month}_Expected.xlsx`;
export const downloadPlan = (branch: number, month: string) =>
  fetchBlob(expectedApi.downloadExpected, { branchId: branch, month });
