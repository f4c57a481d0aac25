// The shared versioned-document core: answers checked against the contract, the conditional UPDATE that
// makes two writers on one revision give one winner, and the past-day grace of an offline replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../src/contract/endpoint';
import { addDays } from '../../src/domain/dates';
import { branchLocalHour, REPLAY_GRACE_UNTIL_HOUR } from '../../src/domain/replay-grace';
import type { ZodApp } from '../../src/server/context';
import { latestDoc } from '../../src/server/docs/store';
import { updateIf } from '../../src/server/docs/write';
import { route } from '../../src/server/kernel/route';
import { PUBLIC } from '../../src/server/kernel/policy';
import { startTestServer, type TestServer } from '../support/server';
import { createSum, freshDay, hotelRow, rcCalls, today } from './rc-support';
import { rcApi } from '../../src/contract/rc';
import { apiUrl } from '../support/api-path';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  route(
    s.app as unknown as ZodApp,
    endpoint({ method: 'GET', path: '/probe/broken', answer: z.object({ status: z.literal(1), n: z.number() }) }),
    PUBLIC,
    async () => ({ status: 1, n: 'x' as unknown as number }),
  );
  route(
    s.app as unknown as ZodApp,
    endpoint({ method: 'GET', path: '/probe/good', answer: z.object({ status: z.literal(1), n: z.number() }) }),
    PUBLIC,
    async () => ({ status: 1, n: 7 }),
  );
  token = (await s.login('reception.hbt1@sumbook.test')).token;
});
afterAll(() => s.close());

describe('contract answers', () => {
  it('an answer that breaks its contract entry fails the call in tests; one that keeps it passes, serialised by its schema', async () => {
    const bad = await s.app.inject({ url: '/probe/broken' });
    expect(bad.statusCode).toBe(500);
    const good = await s.app.inject({ url: '/probe/good' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ status: 1, n: 7 });
  });
});

describe('the conditional UPDATE', () => {
  it('refuses a write based on a revision another write has already moved, and changes nothing', async () => {
    const day = freshDay();
    await createSum(s, token, 3, day, [hotelRow('a1', day)]);
    const snapshot = await latestDoc(s.db, 'rc', 3, day);
    if (!snapshot) throw new Error('no sum');
    // Another writer saves first: the stored revision moves from 1 to 2.
    const other = await rcCalls(s).save(token, 3, {
      day,
      version: 1,
      revision: snapshot.revision,
      content: [hotelRow('a1', day, { room: '305' })],
    });
    expect(other.statusCode).toBe(200);
    // The slower writer read the row before that save and writes on the old revision, past every earlier check.
    await expect(updateIf(s.db, snapshot, snapshot.revision, 1, 'SAVE', { note: 'lost update' })).rejects.toMatchObject(
      {
        statusCode: 409,
        message: "Can't SAVE report, please reload page and check again.",
      },
    );
    const now = await latestDoc(s.db, 'rc', 3, day);
    expect(now?.note).toBe('');
    expect(now?.revision).toBe(snapshot.revision + 1);
  });
});

describe('a save queued offline before midnight and replayed after it', () => {
  it('is written until noon of the next day (and the trail says so), refused after it and without the queued time', async () => {
    const manager = (await s.login('areamanager.hcm@sumbook.test')).token;
    const branch = 4;
    const yesterday = addDays(today(branch), -1);
    const lateEvening = new Date(Date.parse(`${yesterday}T23:30:00+07:00`)).toISOString();
    const body = {
      day: yesterday,
      version: 1,
      revision: 0,
      maker: 'Le Van An',
      note: '',
      content: [hotelRow('q1', yesterday)],
    };
    const plain = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.save, { branchId: branch }),
      headers: s.auth(manager),
      payload: body,
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().msg).toBe('Editing this report day');
    const replay = await s.app.inject({
      method: 'POST',
      url: apiUrl(rcApi.save, { branchId: branch }),
      headers: { ...s.auth(manager), 'sumbook-queued-at': lateEvening },
      payload: body,
    });
    if (branchLocalHour(branch, new Date()) < REPLAY_GRACE_UNTIL_HOUR) {
      expect(replay.statusCode).toBe(201);
      const trail = await s.db
        .selectFrom('audit')
        .select('detail')
        .where('action', '=', 'rc.save')
        .where('target', '=', `rc:${branch}:${yesterday}:1`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(trail.detail).replayQueuedAt).toBe(lateEvening);
    } else {
      expect(replay.statusCode).toBe(403);
      expect(replay.json().msg).toBe('Editing this report day');
    }
  });
});
