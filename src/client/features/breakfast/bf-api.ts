import { breakfastApi, updateChildrenAnswer } from '../../../contract/breakfast';
import type { AnswerOf } from '../../../contract/endpoint';
import { branchById } from '../../../domain/branches';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, request } from '../../lib/request';

// The breakfast calls of spec 3 section 7 (contract/breakfast.ts) as the screen uses them. Every write goes
// through the outbox: sent now when online, kept in IndexedDB and replayed in order when not.
export type WriteAnswer = AnswerOf<typeof breakfastApi.updateChildren>;
export const parseWriteAnswer = (data: unknown) => updateChildrenAnswer.safeParse(data);

const code = (branch: number) => branchById(branch)?.code ?? String(branch);

export const loadBreakfast = (branch: number, month: string) => cachedRequest(breakfastApi.getData, { branch, month });

export interface CellBody {
  day: number;
  colum: string;
  value: number;
  base: number;
  key: string;
}
export interface ScanBody {
  day: number;
  code: string;
  delta: 1 | -1;
  key: string;
  /** The room the device read (shown while the scan waits; the server reads the code again). */
  room: string;
}

/** One cell (its own chain: a second change of the cell while the first waits replaces it, keeping its base). */
export const sendCell = (branch: number, month: string, body: CellBody) =>
  send(
    breakfastApi.updateChildren,
    { branch, type: 'cell', month },
    body,
    tr('breakfast')('BREAKFAST {{branch}} {{day}} {{row}}: {{value}}', {
      branch: code(branch),
      day: `${month}-${String(body.day).padStart(2, '0')}`,
      row: body.colum,
      value: body.value,
    }),
    { chain: `bf:${branch}:${month}:${body.colum}:${body.day}` },
  );

/** A scanned room's +1 (or its undo): never merged with another, each applied once. */
export const sendScan = (branch: number, month: string, body: ScanBody) =>
  send(
    breakfastApi.updateChildren,
    { branch, type: 'scan', month },
    body,
    tr('breakfast')('BREAKFAST {{branch}} {{day}} scan room {{room}} {{delta}}', {
      branch: code(branch),
      day: `${month}-${String(body.day).padStart(2, '0')}`,
      room: body.room,
      delta: body.delta > 0 ? '+1' : '-1',
    }),
  );

/** Opens or closes a day for editing (online only). */
export const setDayClosed = (branch: number, month: string, day: number, closed: boolean) =>
  request(breakfastApi.updateChildren, { branch, type: 'status', month }, { day, closed });
