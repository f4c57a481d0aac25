// Issue 14's membership figures: the server time of take_list_member_ship/0/1000 (the demo's 1,200
// members, in-process, median of 20 after 3 warm-ups), and, with a build, /membership in Chromium at
// tablet size with those 1000 members scrolled from the first row to the last: the most row elements
// ever in the DOM (goal <= 60) and how long the list took to show.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { phoneSession } from './phone-session';

const ADMIN = 'admin@sumbook.test';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function serverTime(): Promise<{ medianMs: number; maxMs: number; members: number; bytes: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-ms-bench-'));
  const { app } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ADMIN, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const times: number[] = [];
    let members = 0;
    let bytes = 0;
    for (let i = 0; i < 23; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url: '/api/azumayavietnam/take_list_member_ship/0/1000', headers });
      const ms = performance.now() - t0;
      if (i >= 3) times.push(ms);
      members = res.json().data.length;
      bytes = res.rawPayload.length;
    }
    return {
      medianMs: Math.round(median(times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      members,
      bytes,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function browserRows(): Promise<{ rows: number; lastRow: number; maxRowsInDom: number; shownMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-ms-browser-'));
  const { base, page, close } = await phoneSession(dataDir, 18961, ADMIN);
  try {
    await page.setViewportSize({ width: 820, height: 1180 });
    const t0 = performance.now();
    await page.goto(`${base}/membership`);
    await page.waitForSelector('[data-testid=member-row]');
    const shownMs = Math.round(performance.now() - t0);
    const table = page.locator('[data-testid=member-table]');
    const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
    let max = 0;
    let last = -1;
    for (let step = 0; step < 500 && last < rows - 1; step++) {
      const seen = await page.locator('[data-testid=member-row]').evaluateAll((els) => ({
        n: els.length,
        last: Math.max(...els.map((e) => Number(e.getAttribute('data-index')))),
      }));
      max = Math.max(max, seen.n);
      last = Math.max(last, seen.last);
      await table.evaluate((el) => el.scrollBy(0, el.clientHeight));
      await page.waitForFunction(
        ([before, end]) =>
          before >= end ||
          Math.max(
            ...[...document.querySelectorAll('[data-testid=member-row]')].map((e) =>
              Number(e.getAttribute('data-index')),
            ),
          ) > before,
        [last, rows - 1],
      );
    }
    return { rows, lastRow: last + 1, maxRowsInDom: max, shownMs };
  } finally {
    await close();
  }
}

export async function runMembershipBench(): Promise<void> {
  const line = (k: string, v: unknown) => console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  const server = await serverTime();
  line(
    `take_list_member_ship/0/1000 server time, ms (median of 20 / max; ${server.members} members, ${Math.round(server.bytes / 1024)} KB)`,
    `${server.medianMs} / ${server.maxMs}`,
  );
  if (!existsSync('dist/index.html')) {
    line('membership browser figures', 'skipped: run `npm run build` first');
    return;
  }
  const b = await browserRows();
  line(
    `/membership at 820x1180, ${b.rows} members scrolled to row ${b.lastRow}: most row elements in the DOM (goal <= 60)`,
    b.maxRowsInDom,
  );
  line('/membership member table shown after, ms (navigation to the first row)', b.shownMs);
}

if (import.meta.url === `file://${process.argv[1]}`) await runMembershipBench();
