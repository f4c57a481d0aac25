import { rcApi, type UpSumBody } from '../../../contract/rc';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, request } from '../../lib/request';

// The reception-sum calls of spec 2 section 7.1 (contract/rc.ts), as the screen uses them.
const chainOf = (branch: number, day: string) => `rc:${branch}:${day}`;

/** The sum; the last answer kept on this device is used when offline (the draft then goes on top). */
export const viewSum = (branch: number, day: string, version: number | 'current') =>
  version === 'current'
    ? cachedRequest(rcApi.viewSum, { branchId: branch, date: day })
    : cachedRequest(rcApi.viewSumWithVersion, { branchId: branch, date: day, version });

export const versionList = (branch: number, day: string) => request(rcApi.versionList, { branchId: branch, date: day });

export const fromPms = (branch: number, day: string) => cachedRequest(rcApi.fromPms, { branchId: branch, date: day });
export const importDebit = (branch: number, day: string) =>
  cachedRequest(rcApi.importDebit, { branchId: branch, date: day });
export const findInvoice = (branch: number, type: 'name' | 'invoice_id', value: string) =>
  request(rcApi.findInvoice, { branchId: branch, type }, { value });

export const saveSum = (branch: number, body: UpSumBody) =>
  send(rcApi.save, { branchId: branch }, body, tr('rc')('RC SUM {{day}}', { day: body.day }), {
    chain: chainOf(branch, body.day),
  });

export const sendSum = (branch: number, body: { day: string; version: number; revision: number; note: string }) =>
  send(rcApi.send, { branchId: branch }, body, tr('rc')('Send RC SUM {{day}}', { day: body.day }), {
    chain: chainOf(branch, body.day),
  });

export const newVersion = (branch: number, day: string, version: number) =>
  request(rcApi.newVersion, { branchId: branch, date: day }, { version });

/** REQUEST EDIT on a locked sum: a type 1 notification to the branch manager and the supervisor. */
export const requestEdit = (branch: number, body: { day: string; version: number; reason: string }) =>
  request(rcApi.requestEdit, { branchId: branch }, body);
