// A survey sent with the device's id for it (issue 30: a tablet queues a survey offline and replays it until it
// hears back): the same id again answers the first entry and stores nothing; another send of the room that day
// is still refused; the id is the code's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { codesOf, submit, SUP_HBT1, type Code } from './survey-support';

let s: TestServer;
let codes: Code[];
const home = () => codes.find((c) => c.target === 'home') as Code;
const rooms = () => codes.filter((c) => c.target === 'room');

beforeAll(async () => {
  s = await startTestServer({ survey: { perToken: 1000, perIp: 1000, windowMs: 60_000, tabletTries: 10 } });
  codes = await codesOf(s, (await s.login(SUP_HBT1)).token, 3, 'en');
});
afterAll(() => s.close());

const stored = (sendId: string) =>
  s.db.selectFrom('survey_entries').select(['id', 'room']).where('send_id', '=', sendId).execute();

describe('a send id makes a replayed survey store once', () => {
  it('the same send twice: 201 then 200 with the same entry, day and read key; one entry', async () => {
    const sendId = 'a1b2c3d4-0000-4000-8000-000000000001';
    const room = rooms()[0].room;
    const first = await submit(s, home().token, { q7: 'yes' }, { room, sendId });
    expect(first.statusCode).toBe(201);
    const again = await submit(s, home().token, { q7: 'yes' }, { room, sendId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stored(sendId)).toEqual([{ id: first.json().data.id, room }]);
  });

  it('two copies at once store one entry and both answer it', async () => {
    const sendId = 'a1b2c3d4-0000-4000-8000-000000000002';
    const room = rooms()[1].room;
    const [a, b] = await Promise.all([
      submit(s, home().token, { q7: 'no' }, { room, sendId }),
      submit(s, home().token, { q7: 'no' }, { room, sendId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data).toEqual(b.json().data);
    expect(await stored(sendId)).toHaveLength(1);
  });

  it('another send of the same room that day is still refused (one survey per code, room and day)', async () => {
    const room = rooms()[0].room;
    const other = await submit(
      s,
      home().token,
      { q7: 'yes' },
      { room, sendId: 'a1b2c3d4-0000-4000-8000-000000000003' },
    );
    expect(other.statusCode).toBe(409);
    expect(await stored('a1b2c3d4-0000-4000-8000-000000000003')).toEqual([]);
  });

  it("a send id belongs to its code: another code's send with the same id is its own entry", async () => {
    const sendId = 'a1b2c3d4-0000-4000-8000-000000000001';
    const res = await submit(s, rooms()[2].token, { q7: 'yes' }, { sendId });
    expect(res.statusCode).toBe(201);
    expect(await stored(sendId)).toHaveLength(2);
  });

  it('a send id of the wrong shape is refused (400) and stores nothing; none at all still works', async () => {
    const bad = await submit(s, rooms()[3].token, { q7: 'yes' }, { sendId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await submit(s, rooms()[3].token, { q7: 'yes' })).statusCode).toBe(201);
  });
});
