import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serverArgs } from './start';
import { chromium } from '@playwright/test';

/** The gzipped size of every script the sign-in screen loads (built app, fresh browser, no cache). */
export async function benchSignInBundle(): Promise<{ files: number; gzipKB: number; rawKB: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-'));
  const port = 18941;
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/guider/get_all_guider`)).ok) break;
      } catch {
        /* wait */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies: Buffer[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js') || res.headers()['content-type']?.includes('javascript')) {
        void res.body().then(
          (b) => bodies.push(b),
          () => undefined,
        );
      }
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await page.waitForTimeout(300);
    const gz = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    return { files: bodies.length, gzipKB: Math.round(gz / 102.4) / 10, rawKB: Math.round(raw / 102.4) / 10 };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
