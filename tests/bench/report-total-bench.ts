// Issue 15's phone target: /report-total at 390x844 in Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate), the CEO loads View Branch for Hai Ba Trung 1, last month: the time from the
// end of the take_guest_number/.../report answer (its resource timing) to the first frame in which the first
// chart card's canvas has been drawn (goal <= 1500 ms). Five runs, each in a fresh browser context (cold
// cache: chart.js loads with the charts). Needs a build (`npm run build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { branchToday } from '../../src/domain/branches';
import { previousMonth } from '../../src/domain/dates';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { phoneSession } from './phone-session';

const CEO = 'ceo@sumbook.test';
const RUNS = 5;
const REPORT = /\/take_guest_number\/[^/]+\/[^/]+\/report$/;

// In the page: every frame, is the first chart card's canvas drawn (a pixel that is not transparent)? The
// times of that first frame, and of the first frame with the cards' heading, are kept on window. A string,
// so that tsx's helpers (__name) do not reach the page.
const WATCH = `(() => {
  const drawn = (c) => {
    if (!c.width || !c.height) return false;
    const px = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    if (!px) return false;
    for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) return true;
    return false;
  };
  const tick = (t) => {
    if (window.__rtCards === undefined && document.querySelector('[data-testid=rt-head]')) window.__rtCards = t;
    const canvas = document.querySelector('[data-testid=view-branch-tab] .chart-card canvas');
    if (canvas && drawn(canvas)) window.__rtChart = t;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Run {
  chartMs: number;
  cardsMs: number;
}

/** One fresh phone page: sign in, slow the CPU 4x, open /report-total, pick HBT1 and the month, Load Data. */
async function once(browser: Browser, base: string, month: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(CEO);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForSelector('[data-testid=welcome]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/report-total');
    const tab = page.getByTestId('view-branch-tab');
    await tab.getByTestId('rt-load').first().waitFor();
    const popover = page.locator('ion-popover:not(.overlay-hidden)');
    await tab.locator('ion-select.sb-picker').first().click();
    await popover.locator('ion-radio').filter({ hasText: 'Ha Noi' }).click();
    await popover.waitFor({ state: 'detached' });
    await tab.locator('ion-select.sb-picker').last().click();
    await popover.locator('ion-radio').filter({ hasText: 'Hai Ba Trung 1' }).click();
    await popover.waitFor({ state: 'detached' });
    await tab.getByLabel('Month').first().fill(month);

    // In the page: every frame, is the first chart card's canvas drawn (a pixel that is not transparent)?
    // The frame time of the first such frame, and of the cards' first frame, are kept on window.
    await page.evaluate(WATCH);
    const answer = page.waitForResponse((r) => REPORT.test(new URL(r.url()).pathname));
    await tab.getByTestId('rt-load').first().click();
    const res = await answer;
    if (!res.ok() || !res.url().includes('/report/3/take_guest_number/Ha%20Noi/'))
      throw new Error(`not HBT1's report, or it failed: ${res.status()} ${res.url()}`);
    await page.waitForFunction(() => (window as unknown as { __rtChart?: number }).__rtChart !== undefined, null, {
      polling: 100,
      timeout: 30_000,
    });
    const t = await page.evaluate((pattern) => {
      const re = new RegExp(pattern);
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => re.test(new URL(e.name).pathname))
        .at(-1) as PerformanceResourceTiming | undefined;
      const w = window as unknown as { __rtChart: number; __rtCards: number };
      return { arrived: entry?.responseEnd ?? NaN, chart: w.__rtChart, cards: w.__rtCards };
    }, REPORT.source);
    if (Number.isNaN(t.arrived)) throw new Error('no resource timing for the report answer');
    return { chartMs: Math.round(t.chart - t.arrived), cardsMs: Math.round(t.cards - t.arrived) };
  } finally {
    await context.close();
  }
}

export async function benchReportTotal(): Promise<{ runs: Run[]; p50: number; max: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-rt-bench-'));
  const { base, page, close } = await phoneSession(dataDir, 18981, CEO);
  try {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const month = previousMonth(branchToday(3).slice(0, 7));
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, base, month));
    const sorted = runs.map((r) => r.chartMs).sort((a, b) => a - b);
    return { runs, p50: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
  } finally {
    await close();
  }
}

export async function runReportTotalBench(): Promise<void> {
  const line = (k: string, v: unknown) => console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  const r = await benchReportTotal();
  line(
    '/report-total View Branch HBT1 at 390x844, CPU 4x slower: report answer to first chart drawn, ms p50 / max (goal <= 1500)',
    `${r.p50} / ${r.max}`,
  );
  line('  each run: first chart / cards shown, ms', r.runs.map((x) => `${x.chartMs}/${x.cardsMs}`).join(', '));
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportTotalBench();
