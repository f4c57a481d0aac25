// Issue 30's small things: pull-to-refresh on the lists, months written yyyy-mm in every month field, the
// survey's week strip on a phone and the accountant's debit table on a tablet without sideways scrolling.
import type { Locator, Page } from '@playwright/test';
import { branchToday } from '../../src/domain/branches';
import { apiCall } from './support/api-call';
import { DebitModel, demoYear } from './support/debit';
import { expectNoSidewaysScroll } from './support/expected';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { textIn } from './support/i18n';
import type { StaffLanguage } from '../../src/domain/language';
import { picture } from './support/page-checks';

const ADMIN = 'admin@sumbook.test';

/** A finger pulling `el` down by `dy` px (touch events through the browser's input, as a phone makes them). */
async function pullDown(page: Page, el: Locator, dy = 320): Promise<void> {
  const box = await el.boundingBox();
  if (!box) throw new Error('nothing to pull');
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + 12;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 16; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / 16 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The horizontal overflow of an element: how far its content reaches past its box, px. */
const overflowOf = (el: Locator) => el.evaluate((e) => e.scrollWidth - e.clientWidth);

test('pulling the user list down on a phone asks the server again and shows a user added meanwhile @phone', async ({
  app,
  page,
  server,
}) => {
  await app.signInAs(ADMIN);
  await page.goto('/manage_user');
  const here = app.current();
  const cards = here.getByTestId('user-list');
  await expect(here.getByTestId('user-card').first()).toBeVisible({ timeout: 30_000 });
  const search = here.getByTestId('admin-users').getByLabel('Search rows').locator('input');
  await search.fill('Pulled Newcomer');
  await expect(here.getByTestId('user-card')).toHaveCount(0);
  await search.fill('');
  await expect(here.getByTestId('user-card').first()).toBeVisible();

  const token = await apiLogin(server.url, ADMIN);
  await apiCall(server.url, token, 'POST', '/user/create_by_admin', {
    email: 'pulled.newcomer@sumbook.test',
    name: 'Pulled Newcomer',
    role: 0,
    branch: 3,
    firstPassword: 'mail',
  });
  const asked = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/api/user/get_infor_by_area/'));
  await expect(here.getByTestId('pull-refresh')).toBeAttached();
  await pullDown(page, cards);
  await asked;
  await search.fill('Pulled Newcomer');
  await expect(here.getByTestId('user-card')).toHaveCount(1);
  await expect(here.getByTestId('user-card')).toContainText('pulled.newcomer@sumbook.test');
  await picture(page, 'polish-pull-phone.png');
});

test('a card list scrolled down scrolls back up under the finger instead of reloading @phone', async ({
  app,
  page,
}) => {
  await app.signInAs(ADMIN);
  await page.goto('/membership');
  const here = app.current();
  await expect(here.getByTestId('member-card').first()).toBeVisible({ timeout: 30_000 });
  const list = here.locator('.ion-content-scroll-host').first();
  await list.evaluate((e) => e.scrollTo(0, 600));
  await expect.poll(() => list.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
  let reloaded = false;
  page.on('request', (r) => {
    if (r.url().includes('/take_list_member_ship/')) reloaded = true;
  });
  await pullDown(page, list, 200);
  await expect.poll(() => list.evaluate((e) => e.scrollTop)).toBeLessThan(600);
  expect(reloaded).toBe(false);
});

test('month fields show and read yyyy-mm on every month screen, in the three staff languages @phone', async ({
  app,
  page,
  server,
}) => {
  const SUPERVISOR = 'supervisor.hbt1@sumbook.test';
  await app.signInAs(SUPERVISOR);
  const month = branchToday(3).slice(0, 7);
  const check = async (path: string, lang: StaffLanguage) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const field = app.current().getByLabel(textIn(lang, 'Month', ['common']), { exact: true });
    const unfold = app.current().getByRole('button', { name: textIn(lang, 'Show the pickers', ['common']) });
    await expect(field.or(unfold)).toBeVisible();
    if (await unfold.isVisible()) await unfold.click();
    await expect(field).toHaveValue(month);
    await expect(field).toHaveAttribute('placeholder', 'yyyy-mm');
    // What the user sees is the value itself (a native month input would show "November 2026").
    expect(await field.evaluate((e) => (e as HTMLInputElement).type)).toBe('text');
    await field.fill('2026/1');
    await field.blur();
    await expect(field).toHaveValue('2026-01');
    await field.fill('13/2026');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.blur();
    await expect(field).toHaveValue('2026-01');
  };
  for (const path of ['/breakfast_report', '/count_massage', '/reservation']) await check(path, 'en');
  const admin = await apiLogin(server.url, ADMIN);
  const me = await apiGet<{ data: { id: number } }>(server.url, await apiLogin(server.url, SUPERVISOR), '/user/infor');
  for (const lang of ['vi', 'ja'] as const) {
    await apiCall(server.url, admin, 'PATCH', `/user/update_by_admin/${me.data.id}`, { lang });
    await check('/breakfast_report', lang);
    await picture(page, `polish-month-${lang}-phone.png`);
  }
});

test('the survey week strip fits a phone: no sideways scroll, days of the shown month @phone', async ({
  app,
  page,
}) => {
  await app.signInAs('ceo@sumbook.test');
  const month = branchToday(1).slice(0, 7);
  await page.goto(`/survey_online/1/${month}`);
  const strip = app.current().getByRole('tablist', { name: 'Weeks' });
  await expect(strip).toBeVisible({ timeout: 30_000 });
  expect(await overflowOf(strip)).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  const tabs = strip.getByRole('tab');
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // No "11-27": the days of the month shown, their full dates in the tab's title.
    await expect(tab).not.toContainText(/\d{2}-\d{2}/);
    await expect(tab).toHaveAttribute('title', new RegExp(`^${month}-\\d{2} → ${month}-\\d{2}$`));
  }
  await expect(
    strip
      .getByRole('tab')
      .first()
      .getByText(/^1 – \d{1,2}$/),
  ).toBeVisible();
  await picture(page, 'polish-weeks-phone.png');
});

test('the accountant debit tables do not scroll sideways on a tablet @tablet', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await debit.open('/acc_debit');
  await debit.load({ year: demoYear(), month: '00' });
  const debitArea = debit.area('DEBIT AREA');
  await expect(debit.rows(debitArea).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The page's scroll (the lists' column) and each table's box.
  expect(await overflowOf(app.current().locator('.db-scroll'))).toBeLessThanOrEqual(0);
  for (const area of ['DEBIT AREA', 'PAID AREA'] as const)
    expect(await overflowOf(debit.area(area).locator('.db-table-wrap'))).toBeLessThanOrEqual(0);
  await picture(page, 'polish-acc-debit-tablet.png', { fullPage: true });
});
