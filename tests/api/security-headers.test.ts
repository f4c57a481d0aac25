import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { userApi } from '../../src/contract/user';
import { apiUrl } from '../support/api-path';

/** A built client of two pages, so the server serves the app shell and the guests' survey page. */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sumbook</title>');
  writeFileSync(join(dir, 'survey.html'), '<!doctype html><title>Guest survey</title>');
  return dir;
}

const directives = (csp: string): Map<string, string> =>
  new Map(
    csp.split(';').map(
      (d) =>
        d
          .trim()
          .split(/\s+(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  );

let s: TestServer;
let secure: TestServer;
beforeAll(async () => {
  s = await startTestServer({ staticDir: fakeClient() }, { serveClient: true });
  secure = await startTestServer({ publicUrl: 'https://sumbook.example.com' });
});
afterAll(async () => {
  await s.close();
  await secure.close();
});

describe('security headers', () => {
  it('sends the page headers on pages: the common ones, the camera only, and the app policy', async () => {
    for (const res of [await s.app.inject({ url: '/' }), await s.app.inject({ url: '/reception/sum' })]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['permissions-policy']).toContain('camera=(self)');
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toBe("'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends API answers and refusals the REST set: no sniffing, no framing, no other site, a policy that allows nothing', async () => {
    const answers = [
      await s.app.inject({ url: apiUrl(userApi.infor, {}) }),
      await s.app.inject({ method: 'POST', url: '/api/user/login', payload: '{bad' }),
      await s.app.inject({ url: '/api/no/such/call' }),
    ];
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
      });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      // What acts on documents only is not sent with data.
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("the app's policy allows its own scripts only, and the education videos' frames", async () => {
    const csp = directives(String((await s.app.inject({ url: '/' })).headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com');
  });

  it("the guests' survey page shows no frames at all", async () => {
    const res = await s.app.inject({ url: '/s/ABCDEF123' });
    expect(res.body).toContain('Guest survey');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('asks browsers for https only when the server is published over https, on API answers and pages', async () => {
    for (const url of [apiUrl(userApi.infor, {}), '/']) {
      const res = await secure.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
