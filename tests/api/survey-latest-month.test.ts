// /old_survey_online opens on the latest month with surveys (issue 30 point 8): every month answer names it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { q5, SUP_HBT1 } from './survey-support';

let s: TestServer;
let token = '';

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.login(SUP_HBT1)).token;
});
afterAll(async () => {
  await s.close();
});

const month = async (which: 'getSurvey' | 'getNewSurvey', m: string) => {
  const ep = surveyApi[which];
  const res = await s.app.inject({
    method: 'GET',
    url: apiUrl(ep, { branch: 3, month: m, loadWith: 'all' }),
    headers: s.auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { msg: string; data: { latestMonth?: string | null } };
};

it('an empty month names the latest month of its generation that has a survey', async () => {
  await s.db
    .insertInto('survey_entries')
    .values({
      branch_id: 3,
      generation: 'old',
      kind: 'guest',
      day: '2030-05-15',
      time: '09:30',
      room: '201',
      source: 'roomScan',
      lang: 'ja',
      status: 'True',
      answers: JSON.stringify({ q5: q5({ 1: 4 }) }),
      opinion: '',
      sup_feedback: '',
      note_change: '',
      rev: 1,
      token_id: 'test',
      dedupe_key: null,
      created_at: '',
      updated_at: '',
      updated_by: 'test',
    })
    .execute();
  const empty = await month('getSurvey', '2031-01');
  expect(empty.msg).toBe('null');
  expect(empty.data.latestMonth).toBe('2030-05');
  expect((await month('getSurvey', '2030-05')).msg).toBe('ok');
  // The other generation keeps its own latest month.
  expect((await month('getNewSurvey', '2031-01')).data.latestMonth).not.toBe('2030-05');
});
