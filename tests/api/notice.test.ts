// GET /notice/list: the announcement form's templates (spec 3 sections 2, 3 and 6): roles 0, 2 and 3 only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeApi } from '../../src/contract/notice';
import { startTestServer, type TestServer } from '../support/server';
import { apiUrl } from '../support/api-path';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { checkAnswers: true });
});
afterAll(() => s.close());

const list = (token?: string) =>
  s.app.inject({ method: 'GET', url: apiUrl(noticeApi.list, {}), headers: token ? s.auth(token) : {} });

describe('GET /notice/list', () => {
  it.each([
    ['reception.hbt1@sumbook.test', 0],
    ['manager.hbt1@sumbook.test', 2],
    ['supervisor.tvl1@sumbook.test', 3],
  ])('%s (role %i) gets the templates', async (email) => {
    const res = await list((await s.login(email)).token);
    expect(res.statusCode).toBe(200);
    const body = noticeApi.list.answer.parse(res.json());
    expect(body.data.map((t) => t.category)).toEqual(
      expect.arrayContaining(['rotenburo', 'elevator', 'breakfast', 'other']),
    );
    const power = body.data.find((t) => t.key === 'power-cut');
    expect(power).toMatchObject({ name: 'Power cut', name2: '停電のお知らせ', name3: 'Thông báo cắt điện' });
    expect(power?.content.some((l) => l.edit)).toBe(true);
    expect(power?.fontSize).toBeGreaterThan(0);
  });

  it.each([
    ['admin@sumbook.test', 1],
    ['accountant.hbt1@sumbook.test', 4],
    ['accleader.hanoi@sumbook.test', 5],
    ['areamanager.hcm@sumbook.test', 6],
    ['ceo@sumbook.test', 7],
    ['accchief@sumbook.test', 8],
  ])('%s (role %i) is refused with 403', async (email) => {
    const res = await list((await s.login(email)).token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('answers 401 without a token', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 0 });
  });
});
