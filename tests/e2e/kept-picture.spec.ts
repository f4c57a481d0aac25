import { expect, test } from './support/fixtures';
import { SumPage } from './support/rc';

// The kept picture (src/client/lib/picture, issue 29): a screen's cards drawn at the next start before the app's
// code has loaded, then replaced by the live list. Phone only (@phone): the pictures are of the phone card lists.
test.use({ serviceWorkers: 'allow' });

const KEY = 'sumbook.picture:/reception_sum';

interface Seen {
  drawn: { text: string; testIds: number; ids: number; hidden: string | null; inert: boolean } | null;
  gone: boolean;
  both: boolean;
}

/** Records (as window.__seen) the picture drawn, its removal, and whether it was ever in the page with the live cards. */
function watchPicture(card: string): void {
  const seen: Seen = { drawn: null, gone: false, both: false };
  (window as unknown as { __seen: Seen }).__seen = seen;
  new MutationObserver(() => {
    const layer = document.getElementById('kept-picture');
    const live = document.querySelector(`ion-router-outlet [data-testid=${card}]`);
    if (layer && !seen.drawn)
      seen.drawn = {
        text: layer.textContent ?? '',
        testIds: layer.querySelectorAll('[data-testid]').length,
        ids: layer.querySelectorAll('[id]').length,
        hidden: layer.getAttribute('aria-hidden'),
        inert: layer.inert,
      };
    if (layer && live) seen.both = true;
    if (seen.drawn && !layer) seen.gone = true;
  }).observe(document, { childList: true, subtree: true });
}

const seen = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

test("an offline start draws the receptionist's day from its picture, the live cards take its place in the same frame; a picture no list replaces goes, log-out removes them all @phone", async ({
  app,
  page,
  context,
}) => {
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  const first = app.current().getByTestId('rc-card').first();
  const name = (await first.locator('.rc-name').innerText()).trim();
  expect(name).not.toBe('');
  await app.waitForServiceWorker();
  // The picture is kept once the list has been still for a moment.
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', KEY)).toContain(name);

  await page.addInitScript(watchPicture, 'rc-card');
  await context.setOffline(true);
  await page.reload();
  await expect(app.current().getByTestId('rc-card').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await seen(page)).gone).toBe(true);
  const s = await seen(page);
  expect(s.drawn?.text).toContain(name);
  expect(s.drawn?.text).toContain('RC SUM');
  // A still picture: screen readers and taps skip it, and it repeats no id or test id of the live page.
  expect(s.drawn).toMatchObject({ testIds: 0, ids: 0, hidden: 'true', inert: true });
  expect(s.both).toBe(false);
  await expect(page.locator('#kept-picture')).toHaveCount(0);

  // The same picture kept for /home, a screen with no card list to take its place: the shell removes it once the
  // page is drawn.
  await context.setOffline(false);
  await page.evaluate((k) => {
    const p = JSON.parse(localStorage.getItem(k) ?? '{}') as { path: string };
    localStorage.setItem('sumbook.picture:/home', JSON.stringify({ ...p, path: '/home' }));
  }, KEY);
  await page.goto('/home');
  await expect(app.welcome()).toBeVisible();
  await expect.poll(async () => (await seen(page)).gone, { timeout: 10_000 }).toBe(true);
  expect((await seen(page)).drawn?.text).toContain(name);
  await expect(page.locator('#kept-picture')).toHaveCount(0);

  await app.logOut();
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sumbook.picture:')));
  expect(left).toEqual([]);
});
