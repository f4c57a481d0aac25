import { accStaffApi, type UpStaffBody } from '../../../contract/acc-staff';
import { send } from '../../lib/outbox';
import { cachedRequest, fetchBlob, request } from '../../lib/request';

// The staff mistakes register's calls (spec 2 section 7.3, contract/acc-staff.ts) as the screen uses them.

/** The outbox chain of a branch's register saves. */
export const staffChain = (branch: number) => `accstaff:${branch}`;

/** A year's or a month's rows; offline, the last answer kept on this device. */
export const viewStaff = (branch: number, period: string) =>
  cachedRequest(accStaffApi.view, { branchId: branch, period });

/** Saves the changed rows; offline, the save waits in the outbox (the draft stays until it is sent). */
export const saveStaff = (branch: number, body: UpStaffBody, label: string) =>
  send(accStaffApi.save, { branchId: branch }, body, label, { chain: staffChain(branch) });

/** The month's .xlsx: made for this request, then fetched. */
export async function staffExcel(branch: number, month: string) {
  const made = await request(accStaffApi.makeExcel, { branchId: branch, month });
  if (!made.ok) return made;
  const file = await fetchBlob(accStaffApi.downExcel, { branchId: branch, month });
  return file.ok ? { ok: true as const, data: { blob: file.data, fileName: made.data.fileName } } : file;
}
