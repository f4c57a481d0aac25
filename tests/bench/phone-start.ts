// Issue 29's offline starts (needs a build): a 390 px Chromium that used the screen online, then opens it anew
// with no network, to its data on screen, at full speed and with the CPU slowed 4x. Each figure is measured in
// the page (navigation start to the first frame after the data's element is in the DOM): the day's cards, drawn
// first by the kept picture (src/client/lib/picture) and then by the live list, and apart the live list alone
// (from then on the screen takes taps).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { phoneSession } from './phone-session';

export interface OfflineStart {
  path: string;
  /** ms per run at full speed and at 4x CPU: the cards on screen (the kept picture's or the live list's). */
  full: number[];
  slow: number[];
  /** The same runs to the live list's cards. */
  fullLive: number[];
  slowLive: number[];
}

type Marks = { __shownAt?: number; __liveAt?: number };

/**
 * From the page's start: the first frame after the cards (`card`, a class: the picture's and the live list's) are
 * in the DOM, as `window.__shownAt`; the first frame after the live list's (`live`), as `window.__liveAt`.
 */
function recordShown([card, live]: [string, string]): void {
  const w = window as unknown as Marks;
  const seen = new MutationObserver(() => {
    if (w.__shownAt === undefined && document.querySelector(card)) {
      w.__shownAt = -1;
      requestAnimationFrame(() => (w.__shownAt = performance.now()));
    }
    if (document.querySelector(live)) {
      seen.disconnect();
      requestAnimationFrame(() => (w.__liveAt = performance.now()));
    }
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
  card: string,
  runs: number,
): Promise<OfflineStart> {
  const selector = `[data-testid=${card}]`;
  const { base, page, close } = await phoneSession(mkdtempSync(join(tmpdir(), 'sumbook-phone-')), port, email);
  try {
    await page.goto(`${base}${path}`);
    await page.waitForSelector(selector, { timeout: 30_000 });
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
      undefined,
      { timeout: 30_000 },
    );
    await page.addInitScript(recordShown, [`.${card}`, selector] as [string, string]);
    await page.context().setOffline(true);
    const once = async (rate: number) => {
      await page.goto('about:blank');
      await cpuRate(page, rate);
      await page.goto(`${base}${path}`);
      await page.waitForFunction(() => ((window as unknown as Marks).__liveAt ?? 0) > 0, undefined, {
        timeout: 30_000,
      });
      const marks = await page.evaluate(() => {
        const w = window as unknown as Required<Marks>;
        return { __shownAt: w.__shownAt, __liveAt: w.__liveAt };
      });
      await cpuRate(page, 1);
      return { shown: Math.round(marks.__shownAt), live: Math.round(marks.__liveAt) };
    };
    const out: OfflineStart = { path, full: [], slow: [], fullLive: [], slowLive: [] };
    for (let i = 0; i < runs; i++) {
      const full = await once(1);
      const slow = await once(4);
      out.full.push(full.shown);
      out.fullLive.push(full.live);
      out.slow.push(slow.shown);
      out.slowLive.push(slow.live);
    }
    return out;
  } finally {
    await close();
  }
}

/** /reception_sum (a receptionist, today's sum on cards) and /breakfast_report (a supervisor, the day list). */
export async function benchOfflineStarts(runs = 3): Promise<OfflineStart[]> {
  return [
    await offlineStart(18951, 'reception.hbt1@sumbook.test', '/reception_sum', 'rc-card', runs),
    await offlineStart(18952, 'supervisor.hbt1@sumbook.test', '/breakfast_report', 'bf-card', runs),
  ];
}
