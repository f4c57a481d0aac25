// Issue 29's offline starts (needs a build): a 390 px Chromium that used the screen online, then opens it anew
// with no network, to its data on screen, at full speed and with the CPU slowed 4x. Each figure is measured in
// the page (navigation start to the first frame after the data's element is in the DOM).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { phoneSession } from './phone-session';

export interface OfflineStart {
  path: string;
  /** ms per run at full speed and at 4x CPU. */
  full: number[];
  slow: number[];
}

/** From the page's start: the first frame after `selector` is in the DOM, as `window.__shownAt`. */
function recordShown(selector: string): void {
  const w = window as unknown as { __shownAt?: number };
  const seen = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    seen.disconnect();
    requestAnimationFrame(() => {
      w.__shownAt = performance.now();
    });
  });
  seen.observe(document, { childList: true, subtree: true });
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Slows the page's CPU by `rate` (1: full speed). One DevTools session per page: a rate set through a second
 * session did not undo the first one's, so a 1x run after a 4x run was still slowed.
 */
export async function cpuRate(page: Page, rate: number): Promise<void> {
  let session = cdpSessions.get(page);
  if (!session) cdpSessions.set(page, (session = page.context().newCDPSession(page)));
  await (await session).send('Emulation.setCPUThrottlingRate', { rate });
}

async function offlineStart(
  port: number,
  email: string,
  path: string,
  selector: string,
  runs: number,
): Promise<OfflineStart> {
  const { base, page, close } = await phoneSession(mkdtempSync(join(tmpdir(), 'sumbook-phone-')), port, email);
  try {
    await page.goto(`${base}${path}`);
    await page.waitForSelector(selector, { timeout: 30_000 });
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
      undefined,
      { timeout: 30_000 },
    );
    await page.addInitScript(recordShown, selector);
    await page.context().setOffline(true);
    const once = async (rate: number) => {
      await page.goto('about:blank');
      await cpuRate(page, rate);
      await page.goto(`${base}${path}`);
      await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt, undefined, {
        timeout: 30_000,
      });
      const ms = await page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
      await cpuRate(page, 1);
      return Math.round(ms);
    };
    const full: number[] = [];
    const slow: number[] = [];
    for (let i = 0; i < runs; i++) {
      full.push(await once(1));
      slow.push(await once(4));
    }
    return { path, full, slow };
  } finally {
    await close();
  }
}

/** /reception_sum (a receptionist, today's sum on cards) and /breakfast_report (a supervisor, the day list). */
export async function benchOfflineStarts(runs = 3): Promise<OfflineStart[]> {
  return [
    await offlineStart(18951, 'reception.hbt1@sumbook.test', '/reception_sum', '[data-testid=rc-card]', runs),
    await offlineStart(18952, 'supervisor.hbt1@sumbook.test', '/breakfast_report', '[data-testid=bf-card]', runs),
  ];
}
