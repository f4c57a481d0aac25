// Issue 28 point 1: the reception's code (printed at the desk) and a tablet's code serve every room; a read
// with ?room=N tells that the room answered today, never what it answered, except to the device that sent
// it (it presents the read key its send was answered with).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyApi } from '../../src/contract/survey';
import { apiUrl } from '../support/api-path';
import { startTestServer, type TestServer } from '../support/server';
import { codesOf, submit, SUP_HBT1, type Code } from './survey-support';

let s: TestServer;
let codes: Code[];
beforeAll(async () => {
  s = await startTestServer();
  codes = await codesOf(s, (await s.login(SUP_HBT1)).token, 3, 'en');
});
afterAll(() => s.close());

const read = (token: string, query: string) =>
  s.app.inject({ method: 'GET', url: `${apiUrl(surveyApi.publicGet, { token })}${query}` });

describe("a reception code does not show other rooms' answers", () => {
  it('without the read key: answered, no answers, no comment; with it: the own answers', async () => {
    const home = codes.find((c) => c.target === 'home') as Code;
    const room = codes.filter((c) => c.target === 'room')[3].room;
    const sent = await submit(s, home.token, { q7: 'no', q8: 'The bathroom smelled' }, { room });
    expect(sent.statusCode).toBe(201);
    const stranger = await read(home.token, `?room=${room}`);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().data.already).toMatchObject({ room, answers: null, opinion: '' });
    expect(stranger.body).not.toContain('The bathroom smelled');
    const readKey: string = sent.json().data.readKey;
    expect(readKey).toMatch(/^[\w-]{20,}$/);
    // A made-up, cut or changed key reads the same (the changed last letter differs from the key's own).
    const changed = `${readKey.slice(0, -1)}${readKey.endsWith('A') ? 'B' : 'A'}`;
    for (const key of ['x', readKey.slice(0, -1), changed]) {
      const res = await read(home.token, `?room=${room}&key=${key}`);
      expect(res.json().data.already.answers).toBeNull();
    }
    // A second send from elsewhere is refused without the first answers.
    const again = await submit(s, home.token, { q7: 'yes' }, { room });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain('The bathroom smelled');

    const own = await read(home.token, `?room=${room}&key=${readKey}`);
    expect(own.json().data.already.answers).toMatchObject({ q7: 'no', q8: 'The bathroom smelled' });
    // The key reads only its own entry: another room's survey stays hidden with it.
    const other = codes.filter((c) => c.target === 'room')[4].room;
    expect((await submit(s, home.token, { q7: 'yes', q8: 'Other words' }, { room: other })).statusCode).toBe(201);
    const cross = await read(home.token, `?room=${other}&key=${readKey}`);
    expect(cross.json().data.already.answers).toBeNull();
  });
});
