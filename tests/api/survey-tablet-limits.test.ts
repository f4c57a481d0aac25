// Issue 28 point 2: the tablet pass is limited per branch as well as per address (guesses spread over many
// addresses lock the branch's new activations for a while; running tablets keep working), a branch has at
// most 10 tablets, and Tablet Status shows a new activation first, marked new.
import { afterEach, describe, expect, it } from 'vitest';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { submit } from './survey-support';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function withPass(branch: number, pass: string): Promise<{ s: TestServer; admin: string }> {
  const s = await startTestServer();
  t = s;
  const admin = (await s.login('admin@sumbook.test')).token;
  const res = await s.app.inject({
    method: 'PATCH',
    url: apiUrl(surveyApi.changePass, {}),
    headers: s.auth(admin),
    payload: { branch, pass },
  });
  expect(res.statusCode).toBe(200);
  return { s, admin };
}

const activate = (s: TestServer, branch: number, pass: string, ip: string) =>
  s.app.inject({
    method: 'POST',
    url: apiUrl(surveyApi.activateTablet, { branch }),
    payload: { pass },
    remoteAddress: ip,
  });

describe('tablet activation limits', () => {
  it('30 addresses x 10 wrong guesses lock new activations of the branch; a running tablet keeps working', async () => {
    const { s } = await withPass(5, 'km-pass');
    const running = (await activate(s, 5, 'km-pass', '10.9.9.9')).json().data.tabletToken as string;
    const codes: number[] = [];
    for (let a = 0; a < 30; a++)
      for (let g = 0; g < 10; g++) codes.push((await activate(s, 5, `guess-${a}-${g}`, `10.0.${a}.1`)).statusCode);
    // Only the first 20 wrong guesses are checked; the rest are refused before the pass is looked at.
    expect(codes.filter((c) => c === 403)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(280);
    const right = await activate(s, 5, 'km-pass', '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe(
      'Too many wrong passes for this branch: new tablets can be activated again in 15 minutes.',
    );
    // Another branch is not locked.
    await s.app.inject({
      method: 'PATCH',
      url: apiUrl(surveyApi.changePass, {}),
      headers: s.auth((await s.login('admin@sumbook.test')).token),
      payload: { branch: 8, pass: 'km2-pass' },
    });
    expect((await activate(s, 8, 'km2-pass', '10.1.1.2')).statusCode).toBe(200);
    // The tablet activated before keeps its home and takes surveys.
    const home = await s.app.inject({ method: 'GET', url: apiUrl(surveyApi.tabletHome, { tabletToken: running }) });
    expect(home.statusCode).toBe(200);
    expect(home.json().data.on).toBe(true);
    const room = (await s.db.selectFrom('rooms').select('number').where('branch_id', '=', 5).executeTakeFirstOrThrow())
      .number;
    expect((await submit(s, running, { q7: 'yes' }, { room })).statusCode).toBe(201);
    // The lock keeps a bounded number of rows: the refused guesses wrote nothing.
    const rows = await s.db
      .selectFrom('throttle_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', 'like', 'tablet%')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeLessThanOrEqual(40);
  });

  it("the admin's new pass lifts the lock at once", async () => {
    const { s, admin } = await withPass(5, 'km-pass');
    for (let a = 0; a < 20; a++) await activate(s, 5, 'nope', `10.2.${a}.1`);
    expect((await activate(s, 5, 'km-pass', '10.3.0.1')).statusCode).toBe(429);
    const cfg = (
      await s.app.inject({ method: 'GET', url: apiUrl(surveyApi.takeConfig, { branch: 5 }), headers: s.auth(admin) })
    ).json().data;
    expect(cfg.activationLockedFor).toBeGreaterThan(14 * 60 * 1000);
    await s.app.inject({
      method: 'PATCH',
      url: apiUrl(surveyApi.changePass, {}),
      headers: s.auth(admin),
      payload: { branch: 5, pass: 'km-pass-2' },
    });
    expect((await activate(s, 5, 'km-pass-2', '10.3.0.1')).statusCode).toBe(200);
  });

  it('a branch has at most 10 tablets: the 11th is refused until the admin deletes one', async () => {
    const { s, admin } = await withPass(5, 'km-pass');
    for (let i = 1; i <= 10; i++) expect((await activate(s, 5, 'km-pass', `10.4.${i}.1`)).statusCode).toBe(200);
    const eleventh = await activate(s, 5, 'km-pass', '10.4.11.1');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().msg).toBe(
      'This branch already has 10 survey tablets. An admin must delete one in Tablet Status first.',
    );
    // Turning one OFF does not make room; deleting one does.
    const act = (action: string, n: number) =>
      s.app.inject({
        method: 'PATCH',
        url: apiUrl(surveyApi.actionTablet, { branch: 5, action, n }),
        headers: s.auth(admin),
        payload: {},
      });
    await act('off', 2);
    expect((await activate(s, 5, 'km-pass', '10.4.12.1')).statusCode).toBe(409);
    await act('delete', 3);
    const ok = await activate(s, 5, 'km-pass', '10.4.13.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.n).toBe(11);
  });

  it('Tablet Status lists a new activation first, marked new, with its activation time', async () => {
    const { s, admin } = await withPass(1, 'tvl-pass');
    const before = Date.now();
    expect((await activate(s, 1, 'tvl-pass', '10.5.0.1')).statusCode).toBe(200);
    const cfg = (
      await s.app.inject({ method: 'GET', url: apiUrl(surveyApi.takeConfig, { branch: 1 }), headers: s.auth(admin) })
    ).json().data;
    expect(cfg.tabletCap).toBe(10);
    expect(cfg.activationLockedFor).toBe(0);
    // Branch 1's demo tablet was activated long ago: the new one comes first.
    expect(cfg.tablets.map((x: { n: number; isNew: boolean }) => [x.n, x.isNew])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(Date.parse(cfg.tablets[0].date)).toBeGreaterThanOrEqual(before - 1000);
  });
});
