// Issue 29's sign-in figures (needs a build), on a cold 390 px Chromium (a fresh browser context each run: no
// HTTP cache, no service worker yet): the JavaScript over the wire (encoded bytes as sent, the page's and its
// service worker's) for the sign-in page and from there to /home rendered, and SIGN IN to /home rendered,
// measured in the page (the click to the first frame after the welcome is in the DOM), at 1x and 4x CPU.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { cpuRate } from './phone-start';
import { serverArgs } from './start';

const EMAIL = 'reception.hbt1@sumbook.test';

interface Script {
  url: string;
  bytes: number;
  /** When the last byte arrived, in epoch milliseconds (the browser's own clock, as the page's timeOrigin). */
  at: number;
  worker: boolean;
  encoding: string;
}

/** Every script the context fetches (the page's and its service worker's), with its encoded size. */
function meter(context: BrowserContext): Script[] {
  const list: Script[] = [];
  context.on('requestfinished', (req) => {
    const timing = req.timing();
    const at = timing.startTime + timing.responseEnd;
    void (async () => {
      const res = await req.response();
      const type = res?.headers()['content-type'] ?? '';
      if (!res || (!type.includes('javascript') && !/\.m?js(\?|$)/.test(req.url()))) return;
      const sizes = await req.sizes();
      const encoding = res.headers()['content-encoding'] ?? 'identity';
      list.push({
        url: req.url(),
        bytes: Math.max(0, sizes.responseBodySize),
        at,
        worker: !!req.serviceWorker(),
        encoding,
      });
    })().catch(() => undefined); // a request still finishing when the context closes is past the measure
  });
  return list;
}

const kb = (list: Script[]) => Math.round(list.reduce((n, s) => n + s.bytes, 0) / 102.4) / 10;

export interface SignInRun {
  signInKB: number;
  signInFiles: number;
  homeKB: number;
  homeFiles: number;
  /** Of homeKB, what the service worker fetched (its precache) before /home was drawn. */
  workerKB: number;
  encoding: string;
  homeMs: number;
}

async function signInOnce(browser: Browser, base: string, rate: number): Promise<SignInRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const scripts = meter(context);
  try {
    const page = await context.newPage();
    await cpuRate(page, rate);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await page.waitForTimeout(300);
    const signIn = [...scripts];
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.evaluate(() => {
      const t: { click?: number; home?: number } = {};
      (window as unknown as { __t: typeof t }).__t = t;
      document.addEventListener('click', () => (t.click ??= performance.now()), { capture: true });
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid=welcome]')) return;
        seen.disconnect();
        requestAnimationFrame(() => (t.home = performance.now()));
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForFunction(() => (window as unknown as { __t: { home?: number } }).__t.home, undefined, {
      timeout: 30_000,
    });
    const t = await page.evaluate(() => ({
      ...(window as unknown as { __t: { click: number; home: number } }).__t,
      origin: performance.timeOrigin,
    }));
    await page.waitForTimeout(300);
    // What arrived before the frame that showed /home (the page's clock, not this process's polling).
    // The sign-in page's own scripts are its own row: this is what SIGN IN costs on top of them.
    const home = scripts.filter((s) => !signIn.includes(s) && s.at <= t.origin + t.home);
    if (process.env.BENCH_FILES)
      for (const s of [...signIn.map((x) => ['sign-in', x] as const), ...home.map((x) => ['home', x] as const)])
        console.log(`${s[0]} ${(s[1].bytes / 1024).toFixed(1)} KB ${s[1].url.replace(base, '')}`);
    return {
      signInKB: kb(signIn),
      signInFiles: signIn.length,
      homeKB: kb(home),
      homeFiles: home.length,
      workerKB: kb(home.filter((s) => s.worker)),
      encoding: [...new Set(home.map((s) => s.encoding))].join('+'),
      homeMs: Math.round(t.home - t.click),
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold sign-ins at full speed and as many with the CPU slowed 4x. */
export async function benchSignIn(runs = 5): Promise<{ full: SignInRun[]; slow: SignInRun[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-'));
  const port = 18941;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`${base}/api/guider/get_all_guider`)).ok) break;
      } catch {
        /* wait */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const full: SignInRun[] = [];
    const slow: SignInRun[] = [];
    for (let i = 0; i < runs; i++) {
      full.push(await signInOnce(browser, base, 1));
      slow.push(await signInOnce(browser, base, 4));
    }
    return { full, slow };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
