// Helpers of the staff mistakes register's API tests: demo users, a row factory, calls and what is stored.
import type { TestServer } from '../support/server';
import { calls } from './acc-file-support';
import { accStaffApi } from '../../src/contract/acc-staff';
import { pathTo } from '../support/api-path';

export const STAFF_USERS = {
  accountant: 'accountant.hbt1', // 4, branch 3 (Ha Noi)
  accountantTvl: 'accountant.tvl1', // 4, branch 1: TVL1 and Annex
  leader: 'accleader.hanoi', // 5, Ha Noi
  chief: 'accchief', // 8
  ceo: 'ceo', // 7
  manager: 'manager.hbt1', // 2, branch 3
  supervisor: 'supervisor.hbt1', // 3, branch 3
  areaManager: 'areamanager.hcm', // 6, Ho Chi Minh
  reception: 'reception.hbt1', // 0, branch 3
  admin: 'admin', // 1
} as const;
export type StaffUser = keyof typeof STAFF_USERS;

export type Row = Record<string, unknown> & { ID: string; version: number };

/** A mistake of 2031 (no demo data there): a cash shortage of 150,000 VND. */
export const mistake = (ID: string, f: Partial<Row> = {}): Row => ({
  ID,
  date: '2031-03-04',
  invoice: '10234',
  name: 'Nguyen Thi Lan',
  department: 'Reception',
  mistake: 'Cash short at end of shift',
  owesVND: 150_000,
  owesUSD: 0,
  overVND: 0,
  overUSD: 0,
  processing: 'Deducted from salary',
  note: '',
  deleted: false,
  version: 0,
  ...f,
});

export function staffCalls(s: TestServer) {
  const kept = new Map<StaffUser, Promise<string>>();
  const token = (who: StaffUser) => {
    let t = kept.get(who);
    if (!t) {
      t = s.login(`${STAFF_USERS[who]}@sumbook.test`).then((l) => l.token);
      kept.set(who, t);
    }
    return t;
  };
  const c = calls(s);
  return {
    token,
    view: async (who: StaffUser, branch: number, period: string) =>
      c.get(await token(who), pathTo(accStaffApi.view, { branchId: branch, period })),
    /** Saves the rows, all of them listed as changed unless `ids` says which. */
    save: async (who: StaffUser, branch: number, rows: Row[], ids = rows.map((r) => r.ID)) =>
      c.post(await token(who), pathTo(accStaffApi.save, { branchId: branch }), {
        listIdChangeAccStaff: ids,
        listAccStaff: rows,
      }),
    raw: async (who: StaffUser, branch: number, body: unknown) =>
      c.post(await token(who), pathTo(accStaffApi.save, { branchId: branch }), body),
    makeExcel: async (who: StaffUser, branch: number, month: string) =>
      c.post(await token(who), pathTo(accStaffApi.makeExcel, { branchId: branch, month })),
    get: async (who: StaffUser, url: string) => c.get(await token(who), url),
  };
}

/** Every stored line of the register (branch, row ID, version, delete flag, row JSON), in a stable order. */
export async function storedLines(s: TestServer) {
  return s.db
    .selectFrom('acc_staff')
    .select(['branch_id', 'row_id', 'version', 'deleted', 'row', 'log'])
    .orderBy('id')
    .execute();
}
