// Helpers of the debit book API tests: a line put straight into the book (fixed day, state, amount),
// its history, the book's calls, and the demo users of branch 3 and its area by role.
import { sql } from 'kysely';
import { addDays } from '../../src/domain/dates';
import { emptyRow, type InvoiceRow, type PaidState } from '../../src/domain/invoice-row';
import { lineValues } from '../../src/server/debits/columns';
import { historyRow, insertLine } from '../../src/server/debits/store';
import type { TestServer } from '../support/server';
import { debitApi } from '../../src/contract/debit';
import { apiUrl } from '../support/api-path';

/** One demo user per role: branch 3 (Hai Ba Trung 1, Ha Noi) or its area, else a role that reaches every branch. */
export const BY_ROLE = {
  0: { email: 'reception.hbt1', name: 'Nguyen Thi Lan' },
  1: { email: 'admin', name: 'Team IT' },
  2: { email: 'manager.hbt1', name: 'Hoang Van Nam' },
  3: { email: 'supervisor.hbt1', name: 'Dang Thi Mai' },
  4: { email: 'accountant.hbt1', name: 'Do Van Long' },
  5: { email: 'accleader.hanoi', name: 'Vu Thi Thu' },
  /** Ho Chi Minh area: branch 1, not 3. */
  6: { email: 'areamanager.hcm', name: 'Yamada Taro' },
  7: { email: 'ceo', name: 'Suzuki Ichiro' },
  8: { email: 'accchief', name: 'Phan Thi Nga' },
} as const;
export type RoleNo = keyof typeof BY_ROLE;
export const ROLES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export const NO_PERMISSION = 'You do not have permission for this action';
export const STALE = "Can't EDIT report, please reload page and check again.";
export const NOT_FOUND = 'Debit not found in this branch';

/** Signs in one user per role; answers their tokens and user ids. */
export async function loginRoles(s: TestServer): Promise<Record<RoleNo, { token: string; id: number }>> {
  const out = {} as Record<RoleNo, { token: string; id: number }>;
  for (const role of ROLES) {
    const { token, user } = await s.login(`${BY_ROLE[role].email}@sumbook.test`);
    out[role] = { token, id: user.id };
  }
  return out;
}

export interface PutLine {
  branchId?: number;
  book?: 'rc' | 'acc';
  day: string;
  paid?: PaidState;
  note?: string;
  /** The accountant book's month (its lines are dated the month's last day). */
  month?: string;
  /** What the line owes: one night at this room rate (the book counts a debit row's nights). */
  owed?: number;
  row?: Partial<InvoiceRow>;
}

let putCounter = 0;

/** A line written straight into the book with one 'create' history row; answers its id. */
export async function putLine(s: TestServer, p: PutLine): Promise<number> {
  putCounter += 1;
  const at = `${p.day}T08:00:00.000Z`;
  const row: InvoiceRow = {
    ...emptyRow(`put-${putCounter}`, at),
    HI: String(600_000 + putCounter),
    name: `GUEST ${putCounter}`,
    action: 'DEBIT PAY',
    ...(p.owed === undefined ? {} : { checkin: addDays(p.day, -1), checkout: p.day, room_rate: p.owed }),
    ...p.row,
  };
  const values = lineValues({
    book: p.book ?? 'rc',
    branchId: p.branchId ?? 3,
    day: p.day,
    row,
    paid: p.paid ?? 'Debit',
    note: p.note,
    source: 'Test',
    at,
  });
  if (p.month) values.month = p.month;
  return insertLine(s.db, values, [historyRow({ id: null, name: 'Test' }, 'create', `${at} Debit put by Test`, at)]);
}

/** A line's history, oldest first, with who wrote each row. */
export async function historyRows(s: TestServer, id: number) {
  return s.db
    .selectFrom('debit_history')
    .select(['line', 'user_id', 'user_name', 'kind'])
    .where('debit_id', '=', id)
    .orderBy('id')
    .execute();
}

export async function storedLine(s: TestServer, id: number) {
  return s.db.selectFrom('debits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Rows in the book and in its history: a refused call must leave both as they were. */
export async function bookFootprint(s: TestServer): Promise<string> {
  const r = await sql<{
    n: number;
    h: number;
    revs: number;
    upd: string;
  }>`select (select count(*) from debits) as n, (select count(*) from debit_history) as h,
       (select sum(rev) from debits) as revs, (select max(updated_at) from debits) as upd`.execute(s.db);
  return JSON.stringify(r.rows[0]);
}

export type Change = 'paid' | 'nonPaid' | 'debit' | 'delete' | 'log' | 'note' | 'company';
const RC_CHANGE = {
  paid: debitApi.updatePaid,
  nonPaid: debitApi.updateNonPaid,
  debit: debitApi.changeToDebit,
  delete: debitApi.changeToDelete,
  log: debitApi.updateLog,
  note: debitApi.updateNote,
  company: debitApi.updateCompany,
} satisfies Record<Change, unknown>;
const ACC_CHANGE = {
  nonPaid: debitApi.accUpdateNonPaid,
  delete: debitApi.accChangeToDelete,
  log: debitApi.accUpdateLog,
} satisfies Partial<Record<Change, unknown>>;
type ChangeEntry = (typeof RC_CHANGE)[Change] | (typeof ACC_CHANGE)[keyof typeof ACC_CHANGE];

/** The contract's entry of a change on the reception's book (or the accountant's, with `acc`). */
function changeEntry(change: Change, acc = false): ChangeEntry {
  const entry = acc ? (ACC_CHANGE as Partial<Record<Change, ChangeEntry>>)[change] : RC_CHANGE[change];
  if (!entry) throw new Error(`the accountant's book has no ${change} call`);
  return entry;
}

export function debitCalls(s: TestServer) {
  const headers = (token: string | null, extra: Record<string, string> = {}) => ({
    ...(token ? s.auth(token) : {}),
    ...extra,
  });
  return {
    /** PATCH /rc/{branch}/{change}/{id} (or /acc/debit/... with `acc`). */
    change: (
      token: string | null,
      change: Change,
      branch: number | string,
      id: number | string,
      body: unknown,
      opts: { acc?: boolean; key?: string } = {},
    ) =>
      s.app.inject({
        method: 'PATCH',
        url: apiUrl(changeEntry(change, opts.acc), { branchId: branch, id }),
        headers: headers(token, opts.key ? { 'idempotency-key': opts.key } : {}),
        payload: body as object,
      }),
    view: (token: string | null, branch: number | string, type: string, period: string, query = '') =>
      s.app.inject({
        url: `${apiUrl(debitApi.viewDebit, { branchId: branch, type, period })}${query ? `?${query}` : ''}`,
        headers: headers(token),
      }),
    byRc: (token: string | null, branch: number | string, year: string, month: string, query = '') =>
      s.app.inject({
        url: `${apiUrl(debitApi.viewDebitByRc, { branchId: branch, year, month })}${query ? `?${query}` : ''}`,
        headers: headers(token),
      }),
    add: (token: string | null, branch: number | string, body: unknown) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(debitApi.upRcDebit, { branchId: branch }),
        headers: headers(token),
        payload: body as object,
      }),
    aging: (token: string | null, query = '') =>
      s.app.inject({ url: `${apiUrl(debitApi.aging, {})}${query ? `?${query}` : ''}`, headers: headers(token) }),
  };
}
