import { rcApi, type RcSum, type RcSumAnswer, type UpSumBody } from '../../../contract/rc';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { api } from '../../lib/api';
import { cachedGet } from '../../lib/cache';
import { send } from '../../lib/outbox';

// The reception-sum calls of spec 2 section 7.1, as the screen uses them.
const base = (branch: number) => `/rc/${branch}`;
export const chainOf = (branch: number, day: string) => `rc:${branch}:${day}`;

/** The sum; the last answer kept on this device is used when offline (the draft then goes on top). */
export const viewSum = (branch: number, day: string, version: number | 'current') =>
  cachedGet<RcSumAnswer>(
    version === 'current'
      ? `${base(branch)}/view_sum/${day}`
      : `${base(branch)}/view_sum_with_version/${day}/${version}`,
  );

export const versionList = (branch: number, day: string) =>
  api.get<{ data: { day: string; version: number; edit: boolean }[] }>(`${base(branch)}/view_list_edit_version/${day}`);

export const fromPms = (branch: number, day: string) =>
  cachedGet<{ data: InvoiceRow[] }>(`${base(branch)}/get_az_database/${day}`);
export const importDebit = (branch: number, day: string) =>
  cachedGet<{ data: InvoiceRow[] }>(`${base(branch)}/import_debit/${day}`);
export const recheckPms = (branch: number, day: string, content: InvoiceRow[]) =>
  api.post<{ added: InvoiceRow[]; changed: { ID: string; HI: string; fields: string[] }[]; content: InvoiceRow[] }>(
    `${base(branch)}/get_check_again_az_database/${day}`,
    { content },
  );
export const findInvoice = (branch: number, type: 'name' | 'invoice_id', value: string) =>
  api.post<{ data: { day: string; version: number; row: InvoiceRow }[] }>(
    `${base(branch)}/get_invoice_with_type/${type}`,
    { value },
  );
export const cardTitles = () => api.get<{ data: { key: string; name: string }[] }>('/branch/get_rc_sum_title/');

export const saveSum = (branch: number, body: UpSumBody) =>
  send(rcApi.save, { branchId: branch }, body, `RC SUM ${body.day}`, {
    chain: chainOf(branch, body.day),
  });

export const sendSum = (branch: number, body: { day: string; version: number; revision: number; note: string }) =>
  send(rcApi.send, { branchId: branch }, body, `Send RC SUM ${body.day}`, {
    chain: chainOf(branch, body.day),
  });

export const newVersion = (branch: number, day: string, version: number) =>
  api.post<{ data: RcSum }>(`${base(branch)}/make_new_version/${day}`, { version });

/** REQUEST EDIT on a locked sum: a type 1 notification to the branch manager and the supervisor. */
export const requestEdit = (branch: number, body: { day: string; version: number; reason: string }) =>
  api.post<{ msg: string }>(`/rc/${branch}/request_edit`, body);
