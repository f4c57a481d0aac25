// /membership's calls against the real server: admin and CEO only (every other role 403, no token 401),
// the member list by pages of at most 1000, the global search ignoring case and accents, a member's
// vouchers, voucher create / edit / delete with the form's messages for every required field, bad numbers
// and dates, a duplicate code refused (nothing stored), Voucher Use RC's 'Use', and the audit lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_MSG } from '../../src/domain/membership';
import { foldText } from '../../src/domain/text-search';
import { DEMO_MEMBERS } from '../../src/server/modules/membership/seed';
import { startTestServer, type TestServer } from '../support/server';
import { membershipApi } from '../../src/contract/membership';
import { pathTo } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let admin: string;
let ceo: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.login('admin@sumbook.test')).token;
  ceo = (await s.login('ceo@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
});

const get = (url: string, token = admin) => s.app.inject({ url: `/api${url}`, headers: s.auth(token) });
const post = (url: string, payload: unknown, token = admin) =>
  s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: s.auth(token),
    payload: payload as object,
  });
const make = (voucher: Record<string, unknown>, token = admin) =>
  post(pathTo(membershipApi.makeVoucher, {}), { voucher }, token);
const future = '2027-06-30';
const good = (code: string) => ({
  code,
  name: 'Test voucher',
  type: 'Other',
  discount: 15,
  maxPrice: 200000,
  azCoin: 0,
  expiry: future,
  infor: 'For tests',
});
const voucherCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('vouchers')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const CALLS: [method: 'GET' | 'POST', url: string][] = [
  ['GET', pathTo(membershipApi.takeMember, { id: 'AZ100001' })],
  ['GET', pathTo(membershipApi.findMembers, { text: 'nguyen' })],
  ['GET', pathTo(membershipApi.listVouchers, {})],
  ['GET', pathTo(membershipApi.listMembers, { from: '0', count: 1000 })],
  ['GET', pathTo(membershipApi.takeMemberVouchers, { id: 'AZ100001' })],
  ['POST', pathTo(membershipApi.editVoucher, { action: 'edit', id: 1 })],
  ['POST', pathTo(membershipApi.editVoucher, { action: 'delete', id: 1 })],
  ['POST', pathTo(membershipApi.makeVoucher, {})],
  ['POST', pathTo(membershipApi.useVoucher, { id: 'AZ100001', voucherId: 1 })],
];

describe('membership calls are for the admin and the CEO only', () => {
  it('roles 0, 2, 3, 4, 5, 6 and 8 are refused with 403 on every call, without a token 401; nothing changes', async () => {
    const others = [
      'reception.hbt1@sumbook.test',
      'manager.hbt1@sumbook.test',
      'supervisor.hbt1@sumbook.test',
      'accountant.hbt1@sumbook.test',
      'accleader.hanoi@sumbook.test',
      'areamanager.hcm@sumbook.test',
      'accchief@sumbook.test',
    ];
    const before = await voucherCount();
    for (const email of others) {
      const { token, user } = await s.login(email);
      for (const [method, url] of CALLS) {
        const res = await s.app.inject({
          method,
          url: `/api${url}`,
          headers: s.auth(token),
          payload: method === 'POST' ? { voucher: good(`X${user.role}`) } : undefined,
        });
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(res.json().status).toBe(0);
      }
    }
    for (const [method, url] of CALLS) {
      const res = await s.app.inject({
        method,
        url: `/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await voucherCount()).toBe(before);
  });

  it('the admin (1) and the CEO (7) read the list', async () => {
    for (const token of [admin, ceo])
      expect((await get(pathTo(membershipApi.listMembers, { from: '0', count: 10 }), token)).statusCode).toBe(200);
  });
});

describe('members', () => {
  it('take_list_member_ship pages the members in order: 0/1000 gives 1000 of the demo members, the rest follows', async () => {
    const first = (await get(pathTo(membershipApi.listMembers, { from: '0', count: 1000 }))).json();
    expect(first.total).toBe(DEMO_MEMBERS);
    expect(first.data).toHaveLength(1000);
    expect(first.data[0]).toMatchObject({ userId: 'AZ100001' });
    expect(new Set(first.data.map((m: { loginType: string }) => m.loginType))).toEqual(
      new Set(['Google', 'Facebook', 'Apple', 'Email']),
    );
    expect(new Set(first.data.map((m: { rank: string }) => m.rank))).toEqual(
      new Set(['bronze', 'silver', 'gold', 'platinum', 'diamond']),
    );
    const rest = (await get(pathTo(membershipApi.listMembers, { from: 1000, count: 1000 }))).json();
    expect(rest.data).toHaveLength(DEMO_MEMBERS - 1000);
    expect(rest.data[0]._id).toBeGreaterThan(first.data[999]._id);
    const small = (await get(pathTo(membershipApi.listMembers, { from: 5, count: 3 }))).json();
    expect(small.data.map((m: { _id: number }) => m._id)).toEqual(
      first.data.slice(5, 8).map((m: { _id: number }) => m._id),
    );
  });

  it('more than 1000 at once, a negative or non-numeric page is refused with 400', async () => {
    for (const url of [
      pathTo(membershipApi.listMembers, { from: '0', count: 1001 }),
      pathTo(membershipApi.listMembers, { from: '-1', count: 10 }),
      pathTo(membershipApi.listMembers, { from: 'a', count: 10 }),
      pathTo(membershipApi.listMembers, { from: '0', count: '0' }),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status).toBe(0);
    }
  });

  it('find_membership ignores case and accents over ID, name and e-mail', async () => {
    const all = (await get(pathTo(membershipApi.listMembers, { from: '0', count: 1000 }))).json().data as {
      userId: string;
      name: string;
      email: string;
    }[];
    const accented = all.find((m) => m.name.startsWith('Nguyễn'))!;
    const plain = (await get(pathTo(membershipApi.findMembers, { text: 'nguyen' }))).json();
    const upper = (await get(pathTo(membershipApi.findMembers, { text: 'NGUYỄN' }))).json();
    expect(plain.total).toBeGreaterThan(10);
    expect(upper.total).toBe(plain.total);
    expect(plain.data.map((m: { userId: string }) => m.userId)).toContain(accented.userId);
    for (const m of plain.data) expect(foldText(`${m.userId} ${m.name} ${m.email}`)).toContain('nguyen');
    // Two words: both must match (a family name and a given name, written without accents).
    const [family, , given] = foldText(accented.name).split(' ');
    const both = (await get(pathTo(membershipApi.findMembers, { text: `${given} ${family}` }))).json();
    expect(both.data.map((m: { userId: string }) => m.userId)).toContain(accented.userId);
    // By ID in lower case, and by part of an e-mail.
    expect((await get(pathTo(membershipApi.findMembers, { text: 'az100001' }))).json().data[0].userId).toBe('AZ100001');
    const mail = all[3].email.split('@')[0];
    expect(
      (await get(pathTo(membershipApi.findMembers, { text: mail }))).json().data.map((m: { email: string }) => m.email),
    ).toContain(all[3].email);
    // Wildcards are plain text.
    expect((await get(pathTo(membershipApi.findMembers, { text: '%' }))).json().total).toBe(0);
  });

  it('take_data_user_by_id and take_list_voucher_by_id find a member by ID; an unknown ID is 404', async () => {
    const list = (await get(pathTo(membershipApi.listMembers, { from: '0', count: 1000 }))).json().data as {
      userId: string;
      vouchers: number;
    }[];
    const holder = list.find((m) => m.vouchers >= 2)!;
    expect((await get(pathTo(membershipApi.takeMember, { id: holder.userId.toLowerCase() }))).json().data).toEqual(
      holder,
    );
    const vouchers = (await get(pathTo(membershipApi.takeMemberVouchers, { id: holder.userId }))).json();
    expect(vouchers.member.userId).toBe(holder.userId);
    expect(vouchers.data).toHaveLength(holder.vouchers);
    const missing = await get(pathTo(membershipApi.takeMember, { id: 'AZ999999' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('Have not data find'));
    expect((await get(pathTo(membershipApi.takeMemberVouchers, { id: 'AZ999999' }))).statusCode).toBe(404);
  });
});

describe('vouchers', () => {
  it('take_list_voucher has the 30 demo vouchers, some expired', async () => {
    const res = (await get(pathTo(membershipApi.listVouchers, {}))).json();
    expect(res.data.length).toBeGreaterThanOrEqual(30);
    expect(res.data.filter((v: { expired: boolean }) => v.expired).length).toBeGreaterThanOrEqual(5);
    expect(res.data.filter((v: { expired: boolean }) => !v.expired).length).toBeGreaterThanOrEqual(15);
  });

  it('create: every required field is asked for in the spec’s words; nothing is stored', async () => {
    const before = await voucherCount();
    const required: [string, string][] = [
      ['name', VOUCHER_MSG.nameRequired],
      ['code', VOUCHER_MSG.codeRequired],
      ['discount', VOUCHER_MSG.discountRequired],
      ['maxPrice', VOUCHER_MSG.maxPriceRequired],
      ['azCoin', VOUCHER_MSG.azCoinRequired],
      ['expiry', VOUCHER_MSG.expiryRequired],
    ];
    for (const [field, msg] of required) {
      for (const empty of [undefined, '', null]) {
        const res = await make({ ...good('REQ1'), [field]: empty });
        expect(res.statusCode, `${field} ${String(empty)}`).toBe(400);
        expect(res.json()).toEqual(refusal(msg));
      }
    }
    expect((await make({})).json().msg).toBe(VOUCHER_MSG.nameRequired);
    expect((await post(pathTo(membershipApi.makeVoucher, {}), {})).statusCode).toBe(400);
    expect(await voucherCount()).toBe(before);
  });

  it('create: negative or non-numeric numbers, a bad date, a bad type or code are refused with 400', async () => {
    const before = await voucherCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ discount: -5 }, VOUCHER_MSG.discount],
      [{ discount: 0 }, VOUCHER_MSG.discount],
      [{ discount: 101 }, VOUCHER_MSG.discount],
      [{ discount: 'ten' }, VOUCHER_MSG.discount],
      [{ discount: 12.5 }, VOUCHER_MSG.discount],
      [{ maxPrice: -1 }, VOUCHER_MSG.maxPrice],
      [{ maxPrice: '12abc' }, VOUCHER_MSG.maxPrice],
      [{ azCoin: -3 }, VOUCHER_MSG.azCoin],
      [{ azCoin: 'x' }, VOUCHER_MSG.azCoin],
      [{ expiry: '2026-02-30' }, VOUCHER_MSG.expiry],
      [{ expiry: 'tomorrow' }, VOUCHER_MSG.expiry],
      [{ type: 'Gift' }, VOUCHER_MSG.type],
      [{ code: 'WITH SPACE' }, VOUCHER_MSG.codeFormat],
    ];
    for (const [patch, msg] of bad) {
      const res = await make({ ...good('BAD1'), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await make({ ...good('BAD2'), discount: { n: 1 } })).statusCode).toBe(400);
    expect(await voucherCount()).toBe(before);
  });

  it('create, edit, delete: stored as sent (code upper case), duplicate codes refused with 409, audited with before and after', async () => {
    const created = await make({ ...good('new-2026'), maxPrice: '300,000' });
    expect(created.statusCode).toBe(200);
    const v = created.json().data;
    expect(v).toMatchObject({
      code: 'NEW-2026',
      maxPrice: 300000,
      discount: 15,
      type: 'Other',
      expiry: future,
      expired: false,
    });
    const list = (await get(pathTo(membershipApi.listVouchers, {}))).json().data;
    expect(list[0]).toEqual(v);

    const before = await voucherCount();
    const dup = await make(good('new-2026'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe(VOUCHER_MSG.duplicate('NEW-2026'));
    expect((await make(good('SPA20'))).statusCode).toBe(409);
    expect(await voucherCount()).toBe(before);

    const edited = await post(pathTo(membershipApi.editVoucher, { action: 'edit', id: v.id }), {
      voucher: { ...good('NEW-2026'), name: 'Renamed', type: 'Change', azCoin: 250, expiry: '2020-01-01' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: v.id, name: 'Renamed', type: 'Change', azCoin: 250, expired: true });
    // Its own code is not a duplicate; another voucher's is, and nothing changes.
    const taken = await post(pathTo(membershipApi.editVoucher, { action: 'edit', id: v.id }), {
      voucher: good('SPA20'),
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await post(pathTo(membershipApi.editVoucher, { action: 'edit', id: v.id }), {
      voucher: { ...good('NEW-2026'), name: ' ' },
    });
    expect(invalid.json()).toEqual(refusal(VOUCHER_MSG.nameRequired));
    expect((await post(pathTo(membershipApi.editVoucher, { action: 'edit', id: v.id }), {})).statusCode).toBe(400);
    expect(
      (await get(pathTo(membershipApi.listVouchers, {}))).json().data.find((x: { id: number }) => x.id === v.id).name,
    ).toBe('Renamed');

    const gone = await post(pathTo(membershipApi.editVoucher, { action: 'delete', id: v.id }), {});
    expect(gone.statusCode).toBe(200);
    expect(
      (await get(pathTo(membershipApi.listVouchers, {}))).json().data.some((x: { id: number }) => x.id === v.id),
    ).toBe(false);
    expect((await post(pathTo(membershipApi.editVoucher, { action: 'delete', id: v.id }), {})).statusCode).toBe(404);
    expect(
      (await post(pathTo(membershipApi.editVoucher, { action: 'edit', id: v.id }), { voucher: good('NEW-2026') }))
        .statusCode,
    ).toBe(404);
    expect((await post(pathTo(membershipApi.editVoucher, { action: 'archive', id: 1 }), {})).statusCode).toBe(400);
    // A deleted voucher frees its code.
    expect((await make(good('NEW-2026'))).statusCode).toBe(200);

    const trail = await s.db
      .selectFrom('audit')
      .selectAll()
      .where('target', '=', `voucher:${v.id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['voucher.create', 'voucher.edit', 'voucher.delete']);
    const [c, e, d] = trail.map((a) => JSON.parse(a.detail));
    expect(c.before).toBeNull();
    expect(c.after).toMatchObject({ code: 'NEW-2026', name: 'Test voucher' });
    expect(e.before).toMatchObject({ name: 'Test voucher', type: 'Other' });
    expect(e.after).toMatchObject({ name: 'Renamed', type: 'Change', azCoin: 250 });
    expect(d.before).toMatchObject({ name: 'Renamed' });
    expect(d.after).toBeNull();
    const admin1 = await s.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@sumbook.test')
      .executeTakeFirstOrThrow();
    expect(trail.every((a) => a.user_id === admin1.id)).toBe(true);
  });
});

describe('Voucher Use RC', () => {
  it("'Use' marks a member's usable voucher used once (audited); used, expired or foreign vouchers are refused", async () => {
    const list = (await get(pathTo(membershipApi.listMembers, { from: '0', count: 1000 }))).json().data as {
      userId: string;
      vouchers: number;
    }[];
    let usable: { id: number; code: string } | undefined;
    let expired: { id: number } | undefined;
    let holder = '';
    for (const m of list.filter((x) => x.vouchers > 0)) {
      const vs = (await get(pathTo(membershipApi.takeMemberVouchers, { id: m.userId }))).json().data as {
        id: number;
        code: string;
        usedAt: string | null;
        expired: boolean;
      }[];
      const u = vs.find((v) => !v.usedAt && !v.expired);
      const x = vs.find((v) => !v.usedAt && v.expired);
      if (u && x) {
        [usable, expired, holder] = [u, x, m.userId];
        break;
      }
    }
    expect(usable && expired).toBeTruthy();
    const used = await post(pathTo(membershipApi.useVoucher, { id: holder, voucherId: usable!.id }), undefined);
    expect(used.statusCode).toBe(200);
    expect(used.json().data).toMatchObject({ id: usable!.id, usedBy: 'Team IT' });
    expect(used.json().data.usedAt).toBeTruthy();
    const again = await post(pathTo(membershipApi.useVoucher, { id: holder, voucherId: usable!.id }), undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/already used/);
    const old = await post(pathTo(membershipApi.useVoucher, { id: holder, voucherId: expired!.id }), undefined);
    expect(old.statusCode).toBe(409);
    expect(old.json().msg).toBe('This voucher has expired');
    const mine = (await get(pathTo(membershipApi.takeMemberVouchers, { id: holder }))).json().data as { id: number }[];
    const foreign = (await get(pathTo(membershipApi.listVouchers, {})))
      .json()
      .data.find((v: { id: number }) => !mine.some((x) => x.id === v.id));
    expect(
      (await post(pathTo(membershipApi.useVoucher, { id: holder, voucherId: foreign.id }), undefined)).statusCode,
    ).toBe(404);
    const trail = await s.db.selectFrom('audit').selectAll().where('action', '=', 'voucher.use').execute();
    expect(trail).toHaveLength(1);
    expect(JSON.parse(trail[0].detail)).toMatchObject({ member: holder, code: usable!.code, before: { usedAt: null } });
  });
});
