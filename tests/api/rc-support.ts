// Helpers of the reception-sum API tests: row factories, calls, a day counter and a MIME part reader.
import { branchToday } from '../../src/domain/branches';
import { addDays } from '../../src/domain/dates';
import type { TestServer } from '../support/server';
import { rcApi } from '../../src/contract/rc';
import { apiUrl } from '../support/api-path';

export type Row = Record<string, unknown> & { ID: string };

/** A hotel invoice: 2 nights at 1,000,000 VND (rate 1), paid 2,000,000 in cash VND. */
export function hotelRow(id: string, day: string, over: Partial<Row> = {}): Row {
  return {
    ID: id,
    HI: `9${id.replace(/\D/g, '').padStart(5, '0')}`,
    name: 'tanaka yuki',
    room: '201',
    checkin: addDays(day, -2),
    checkout: day,
    room_rate: 1_000_000,
    rate: 1,
    vnd: 2_000_000,
    ...over,
  };
}

/** A service invoice: one 70-minute massage, 250,000 VND, paid in cash. */
export function serviceRow(id: string, over: Partial<Row> = {}): Row {
  return {
    ID: id,
    SI: `5${id.replace(/\D/g, '').padStart(4, '0')}`,
    name: 'sato mai',
    packages: { 'MS 70P': 1 },
    massage: 250_000,
    vnd: 250_000,
    ...over,
  };
}

let dayCounter = 0;
/** A fresh day far in the future (no seeded data), one per call. */
export function freshDay(base = '2031-01-01'): string {
  dayCounter += 1;
  return addDays(base, dayCounter * 3);
}

export const today = (branchId: number): string => branchToday(branchId);

export interface SumBody {
  day: string;
  version: number;
  revision: number;
  maker?: string;
  note?: string;
  content: Row[];
}

export function rcCalls(s: TestServer) {
  const h = (token: string) => s.auth(token);
  return {
    save: (token: string, branch: number, body: SumBody) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(rcApi.save, { branchId: branch }),
        headers: h(token),
        payload: { maker: 'Nguyen Thi Lan', note: '', ...body },
      }),
    view: (token: string, branch: number, day: string) =>
      s.app.inject({ url: apiUrl(rcApi.viewSum, { branchId: branch, date: day }), headers: h(token) }),
    viewVersion: (token: string, branch: number, day: string, v: number) =>
      s.app.inject({
        url: apiUrl(rcApi.viewSumWithVersion, { branchId: branch, date: day, version: v }),
        headers: h(token),
      }),
    send: (token: string, branch: number, body: { day: string; version: number; revision: number; note?: string }) =>
      s.app.inject({ method: 'POST', url: apiUrl(rcApi.send, { branchId: branch }), headers: h(token), payload: body }),
    newVersion: (token: string, branch: number, day: string, version: number) =>
      s.app.inject({
        method: 'POST',
        url: apiUrl(rcApi.newVersion, { branchId: branch, date: day }),
        headers: h(token),
        payload: { version },
      }),
    afterEdit: (token: string, branch: number, body: SumBody) =>
      s.app.inject({
        method: 'PATCH',
        url: apiUrl(rcApi.afterEdit, { branchId: branch, date: body.day }),
        headers: h(token),
        payload: { note: '', ...body },
      }),
    get: (token: string, url: string) => s.app.inject({ url: `/api${url}`, headers: h(token) }),
    post: (token: string, url: string, payload: unknown) =>
      s.app.inject({ method: 'POST', url: `/api${url}`, headers: h(token), payload: payload as object }),
    patch: (token: string, url: string, payload: unknown) =>
      s.app.inject({ method: 'PATCH', url: `/api${url}`, headers: h(token), payload: payload as object }),
  };
}

/** Saves a new day's first version and answers its stored sum. */
export async function createSum(s: TestServer, token: string, branch: number, day: string, content: Row[]) {
  const res = await rcCalls(s).save(token, branch, { day, version: 1, revision: 0, content });
  if (res.statusCode !== 201) throw new Error(`create ${day}: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    version: number;
    revision: number;
    edit: boolean;
    content: Row[];
    totals: Record<string, number>;
  };
}

export async function countSums(s: TestServer, branch: number, day: string): Promise<number> {
  const r = await s.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'rc')
    .where('branch_id', '=', branch)
    .where('period', '=', day)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The MIME parts of a raw message: their headers (lower-cased) and decoded bodies. */
export function mimeParts(raw: string): { headers: string; body: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  const parts: { headers: string; body: Buffer }[] = [];
  for (const b of boundaries) {
    for (const chunk of raw.split(`--${b}`).slice(1)) {
      const split = chunk.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = chunk.slice(0, split).toLowerCase();
      if (headers.includes('multipart/')) continue;
      const text = chunk.slice(split).trim();
      const body = headers.includes('base64')
        ? Buffer.from(text.replace(/\s+/g, ''), 'base64')
        : headers.includes('quoted-printable')
          ? Buffer.from(
              text
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
          : Buffer.from(text);
      parts.push({ headers, body });
    }
  }
  return parts;
}
