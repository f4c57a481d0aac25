// The built PWA is served precompressed (brotli, then gzip) with a year's cache for hashed assets and
// no-cache for the shell, as the build writes it (vite.config.ts: precompress).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let dir: string;
const js = `export const big = ${JSON.stringify('x'.repeat(5000))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sumbook-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sumbook</title>');
  writeFileSync(join(dir, 'assets', 'App-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'App-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'App-abc123.js.gz'), gzipSync(js));
  s = await startTestServer({ staticDir: dir }, { serveClient: true });
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static assets', () => {
  it('sends the brotli file to a browser that accepts it, with a year-long immutable cache', async () => {
    const res = await s.app.inject({
      url: '/assets/App-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await s.app.inject({ url: '/assets/App-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await s.app.inject({ url: '/assets/App-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('serves the app shell for client routes without caching it', async () => {
    const res = await s.app.inject({ url: '/reception_sum' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Sumbook</title>');
  });

  it('serves a file written after the start, and answers an unknown API path with the JSON 404', async () => {
    writeFileSync(join(dir, 'assets', 'Late-def456.js'), 'export {};\n');
    const late = await s.app.inject({ url: '/assets/Late-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('export {};\n');
    const api = await s.app.inject({ url: '/api/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 0, code: 'NOT_FOUND', msg: 'Not found' });
  });
});
