// The guest's side of the survey against the real server: signed codes and revocation, one survey per code
// per day, the improvement-point rule and branch variants as stored, caps and untrusted text, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchToday } from '../../src/domain/branches';
import { COMMENT_MAX } from '../../src/domain/survey-answers';
import { SURVEY_LINK_INVALID } from '../../src/domain/survey';
import { startTestServer, type TestServer } from '../support/server';
import { codesOf, q5, submit, SUP_HBT1, type Code } from './survey-support';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';
import { refusal } from '../support/refusal';

let s: TestServer;
let sup: string;
let codes: Code[];
const room = (n: number) => codes.filter((c) => c.target === 'room')[n];

beforeAll(async () => {
  s = await startTestServer({ survey: { perToken: 1000, perIp: 1000, windowMs: 60_000, tabletTries: 10 } });
  sup = (await s.login(SUP_HBT1)).token;
  codes = await codesOf(s, sup, 3, 'ja');
});
afterAll(() => s.close());

const get = (token: string, query = '') =>
  s.app.inject({ method: 'GET', url: `${apiUrl(surveyApi.publicGet, { token })}${query}` });

describe('codes: signed, stored, revocable', () => {
  it('every room of the branch, the reception and the Rotenburo have a code; the URL opens /s/<token>', async () => {
    const rooms = await s.db.selectFrom('rooms').select('number').where('branch_id', '=', 3).execute();
    expect(codes.filter((c) => c.target === 'room')).toHaveLength(rooms.length);
    expect(codes.filter((c) => c.target !== 'room').map((c) => c.target)).toEqual(['home', 'roten']);
    expect(room(0).url).toBe(`${s.config.publicUrl}/s/${room(0).token}`);
    const again = await codesOf(s, sup, 3, 'ja');
    expect(again.map((c) => c.token)).toEqual(codes.map((c) => c.token));
    const res = await get(room(0).token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      branchId: 3,
      target: 'room',
      room: room(0).room,
      lang: 'ja',
      source: 'roomScan',
      hasMassage: false,
    });
  });
  it('a changed character, a forged signature or garbage answers 404 with the friendly text', async () => {
    const t = room(1).token;
    const flipped = t.slice(0, -2) + (t.at(-2) === 'A' ? 'B' : 'A') + t.at(-1);
    const [id] = t.split('.');
    const forged = `${id}.${'A'.repeat(22)}`;
    const madeUp = `AAAAAAAAAAAAAAAA.${t.split('.')[1]}`;
    for (const bad of [flipped, forged, madeUp]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal(SURVEY_LINK_INVALID));
    }
    for (const garbage of ['x', '%3Cscript%3E', 'a.b']) expect((await get(garbage)).statusCode).toBe(400);
  });
  it('a revoked code stops at once; its replacement works; reception may not revoke', async () => {
    const old = room(2);
    const rc = (await s.login('reception.hbt1@sumbook.test')).token;
    const denied = await s.app.inject({
      method: 'POST',
      url: apiUrl(surveyApi.revokeQr, { branch: 3 }),
      headers: s.auth(rc),
      payload: { token: old.token },
    });
    expect(denied.statusCode).toBe(403);
    const res = await s.app.inject({
      method: 'POST',
      url: apiUrl(surveyApi.revokeQr, { branch: 3 }),
      headers: s.auth(sup),
      payload: { token: old.token },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data;
    expect(fresh.room).toBe(old.room);
    expect((await get(old.token)).statusCode).toBe(404);
    expect((await submit(s, old.token, { q7: 'yes' })).statusCode).toBe(404);
    expect((await get(fresh.token)).statusCode).toBe(200);
    const list = await codesOf(s, sup, 3, 'ja');
    expect(list.find((c) => c.room === old.room && c.target === 'room')?.token).toBe(fresh.token);
  });
  it('codes of another branch: a manager of branch 3 may not list branch 1', async () => {
    const mgr = (await s.login('manager.hbt1@sumbook.test')).token;
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: apiUrl(surveyApi.qrCodes, { branch: 1, lang: 'ja' }),
          headers: s.auth(mgr),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await s.app.inject({ method: 'GET', url: apiUrl(surveyApi.qrCodes, { branch: 3, lang: 'ja' }) })).statusCode,
    ).toBe(401);
  });
});

describe('one survey per code per day', () => {
  it('the second send the same day is refused and the first answers are shown read-only', async () => {
    const code = room(3);
    const first = await submit(s, code.token, { q1: '1night', q5: q5({ 1: 5 }), q8: 'とても良かった' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.day).toBe(branchToday(3));
    const second = await submit(s, code.token, { q1: '1monthPlus', q8: 'second try' });
    expect(second.statusCode).toBe(409);
    expect(second.json().already.answers.q8).toBe('とても良かった');
    const view = (await get(code.token)).json().data.already;
    expect(view).toMatchObject({
      day: branchToday(3),
      room: code.room,
      answers: { q1: '1night', q8: 'とても良かった' },
    });
    const rows = await s.db
      .selectFrom('survey_entries')
      .select('id')
      .where('token_id', '=', code.token.split('.')[0])
      .where('dedupe_key', 'is not', null) // seeded entries carry the room's code too
      .execute();
    expect(rows).toHaveLength(1);
  });
  it("the next day the same code takes a new survey (yesterday's entry does not block it)", async () => {
    const code = room(4);
    const id = code.token.split('.')[0];
    const yesterday = new Date(Date.now() - 86_400_000);
    await s.db
      .insertInto('survey_entries')
      .values({
        branch_id: 3,
        generation: 'new',
        kind: 'guest',
        day: branchToday(3, yesterday),
        time: '10:00',
        room: code.room,
        source: 'roomScan',
        lang: 'ja',
        status: 'True',
        answers: '{"q7":"yes"}',
        opinion: '',
        sup_feedback: '',
        note_change: '',
        rev: 1,
        token_id: id,
        dedupe_key: `${id}:${code.room}:${branchToday(3, yesterday)}`,
        created_at: '',
        updated_at: '',
        updated_by: 'guest',
      })
      .execute();
    expect((await get(code.token)).json().data.already).toBeNull();
    expect((await submit(s, code.token, { q7: 'yes' })).statusCode).toBe(201);
  });
  it('reception codes: the room is typed, must exist, and the rule holds per room', async () => {
    const home = codes.find((c) => c.target === 'home') as Code;
    expect((await submit(s, home.token, { q7: 'yes' })).statusCode).toBe(400);
    expect((await submit(s, home.token, { q7: 'yes' }, { room: '9999' })).statusCode).toBe(400);
    const r = room(5).room;
    const sent = await submit(s, home.token, { q7: 'yes' }, { room: r });
    expect(sent.statusCode).toBe(201);
    expect((await submit(s, home.token, { q7: 'no' }, { room: r })).statusCode).toBe(409);
    // The room answered today; what it answered only with the sending device's read key (issue 28).
    expect((await get(home.token, `?room=${r}`)).json().data.already).toMatchObject({ room: r, answers: null });
    const key = sent.json().data.readKey;
    expect((await get(home.token, `?room=${r}&key=${key}`)).json().data.already.answers.q7).toBe('yes');
    expect((await get(home.token)).json().data.already).toBeNull();
    expect((await submit(s, home.token, { q7: 'no' }, { room: room(6).room })).statusCode).toBe(201);
  });
  it('200 guests sending at once from 200 codes are all stored', async () => {
    const big = await codesOf(s, (await s.login('ceo@sumbook.test')).token, 1, 'en');
    const rooms = big.filter((c) => c.target === 'room');
    const home = big.find((c) => c.target === 'home') as Code;
    const sends = Array.from({ length: 200 }, (_, i) =>
      i < rooms.length
        ? submit(s, rooms[i].token, { q7: 'yes', q8: `guest ${i}` }, { lang: 'en' })
        : submit(s, home.token, { q7: 'yes', q8: `guest ${i}` }, { lang: 'en', room: rooms[i % rooms.length].room }),
    );
    const codesSeen = (await Promise.all(sends)).map((r) => r.statusCode);
    const stored = codesSeen.filter((c) => c === 201).length;
    // Reception codes repeat rooms: the rule keeps one per room there; every distinct code-room pair is stored.
    const distinct = new Set(
      Array.from({ length: 200 }, (_, i) => (i < rooms.length ? `r${i}` : `h${rooms[i % rooms.length].room}`)),
    ).size;
    expect(stored).toBe(distinct);
    expect(codesSeen.every((c) => c === 201 || c === 409)).toBe(true);
  });
});

describe('what is stored is what the survey has', () => {
  it('improvement points kept with a 1, dropped with a 3; unknown keys dropped; massage cleared at branch 3', async () => {
    const code = room(7);
    const res = await submit(s, code.token, {
      q5: q5({ 5: 1, 6: 3, 9: 5 }, { 5: ['tv', 'nonsense'], 6: ['smell'] }),
      q6: ['price', 'bogus'],
    });
    expect(res.statusCode).toBe(201);
    const a = (await get(code.token)).json().data.already.answers;
    expect(a.q5[5]).toEqual({ score: 1, improve: ['tv'], other: '' });
    expect(a.q5[6]).toEqual({ score: 3, improve: [], other: '' });
    expect(a.q5[9]).toEqual({ score: 0, improve: [], other: '' });
    expect(a.q6).toEqual(['price']);
  });
  it('branch 11 keeps the massage score', async () => {
    const pp = (await codesOf(s, (await s.login('ceo@sumbook.test')).token, 11, 'en')).filter(
      (c) => c.target === 'room',
    )[0];
    expect((await get(pp.token)).json().data).toMatchObject({ branchId: 11, hasMassage: true });
    await submit(s, pp.token, { q5: q5({ 9: 4 }) }, { lang: 'en' });
    expect((await get(pp.token)).json().data.already.answers.q5[9].score).toBe(4);
  });
  it('length caps: over 5,000 characters refused by the schema; up to that, capped to the comment limit', async () => {
    expect((await submit(s, room(8).token, { q8: 'x'.repeat(20_000) })).statusCode).toBe(400);
    expect((await submit(s, room(8).token, { q8: 'y'.repeat(4000) })).statusCode).toBe(201);
    expect((await get(room(8).token)).json().data.already.answers.q8).toHaveLength(COMMENT_MAX);
  });
  it('an XSS string is stored as text and answered as JSON data (the screens and mails escape it)', async () => {
    const xss = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    expect((await submit(s, room(9).token, { q8: xss })).statusCode).toBe(201);
    const res = await get(room(9).token);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().data.already.answers.q8).toBe(xss);
  });
  it('empty answers are refused; the Rotenburo code needs its opinion', async () => {
    expect((await submit(s, room(10).token, {})).statusCode).toBe(400);
    const roten = codes.find((c) => c.target === 'roten') as Code;
    expect((await submit(s, roten.token, undefined, { opinion: '   ' })).statusCode).toBe(400);
    const ok = await submit(s, roten.token, undefined, { opinion: 'Water too hot' });
    expect(ok.statusCode).toBe(201);
    expect((await get(roten.token)).json().data.already.opinion).toBe('Water too hot');
  });
  it('malformed bodies answer 400, never 500', async () => {
    for (const payload of [
      'not json',
      { lang: 'xx' },
      { lang: 'ja', answers: { q5: 'x' } },
      { lang: 'ja', answers: { q4: [1] } },
    ]) {
      const res = await s.app.inject({
        method: 'POST',
        url: apiUrl(surveyApi.publicGet, { token: room(11).token }),
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('rate limits', () => {
  it('per code and per address: past the limit, 429 with the friendly text', async () => {
    const t = await startTestServer({ survey: { perToken: 2, perIp: 4, windowMs: 60_000, tabletTries: 10 } });
    try {
      const tok = (await t.login(SUP_HBT1)).token;
      const list = (await codesOf(t, tok, 3, 'ja')).filter((c) => c.target === 'room');
      const home = list[0];
      expect((await submit(t, home.token, { q7: 'yes' })).statusCode).toBe(201);
      expect((await submit(t, home.token, { q7: 'yes' })).statusCode).toBe(409);
      expect((await submit(t, home.token, { q7: 'yes' })).statusCode).toBe(429);
      expect((await submit(t, list[1].token, { q7: 'yes' })).statusCode).toBe(201);
      expect((await submit(t, list[2].token, { q7: 'yes' })).statusCode).toBe(201); // the fourth send from this address
      const fifth = await submit(t, list[3].token, { q7: 'yes' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().msg).toMatch(/Too many/);
    } finally {
      await t.close();
    }
  });
});
