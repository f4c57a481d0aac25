import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, translateErrorsWith } from '../../src/client/lib/api';
import { localParams } from '../../src/client/lib/i18n/params';

// Issue 31: a refusal reaches the screens with its stable code and params, and its msg in the user's language
// (lib/i18n sets the translation; without it, the server's words).

// Node's Request needs an absolute URL: the app's calls are relative to the page ('/api/...').
const PageRequest = class extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://sumbook.test') : input, init);
  }
};
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  translateErrorsWith((_code, msg) => msg);
});

describe('ApiError', () => {
  it('carries the code and params of a refusal, and its msg as the translation gives it', async () => {
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal(
      'fetch',
      answer(409, {
        status: 0,
        code: 'VOUCHER_DUPLICATE',
        msg: 'Code SPA20 already exists',
        params: { code: 'SPA20' },
      }),
    );
    translateErrorsWith((code, msg, params) => (code === 'VOUCHER_DUPLICATE' ? `Mã ${params?.code} đã tồn tại` : msg));
    const res = await call('post', '/membership/make_voucher', {});
    expect(res).toMatchObject({
      ok: false,
      error: { status: 409, code: 'VOUCHER_DUPLICATE', params: { code: 'SPA20' }, msg: 'Mã SPA20 đã tồn tại' },
    });
  });

  it("keeps the server's words without a translation, and an answer without a code as it was", async () => {
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', answer(404, { status: 0, code: 'NULL_DAY', msg: 'Null Data this Day' }));
    expect(await call('get', '/x')).toMatchObject({ error: { code: 'NULL_DAY', msg: 'Null Data this Day' } });
    vi.stubGlobal('fetch', answer(500, { status: 0, msg: 'Old server' }));
    const old = await call('get', '/x');
    expect(old).toMatchObject({ ok: false, error: { status: 500, msg: 'Old server' } });
    expect(old.ok ? null : old.error.code).toBeUndefined();
  });
});

describe("a refusal's values", () => {
  it('are data, shown as sent, except a wait, written in the language', () => {
    expect(localParams({ wait: '8 seconds', room: '301' }, 'vi-VN')).toEqual({ wait: '8 giây', room: '301' });
    expect(localParams({ wait: '1 minute' }, 'ja-JP')).toEqual({ wait: '1 分' });
    expect(localParams({ wait: '15 minutes' }, 'en-GB')).toEqual({ wait: '15 minutes' });
  });
});
