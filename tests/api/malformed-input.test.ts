import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchParam, dayString, idParam } from '../../src/contract/common';
import { startTestServer, type TestServer } from '../support/server';
import { freshDay, hotelRow, rcCalls } from './rc-support';
import { refusal } from '../support/refusal';

let s: TestServer;
let reception: string;
let manager: string;
beforeAll(async () => {
  s = await startTestServer();
  reception = (await s.login('reception.hbt1@sumbook.test')).token;
  manager = (await s.login('manager.hbt1@sumbook.test')).token;
});
afterAll(async () => {
  await s.close();
});

const failure = expect.objectContaining({ status: 0, code: expect.any(String), msg: expect.any(String) });

describe('dates', () => {
  it('refuses a check-in or check-out that is not a real calendar day', async () => {
    const day = freshDay();
    for (const checkin of ['2024-02-30', '0000-00-00', '1899-12-31', '2024-13-01']) {
      const res = await rcCalls(s).save(reception, 3, {
        day,
        version: 1,
        revision: 0,
        content: [hotelRow('h1', day, { checkin })],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/content\.0\.checkin/);
    }
    const bad = await rcCalls(s).save(reception, 3, {
      day,
      version: 1,
      revision: 0,
      content: [hotelRow('h1', day, { checkout: '2023-02-29' })],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await rcCalls(s).save(reception, 3, {
      day,
      version: 1,
      revision: 0,
      content: [hotelRow('h1', day, { checkin: '2024-02-29' })],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses report days outside 1900-2200 in the path', async () => {
    for (const day of ['0000-02-29', '1899-12-31', '2201-01-01', '9999-12-31']) {
      const res = await rcCalls(s).view(reception, 3, day);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failure);
    }
    expect((await rcCalls(s).view(reception, 3, '2200-12-31')).statusCode).toBe(200);
    expect(dayString.safeParse('1900-01-01').success).toBe(true);
  });
});

describe('ids', () => {
  it('reads decimal digits only', async () => {
    for (const raw of ['0x1F', '1e2', ' 3', '3.0', '-1', '', '+3'])
      expect(branchParam.safeParse(raw).success).toBe(false);
    expect(branchParam.parse('12')).toBe(12);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.parse('007')).toBe(7);
    const day = freshDay();
    expect((await rcCalls(s).viewVersion(reception, 3, day, 1)).statusCode).toBe(200);
    expect((await rcCalls(s).get(reception, `/rc/3/view_sum_with_version/${day}/0x1`)).statusCode).toBe(400);
    expect((await rcCalls(s).get(reception, `/rc/3/view_sum_with_version/${day}/1e0`)).statusCode).toBe(400);
    expect((await rcCalls(s).get(reception, '/branch/get_list_room/?branch=0x3')).statusCode).toBe(400);
  });
});

describe('branch settings', () => {
  it('refuses absurd rates and expenses', async () => {
    const patch = (payload: object) =>
      s.app.inject({ method: 'PATCH', url: '/api/branch/3/update_other', payload, headers: s.auth(manager) });
    expect((await patch({ sumRate: 1.79e308 })).statusCode).toBe(400);
    expect((await patch({ fixedExpense: 1e300 })).statusCode).toBe(400);
    expect((await patch({ sumRate: 25400, fixedExpense: 150_000_000 })).statusCode).toBe(200);
  });
});

describe('malformed requests answer { status: 0, code, msg } with a 4xx, never a 500', () => {
  it('answers a malformed %-escape and a too long parameter in the common shape', async () => {
    const bad = await rcCalls(s).get(reception, '/rc/3/view_sum/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('Malformed URL: invalid percent-encoding'));
    const long = await rcCalls(s).get(reception, `/rc/3/view_sum/${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(refusal('A URL parameter is too long'));
  });

  it('answers every kind of malformed input with a 4xx in the common shape', async () => {
    const h = s.auth(reception);
    const json = { ...h, 'content-type': 'application/json' };
    const cases: InjectOptions[] = [
      { url: '/api/rc/3/view_sum/%', headers: h },
      { url: '/api/branch/get_list_room/?branch=%zz', headers: h },
      { method: 'POST', url: '/api/rc/3/up_sum', headers: json, payload: '' },
      { method: 'POST', url: '/api/rc/3/up_sum', headers: json, payload: '{"__proto__":{"x":1}}' },
      { method: 'POST', url: '/api/rc/3/up_sum', headers: json, payload: '['.repeat(100_000) + ']'.repeat(100_000) },
      { method: 'POST', url: '/api/rc/3/up_sum', headers: json, payload: `"${'x'.repeat(6 * 1024 * 1024)}"` },
      {
        method: 'POST',
        url: '/api/rc/3/up_sum',
        headers: h,
        payload: { day: '2031-01-01', version: 1e308, revision: -1, content: 'x' },
      },
      { method: 'POST', url: '/api/rc/3/up_sum', headers: { ...h, 'content-type': 'text/plain' }, payload: 'x' },
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.c","password":{"$gt":""}}',
      },
      { url: '/api/user/infor', headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.%%%.abc' } },
    ];
    for (const c of cases) {
      const res = await s.app.inject(c);
      expect(res.statusCode, `${c.method ?? 'GET'} ${c.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.method ?? 'GET'} ${c.url}`).toBeLessThan(500);
      expect(res.json()).toEqual(failure);
    }
  });

  it('answers headers too large (431) and a broken request line (400) in the common shape', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
    const huge = await raw(`GET /api/user/infor HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 0,
      code: 'HEADERS_TOO_LARGE',
      msg: 'Request headers are too large',
    });
    const broken = await raw('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 0,
      code: 'MALFORMED_REQUEST',
      msg: 'Malformed HTTP request',
    });
  });
});
