// The aging view of open debits (issue 10): a known book of 2020 (every seeded line is years later, so
// none is counted on a 2020 date), bucketed on a fixed asOf per branch, per company and in all, per
// currency; whose branches each role sees; area and branch parameters refused outside the scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { startTestServer, type TestServer } from '../support/server';
import { debitCalls, loginRoles, NO_PERMISSION, putLine, type RoleNo } from './debit-support';
import { hotelRow } from './rc-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let u: Record<RoleNo, { token: string; id: number }>;
let tvl1: string;
/** The branch 3 line the API settles and returns in the last test. */
let hbt1Line: number;

const ASOF = '2020-06-30';

beforeAll(async () => {
  s = await startTestServer();
  u = await loginRoles(s);
  tvl1 = (await s.login('accountant.tvl1@sumbook.test')).token;
  const put = (
    branchId: number,
    day: string,
    sub: number,
    paid: 'Debit' | 'Non Paid' | 'Paid' | 'Delete',
    company: string,
    action: string,
  ) => putLine(s, { branchId, day, paid, owed: sub, row: { company, action } });
  // Linh Lang (12), VND: one line on each edge of each bucket, two closed, one after asOf.
  await put(12, '2020-06-30', 1_000_000, 'Debit', 'Aging Alpha', 'DEBIT COMPANY'); // 0 days
  await put(12, '2020-05-31', 2_000_000, 'Non Paid', 'aging alpha ', 'DEBIT COMPANY'); // 30
  await put(12, '2020-05-30', 3_000_000, 'Debit', '', 'DEBIT PAY'); // 31
  await put(12, '2020-05-01', 4_000_000, 'Debit', 'Aging Beta', 'DEBIT COMPANY'); // 60
  await put(12, '2020-04-30', 5_000_000, 'Debit', 'Aging Beta', 'DEBIT COMPANY'); // 61
  await put(12, '2020-04-01', 6_000_000, 'Debit', 'Aging Alpha', 'DEBIT COMPANY'); // 90
  await put(12, '2020-03-31', 7_000_000, 'Debit', 'AGING ALPHA', 'DEBIT COMPANY'); // 91
  await put(12, '2020-06-15', 500_000, 'Paid', 'Aging Alpha', 'DEBIT COMPANY');
  await put(12, '2020-06-15', 900_000, 'Delete', 'Aging Alpha', 'DEBIT COMPANY');
  await put(12, '2020-07-01', 8_000_000, 'Debit', '', 'DEBIT PAY'); // after asOf
  // Phnom Penh (11), USD cents.
  await put(11, '2020-06-29', 0.1, 'Debit', 'Aging Alpha', 'DEBIT COMPANY');
  await put(11, '2020-06-28', 0.2, 'Debit', 'Aging Alpha', 'DEBIT COMPANY');
  await put(11, '2020-01-01', 123.45, 'Non Paid', '', 'DEBIT PAY'); // 181 days
  // Ho Chi Minh area: Annex (2), Thai Van Lung 2 (9), Thai Van Lung 1 (1).
  await put(2, '2020-06-10', 1_500_000, 'Debit', 'Aging Gamma', 'DEBIT NOSHOW');
  await put(9, '2020-02-01', 2_500_000, 'Debit', '', 'DEBIT PAY'); // 150 days
  await put(1, '2020-06-20', 100_000, 'Debit', '', 'DEBIT CHECK IN');
  hbt1Line = await put(3, '2020-06-25', 300_000, 'Debit', 'Aging Alpha', 'DEBIT COMPANY');
  // The accountant's book.
  await putLine(s, {
    branchId: 12,
    book: 'acc',
    month: '2020-06',
    day: '2020-06-30',
    owed: 10_000_000,
    row: { company: 'Aging Alpha', action: 'DEBIT COMPANY' },
  });
  // Dao Tan (16) through the API: the leader adds a company debit of 1 June.
  const added = await debitCalls(s).add(u[5].token, 16, {
    day: '2020-06-01',
    rows: [
      hotelRow('ag16', '2020-06-01', {
        HI: '201601',
        action: 'DEBIT COMPANY',
        company: 'Aging Beta',
        vnd: 0,
        room_rate: 125_000,
      }),
    ],
  });
  if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
});
afterAll(async () => {
  await s.close();
});

interface Group {
  key: string;
  label: string;
  count: number;
  buckets: Record<string, Record<string, number>>;
  total: Record<string, number>;
}
const group = (key: string, label: string, count: number, b: [object, object, object, object], total: object) => ({
  key,
  label,
  count,
  buckets: { '0-30': b[0], '31-60': b[1], '61-90': b[2], '90+': b[3] },
  total,
});
const BRANCHES = {
  '1': group('1', 'Thai Van Lung 1', 1, [{ VND: 100_000 }, {}, {}, {}], { VND: 100_000 }),
  '11': group('11', 'Phnom Penh', 3, [{ USD: 0.3 }, {}, {}, { USD: 123.45 }], { USD: 123.75 }),
  '12': group('12', 'Linh Lang', 7, [{ VND: 3_000_000 }, { VND: 7_000_000 }, { VND: 11_000_000 }, { VND: 7_000_000 }], {
    VND: 28_000_000,
  }),
  '16': group('16', 'Dao Tan', 1, [{ VND: 250_000 }, {}, {}, {}], { VND: 250_000 }),
  '2': group('2', 'Annex', 1, [{ VND: 1_500_000 }, {}, {}, {}], { VND: 1_500_000 }),
  '3': group('3', 'Hai Ba Trung 1', 1, [{ VND: 300_000 }, {}, {}, {}], { VND: 300_000 }),
  '9': group('9', 'Thai Van Lung 2', 1, [{}, {}, {}, { VND: 2_500_000 }], { VND: 2_500_000 }),
};

const aging = async (token: string, query: string) => {
  const res = await debitCalls(s).aging(token, query);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: number;
    msg: string;
    data: { asOf: string; byBranch: Group[]; byCompany: Group[]; total: Group };
  };
};
const keys = (groups: Group[]) => groups.map((g) => g.key);

describe('the buckets of a known book on a fixed asOf', () => {
  it('per branch, named, in every currency', async () => {
    const a = await aging(u[7].token, `asOf=${ASOF}`);
    expect([a.status, a.msg, a.data.asOf]).toEqual([1, 'ok', ASOF]);
    expect(a.data.byBranch).toEqual(
      ['1', '2', '3', '9', '11', '12', '16'].map((k) => BRANCHES[k as keyof typeof BRANCHES]),
    );
  });

  it('per company (upper-cased, a private guest as "(guest)"), most lines first, with both currencies', async () => {
    const a = await aging(u[8].token, `asOf=${ASOF}`);
    expect(a.data.byCompany).toEqual([
      group(
        'AGING ALPHA',
        'AGING ALPHA',
        7,
        [{ VND: 3_300_000, USD: 0.3 }, {}, { VND: 6_000_000 }, { VND: 7_000_000 }],
        { VND: 16_300_000, USD: 0.3 },
      ),
      group('(guest)', '(guest)', 4, [{ VND: 100_000 }, { VND: 3_000_000 }, {}, { VND: 2_500_000, USD: 123.45 }], {
        VND: 5_600_000,
        USD: 123.45,
      }),
      group('AGING BETA', 'AGING BETA', 3, [{ VND: 250_000 }, { VND: 4_000_000 }, { VND: 5_000_000 }, {}], {
        VND: 9_250_000,
      }),
      group('AGING GAMMA', 'AGING GAMMA', 1, [{ VND: 1_500_000 }, {}, {}, {}], { VND: 1_500_000 }),
    ]);
  });

  it('in all: VND and USD apart, USD cents exact', async () => {
    const a = await aging(u[7].token, `asOf=${ASOF}`);
    expect(a.data.total).toEqual(
      group(
        'ALL',
        'ALL',
        15,
        [{ VND: 5_150_000, USD: 0.3 }, { VND: 7_000_000 }, { VND: 11_000_000 }, { VND: 9_500_000, USD: 123.45 }],
        { VND: 32_650_000, USD: 123.75 },
      ),
    );
  });

  it('moves lines between buckets as asOf moves, and leaves out lines dated after it', async () => {
    const july = await aging(u[7].token, 'asOf=2020-07-31&branch=12');
    expect(july.data.byBranch).toEqual([
      group('12', 'Linh Lang', 8, [{ VND: 8_000_000 }, { VND: 1_000_000 }, { VND: 5_000_000 }, { VND: 22_000_000 }], {
        VND: 36_000_000,
      }),
    ]);
    const march = await aging(u[7].token, 'asOf=2020-03-31');
    expect(march.data.total).toEqual(
      group('ALL', 'ALL', 3, [{ VND: 7_000_000 }, { VND: 2_500_000 }, { USD: 123.45 }, {}], {
        VND: 9_500_000,
        USD: 123.45,
      }),
    );
    expect((await aging(u[7].token, 'asOf=2019-12-31')).data.total.count).toBe(0);
  });

  it('by debit type and by book', async () => {
    const rc = await aging(u[7].token, `asOf=${ASOF}&type=RC`);
    expect([keys(rc.data.byBranch), rc.data.total.count, keys(rc.data.byCompany)]).toEqual([
      ['1', '9', '11', '12'],
      4,
      ['(guest)'],
    ]);
    const acc = await aging(u[7].token, `asOf=${ASOF}&type=ACC`);
    expect([keys(acc.data.byBranch), acc.data.total.count]).toEqual([['2', '3', '11', '12', '16'], 11]);
    const book = await aging(u[7].token, `asOf=${ASOF}&book=acc`);
    expect(book.data.byBranch).toEqual([
      group('12', 'Linh Lang', 1, [{ VND: 10_000_000 }, {}, {}, {}], { VND: 10_000_000 }),
    ]);
  });

  it("asOf defaults to today of the user's branch", async () => {
    const a = await aging(u[7].token, '');
    expect(a.data.asOf).toBe(branchToday(1));
    expect(a.data.total.count).toBeGreaterThan(15);
  });

  it('a line settled through the API leaves the aging; returned to Debit it comes back', async () => {
    const c = debitCalls(s);
    const before = await aging(u[4].token, `asOf=${ASOF}`);
    expect(before.data.byBranch).toEqual([BRANCHES['3']]);
    expect((await c.change(u[4].token, 'paid', 3, hbt1Line, { rev: 1, payment: { vnd: 300_000 } })).statusCode).toBe(
      200,
    );
    const paid = await aging(u[4].token, `asOf=${ASOF}`);
    expect([paid.data.byBranch, paid.data.byCompany, paid.data.total.count]).toEqual([[], [], 0]);
    expect((await c.change(u[5].token, 'debit', 3, hbt1Line, { rev: 2 })).statusCode).toBe(200);
    expect((await aging(u[4].token, `asOf=${ASOF}`)).data.byBranch).toEqual([BRANCHES['3']]);
  });
});

describe('whose branches each role sees', () => {
  it.each([
    [0, '', ['3']],
    [2, '', ['3']],
    [3, '', ['3']],
    [4, '', ['3']],
    [4, 'branch=3', ['3']],
    [4, 'branch=0', ['3']],
    [4, 'area=Ha%20Noi', ['3']],
    [5, '', ['3', '12', '16']],
    [5, 'area=Ha%20Noi', ['3', '12', '16']],
    [5, 'branch=12', ['12']],
    [5, 'branch=0', ['3']],
    [6, '', ['1', '2', '9']],
    [6, 'branch=9', ['9']],
    [7, '', ['1', '2', '3', '9', '11', '12', '16']],
    [7, 'area=Cambodia', ['11']],
    [7, 'area=Ha%20Noi', ['3', '12', '16']],
    [7, 'area=Ho%20Chi%20Minh&branch=2', ['2']],
    [7, 'area=Ha%20Noi&branch=2', []],
    [8, '', ['1', '2', '3', '9', '11', '12', '16']],
    [8, 'branch=11', ['11']],
  ] as [RoleNo, string, string[]][])('role %i %j: %j', async (role, q, branches) => {
    const a = await aging(u[role].token, `asOf=${ASOF}${q ? `&${q}` : ''}`);
    expect(keys(a.data.byBranch)).toEqual(branches);
    expect(a.data.total.count).toBe(a.data.byBranch.reduce((n, g) => n + g.count, 0));
  });

  it('an accountant of branch 1 sees branch 1, and Annex when asked', async () => {
    expect(keys((await aging(tvl1, `asOf=${ASOF}`)).data.byBranch)).toEqual(['1']);
    expect(keys((await aging(tvl1, `asOf=${ASOF}&branch=2`)).data.byBranch)).toEqual(['2']);
    expect(keys((await aging(tvl1, `asOf=${ASOF}&area=Ho%20Chi%20Minh`)).data.byBranch)).toEqual(['1']);
  });

  it.each([
    ['accountant of branch 3, branch 5', () => u[4].token, 'branch=5', 'Mistake Branch'],
    ['accountant of branch 3, branch 12', () => u[4].token, 'branch=12', 'Mistake Branch'],
    ['accountant of branch 3, area Ho Chi Minh', () => u[4].token, 'area=Ho%20Chi%20Minh', 'Mistake Branch Area'],
    ['accountant of branch 1, branch 9', () => tvl1, 'branch=9', 'Mistake Branch'],
    ['accountant of branch 1, branch 3', () => tvl1, 'branch=3', 'Mistake Branch Area'],
    ['reception, branch 5', () => u[0].token, 'branch=5', 'Mistake Branch'],
    ['leader of Ha Noi, area Ho Chi Minh', () => u[5].token, 'area=Ho%20Chi%20Minh', 'Mistake Branch Area'],
    ['leader of Ha Noi, branch 1', () => u[5].token, 'branch=1', 'Mistake Branch Area'],
    ['area manager of Ho Chi Minh, area Ha Noi', () => u[6].token, 'area=Ha%20Noi', 'Mistake Branch Area'],
    ['area manager of Ho Chi Minh, branch 12', () => u[6].token, 'branch=12', 'Mistake Branch Area'],
    ['CEO, branch 10 (none)', () => u[7].token, 'branch=10', 'Mistake Branch'],
  ])('%s: 403', async (_n, token, q, msg) => {
    const res = await debitCalls(s).aging(token(), `asOf=${ASOF}&${q}`);
    expect([res.statusCode, res.json()]).toEqual([403, refusal(msg)]);
  });

  it('admin (role 1) and a call without a token are refused', async () => {
    const admin = await debitCalls(s).aging(u[1].token, `asOf=${ASOF}`);
    expect([admin.statusCode, admin.json().msg]).toEqual([403, NO_PERMISSION]);
    expect((await debitCalls(s).aging(null, `asOf=${ASOF}`)).statusCode).toBe(401);
  });

  it.each([
    'asOf=2020-02-30',
    'asOf=2020-6-1',
    'asOf=today',
    'branch=x',
    'branch=-1',
    'branch=1000',
    'type=XX',
    'book=zz',
    `area=${'x'.repeat(61)}`,
  ])('%s is refused (400)', async (q) => {
    const res = await debitCalls(s).aging(u[7].token, q);
    expect([res.statusCode, res.json().status]).toEqual([400, 0]);
  });
});
