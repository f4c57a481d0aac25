// Helpers of the accountant-sum API tests (cost, waiting list, Excel): accountant day reports stored
// straight into the documents table (kind 'acc', content = JSON of invoice rows), row factories and calls.
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow } from '../../src/domain/row-rules';
import { computeTotals } from '../../src/domain/totals';
import type { TestServer } from '../support/server';

export const EMAILS = {
  accountant: 'accountant.hbt1@sumbook.test', // role 4, branch 3 (Ha Noi)
  accountantTvl: 'accountant.tvl1@sumbook.test', // role 4, branch 1 (TVL1 and Annex)
  leader: 'accleader.hanoi@sumbook.test', // role 5, Ha Noi
  ceo: 'ceo@sumbook.test', // role 7
  chief: 'accchief@sumbook.test', // role 8
  manager: 'manager.hbt1@sumbook.test', // role 2, branch 3
  reception: 'reception.hbt1@sumbook.test', // role 0, branch 3
  areaManager: 'areamanager.hcm@sumbook.test', // role 6, Ho Chi Minh
  admin: 'admin@sumbook.test', // role 1
} as const;
export type Who = keyof typeof EMAILS;

/** Signs in each user once per server. */
export function tokens(s: TestServer) {
  const kept = new Map<Who, Promise<string>>();
  return (who: Who): Promise<string> => {
    let t = kept.get(who);
    if (!t) {
      t = s.login(EMAILS[who]).then((l) => l.token);
      kept.set(who, t);
    }
    return t;
  };
}

/** A computed invoice row (branch 3 rules unless told). */
export function accRow(id: string, f: Partial<InvoiceRow> = {}, branchId = 3): InvoiceRow {
  return recomputeRow({ ...emptyRow(id), ...f }, branchId);
}

/** Stores an accountant day report version as the day-report code would (kind 'acc'). */
export async function storeAccDay(
  s: TestServer,
  branchId: number,
  day: string,
  rows: readonly InvoiceRow[],
  o: { version?: number; edit?: boolean } = {},
): Promise<void> {
  await s.db
    .insertInto('documents')
    .values({
      kind: 'acc',
      branch_id: branchId,
      period: day,
      version: o.version ?? 1,
      revision: 1,
      edit: o.edit === false ? 0 : 1,
      maker: 'Acc Branch',
      note: '',
      content: JSON.stringify(rows),
      totals: JSON.stringify(computeTotals(rows, day)),
      updated_at: new Date().toISOString(),
      updated_by: 'test',
      sent_at: null,
      sent_by: null,
      mailed: 0,
      opened: 0,
    })
    .execute();
}

export async function countDocs(s: TestServer, kind: string, branchId?: number): Promise<number> {
  let q = s.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind);
  if (branchId !== undefined) q = q.where('branch_id', '=', branchId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function calls(s: TestServer) {
  const h = (token: string) => s.auth(token);
  return {
    get: (token: string, url: string) => s.app.inject({ url: `/api${url}`, headers: h(token) }),
    post: (token: string, url: string, payload?: unknown) =>
      s.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: h(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    patch: (token: string, url: string, payload: unknown) =>
      s.app.inject({ method: 'PATCH', url: `/api${url}`, headers: h(token), payload: payload as object }),
    raw: (token: string, url: string, body: Buffer, contentType = 'application/octet-stream') =>
      s.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...h(token), 'content-type': contentType },
        payload: body,
      }),
  };
}
