import { accApi } from '../../../contract/acc';
import type { UpSumBody } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, request } from '../../lib/request';

// The accountant-sum calls of spec 2 section 7.2 (contract/acc.ts), as the screen uses them.
export const accDayId = (branch: number, day: string) => `acc:${branch}:${day}`;

/** A day's accountant sum; the last answer kept on this device is used when offline (the draft then goes on top). */
export const viewDay = (branch: number, day: string, version: number | 'current') =>
  version === 'current'
    ? cachedRequest(accApi.viewSum, { branchId: branch, date: day })
    : cachedRequest(accApi.viewSumWithVersion, { branchId: branch, date: day, version });

export const viewPeriod = (branch: number, period: string, lite: boolean) =>
  cachedRequest(accApi.viewPeriod, { branchId: branch, period }, lite ? { lite: '1' } : undefined);

/** check_version: a day's half-month, or every day of a month. */
export const checkVersion = (branch: number, period: string) =>
  request(accApi.checkVersion, { branchId: branch, period });

export const saveDay = (branch: number, body: UpSumBody) =>
  send(accApi.save, { branchId: branch }, body, tr('acc')('ACC SUM {{day}}', { day: body.day }), {
    chain: accDayId(branch, body.day),
  });

export const sendDay = (branch: number, body: { day: string; version: number; revision: number; note: string }) =>
  send(accApi.send, { branchId: branch }, body, tr('acc')('Send ACC SUM {{day}}', { day: body.day }), {
    chain: accDayId(branch, body.day),
  });

export const newDayVersion = (branch: number, day: string, version: number) =>
  request(accApi.newVersion, { branchId: branch, date: day }, { version });

export const requestDayEdit = (branch: number, body: { day: string; version: number; reason: string }) =>
  request(accApi.requestEdit, { branchId: branch }, body);

/** The month's debit on sum: the stored one, or none yet with the month's debit rows to start from (RESET DATA takes them again). */
export async function getDebitOnSum(branch: number, month: string) {
  const res = await cachedRequest(accApi.getDebitOnSum, { branchId: branch, month });
  if (!res.ok) return res;
  return { ...res, data: { stored: res.data.data, start: res.data.collected } };
}

export const saveDebitOnSum = (
  branch: number,
  month: string,
  body: { version: number; revision: number; maker: string; note: string; content: InvoiceRow[] },
) =>
  send(accApi.saveDebitOnSum, { branchId: branch, month }, body, tr('acc')('ACC DEBIT ON SUM {{month}}', { month }), {
    chain: `accdebit:${branch}:${month}`,
  });

export const moveToDebit = (branch: number, day: string, ids: string[]) =>
  request(accApi.moveToDebit, { branchId: branch, date: day }, { ids });

export const addDupes = (branch: number, month: string, rows: InvoiceRow[], all: boolean) =>
  request(all ? accApi.addListDupe : accApi.addOneDupe, { branchId: branch, month }, { rows });

export const confirmMonth = (branch: number, month: string) =>
  request(accApi.confirmMonth, { branchId: branch, year: month.slice(0, 4), month: month.slice(5, 7) });

/** FIND INVOICE on the accountant sums of the day's year: by name, or by invoice number (HI, then SI). */
export async function findOnAccSum(branch: number, day: string, type: 'name' | 'invoice_id', key: string) {
  const find = (t: 'name' | 'hi' | 'si') =>
    request(accApi.findOneHi, {
      branchId: branch,
      year: day.slice(0, 4),
      module: 'accsum',
      type: t,
      key,
      exact: 'false',
    });
  if (type === 'name') return find('name');
  const [hi, si] = await Promise.all([find('hi'), find('si')]);
  if (!hi.ok && !si.ok) return hi;
  return { ok: true as const, data: { data: [...(hi.ok ? hi.data.data : []), ...(si.ok ? si.data.data : [])] } };
}
