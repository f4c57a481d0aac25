// Issue 10's phone target: /reception_debit at 390x844 over a branch with 10,000 more debit lines, scrolled
// from the first card to the last (the next 50 load near the end): the most cards ever in the DOM (goal
// <= 60). Needs a build (`npm run build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branchToday } from '../../src/domain/branches';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { generateLines, writeLines } from '../../src/server/modules/debit/seed/lines';
import { phoneSession } from './phone-session';

const LINES = 10_000;

/** The seeded demo data plus 10,000 lines of this year for HBT1 (branch 3). */
async function prepare(dataDir: string): Promise<string> {
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  const today = branchToday(3, new Date());
  const dayOfYear = Math.floor((Date.parse(today) - Date.parse(`${today.slice(0, 4)}-01-01`)) / 86_400_000);
  await db.transaction().execute((trx) => writeLines(trx, 3, 'rc', generateLines(3, LINES, today, dayOfYear, 7)));
  await app.close();
  return today.slice(0, 4);
}

export async function benchDebitCards(): Promise<{
  lines: number;
  scrolled: number;
  maxCardsInDom: number;
  ms: number;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-debit-cards-'));
  const year = await prepare(dataDir);
  const { base, page, close } = await phoneSession(dataDir, 18952, 'reception.hbt1@sumbook.test');
  try {
    await page.goto(`${base}/reception_debit`);
    await page.getByTestId('debit-ok').waitFor();
    await page.getByLabel('Year', { exact: true }).selectOption(year);
    await page.getByLabel('Month', { exact: true }).selectOption('00');
    await page.getByTestId('debit-ok').click();
    await page.waitForSelector('[data-testid=debit-card]');
    // Reception starts on type RC: ALL shows every line of the year.
    await page.getByRole('radio', { name: 'ALL', exact: true }).check({ force: true });
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid=debit-total]')?.textContent?.replace(/\D/g, '')) > 5_000,
    );
    const total = Number((await page.getByTestId('debit-total').innerText()).replace(/\D/g, ''));
    const cards = page.locator('[data-testid=debit-cards]');
    let max = 0;
    let last = -1;
    const t0 = performance.now();
    // Down to the end, a screen at a time near the bottom, until the last card has been shown.
    for (let step = 0; step < 5000 && last < total - 1; step++) {
      await cards.evaluate((el) => el.scrollBy(0, el.clientHeight * 3));
      await page.waitForFunction(() => !document.querySelector('.db-more[role=status]'));
      const seen = await page.locator('[data-testid=debit-card]').evaluateAll((els) => ({
        n: els.length,
        last: Math.max(...els.map((e) => Number(e.getAttribute('data-index')))),
      }));
      max = Math.max(max, seen.n);
      last = Math.max(last, seen.last);
    }
    return { lines: total, scrolled: last + 1, maxCardsInDom: max, ms: Math.round(performance.now() - t0) };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchDebitCards());
