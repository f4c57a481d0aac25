// The browser benches' setup: the built server on a data folder and port, Debian's chromium, and a phone
// page signed in as a demo user. `close()` stops both and removes the folder.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { serverArgs } from './start';

export interface PhoneSession {
  base: string;
  page: Page;
  close(): Promise<void>;
}

export async function phoneSession(dataDir: string, port: number, email: string): Promise<PhoneSession> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const close = async () => {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/api/guider/get_all_guider`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForSelector('[data-testid=welcome]');
    return { base, page, close };
  } catch (err) {
    await close();
    throw err;
  }
}
