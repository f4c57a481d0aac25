// The JavaScript the guests' survey page (its own light entry, survey.html) loads before its first question
// shows (goal <= 100 KB gzipped), and before the survey tablet's home shows its QR; html5-qrcode (~180 KB
// gzipped) must not be among them: it loads only when a card is scanned. Built app, fresh browser, no cache.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { serverArgs } from './start';

export interface PageJs {
  files: number;
  gzipKB: number;
  rawKB: number;
  /** Milliseconds from navigation to the awaited element (loopback). */
  shownMs: number;
  /** html5-qrcode among the scripts loaded (it must not be). */
  scanner: boolean;
}

const kb = (n: number) => Math.round(n / 102.4) / 10;

/** Opens `path` in a fresh page and sums the scripts that arrived before `ready` resolved. */
export async function scriptsBefore(page: Page, path: string, ready: (p: Page) => Promise<void>): Promise<PageJs> {
  const bodies: Promise<Buffer | null>[] = [];
  let open = true;
  page.on('response', (res) => {
    const js = res.url().endsWith('.js') || res.headers()['content-type']?.includes('javascript');
    if (open && js) bodies.push(res.body().catch(() => null));
  });
  const t0 = performance.now();
  await page.goto(path);
  await ready(page);
  const shownMs = performance.now() - t0;
  open = false;
  const got = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  return {
    files: got.length,
    gzipKB: kb(got.reduce((n, b) => n + gzipSync(b).length, 0)),
    rawKB: kb(got.reduce((n, b) => n + b.length, 0)),
    shownMs: Math.round(shownMs),
    scanner: got.some((b) => b.includes('Html5QrcodeSupportedFormats')),
  };
}

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/guider/get_all_guider`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

/** A room's survey on a phone (390 px) and an activated tablet's home, on a server of their own. */
export async function benchSurveyPageBundle(): Promise<{ guest: PageJs; tablet: PageJs }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-survey-page-'));
  const port = 18943;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitUp(url);
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ceo@sumbook.test', password: DEMO_PASSWORD }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const codes = await fetch(`${url}/api/survey/qr_codes/3/ja`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    }).then((r) => r.json() as Promise<{ data: { codes: { target: string; token: string }[] } }>);
    const room = codes.data.codes.find((c) => c.target === 'room');
    if (!room) throw new Error('no room code at branch 3');

    const phone = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const guest = await scriptsBefore(await phone.newPage(), `${url}/s/${room.token}`, (p) =>
      p.getByRole('heading', { name: /^Q1\./ }).waitFor(),
    );
    await phone.close();

    const activated = await fetch(`${url}/api/survey/send_pass_active_tablet/3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pass: 'tablet2026' }),
    }).then((r) => r.json() as Promise<{ data?: { tabletToken: string } }>);
    if (!activated.data) throw new Error('tablet activation refused (demo pass tablet2026 not set?)');
    const pad = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1180, height: 820 } });
    await pad.addInitScript((t) => localStorage.setItem('sumbook.tablet', t), activated.data.tabletToken);
    const tablet = await scriptsBefore(await pad.newPage(), `${url}/s/tablet`, (p) =>
      p.getByTestId('tablet-qr').locator('svg').waitFor(),
    );
    await pad.close();
    return { guest, tablet };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
