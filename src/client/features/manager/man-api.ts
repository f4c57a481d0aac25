import { managerApi, type UpReportBody } from '../../../contract/manager';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, fetchBlob, request } from '../../lib/request';

// The manager report calls (spec 3 section 7, contract/manager.ts) as the screens use them.

/** The draft key and outbox chain of a day's manager report (every version of the day shares it). */
export const manId = (branch: number, day: string) => `man:${branch}:${day}`;

/** A version of a day ('current' or a number); offline, the last answer kept on this device. */
export const viewReport = (branch: number, day: string, version: number | 'current') =>
  cachedRequest(managerApi.viewSumWithVersion, { branchId: branch, date: day, version });

/** The report made from the day's sent reception sum and the month's expected plan (not stored yet). */
export const makeReport = (branch: number, day: string) =>
  request(managerApi.makeReport, { branchId: branch, date: day });

/** Every version of the month's days (the Version / Edit list). */
export const versionList = (branch: number, month: string) =>
  request(managerApi.viewList, { branchId: branch, x: month });

export const saveReport = (branch: number, body: UpReportBody) =>
  send(managerApi.upReport, { branchId: branch }, body, tr('manager')('MAN Sum {{day}}', { day: body.day }), {
    chain: manId(branch, body.day),
  });

export const sendReport = (branch: number, body: { day: string; version: number; revision: number; note: string }) =>
  send(managerApi.send, { branchId: branch }, body, tr('manager')('Send MAN Sum {{day}}', { day: body.day }), {
    chain: manId(branch, body.day),
  });

export const newVersion = (branch: number, day: string, version: number) =>
  request(managerApi.makeNewVersion, { branchId: branch, x: day }, { version });

/** REQUEST EDIT: opens version + 1 at once and notifies the area manager (a reason is required). */
export const requestEdit = (branch: number, day: string, version: number, reason: string) =>
  request(managerApi.changeEdit, { branchId: branch, x: day }, { version, reason });

export const viewTotal = (branch: number, month: string) =>
  cachedRequest(managerApi.viewManTotal, { branchId: branch, month });

export const totalExcel = (branch: number, month: string) =>
  fetchBlob(managerApi.downloadManagerTotal, { branchId: branch, month });
