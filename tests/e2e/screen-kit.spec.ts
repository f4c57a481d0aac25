// The screen kit (issue 30 points 1, 5, 6, 7, 8): toasts take their own space, one offline banner and save
// status, day grids open on today, dates read yyyy-mm-dd, AGING opens on the chain for the CEO.
import type { Locator, Page } from '@playwright/test';
import { branchToday } from '../../src/domain/branches';
import { AppModel, expect, test } from './support/fixtures';
import { BreakfastModel, SUPERVISOR, today3 } from './support/breakfast';
import { DebitModel, demoYear, serverLine } from './support/debit';
import { SumPage, branchDay } from './support/rc';
import { picture } from './support/page-checks';

const size = (app: AppModel) => (app.isPhone ? 'phone' : 'tablet');

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

/** True when the two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the load toast sits under the header and pushes the page down: the first content line stays in sight', async ({
  app,
  page,
}) => {
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  // By its words, whatever element shows it.
  const toast = page.getByText('SUCCESS LOAD DATA FROM SERVER', { exact: true });
  await expect(sum.title()).toContainText('[EDIT]');
  await expect(toast).toBeVisible();
  // Measured at once: the toast is gone 3 s after the load.
  const [t, bar, first] = await Promise.all([
    box(toast),
    box(app.current().locator('ion-header ion-toolbar').first()),
    box(sum.title()),
  ]);
  await picture(page, `kit-toast-${size(app)}.png`);
  expect(t.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(overlap(t, first)).toBe(false);
  expect(overlap(t, bar)).toBe(false);
  await expect(toast).toBeHidden({ timeout: 6000 });
});

test('a toast shown while a dialog is open goes into the dialog header, over none of its content', async ({
  app,
  page,
  server,
}) => {
  const debit = new DebitModel(page, app);
  const line = await serverLine(server.url, 'reception.hbt1@sumbook.test', 3, '');
  await app.signInAs('reception.hbt1@sumbook.test');
  await page.goto(`/reception_debit/3/${demoYear()}/${line.id}`);
  const sheet = debit.sheet();
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  const toast = page.getByText('SUCCESS LOAD DATA FROM SERVER', { exact: true });
  await expect(toast).toBeVisible();
  const [t, content, title] = await Promise.all([
    box(toast),
    box(sheet.locator('ion-content')),
    box(sheet.locator('ion-header ion-toolbar').first()),
  ]);
  await picture(page, `kit-dialog-toast-${size(app)}.png`);
  expect(overlap(t, content)).toBe(false);
  expect(overlap(t, title)).toBe(false);
});

/** What the banner and the save status look like: their words and the styles a person sees. */
async function looks(page: Page, here: Locator) {
  const banner = here.getByTestId('offline-banner');
  const status = here.getByTestId('draft-state');
  const style = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight].join(' ');
    });
  return {
    banner: await banner.innerText(),
    bannerStyle: await style(banner),
    status: await status.innerText(),
    statusStyle: await style(status),
  };
}

test('offline with a queued save, breakfast and the reception sum show the same banner and save status', async ({
  app,
  page,
  context,
}) => {
  const bf = new BreakfastModel(page, app);
  const { month, day } = today3();
  await app.signInAs(SUPERVISOR);
  await bf.open();
  await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
  await context.setOffline(true);
  if (app.isPhone) await app.current().locator(`[data-day="${day}"]`).getByRole('button', { name: 'Edit' }).click();
  else await bf.openDay(day);
  await expect(bf.sheet()).toBeVisible();
  await bf.type('outSide', 4);
  await bf.closeSheet();
  await expect(bf.outboxCount()).toHaveText('1');
  const banner = app.current().getByTestId('offline-banner');
  await expect(banner).toHaveText('Offline: showing what this device kept. 1 save waits to be sent.');
  await expect(app.current().getByTestId('draft-state')).toHaveText('Waiting to be sent');
  await picture(page, `kit-offline-bf-${size(app)}.png`);
  const onBreakfast = await looks(page, app.current());
  await context.setOffline(false);
  await expect(bf.outboxCount()).toHaveCount(0, { timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  await expect(app.current().getByTestId('draft-state')).toHaveText('All changes saved');
  await app.logOut();

  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  await context.setOffline(true);
  await sum.addGuest('SI-3030', 'kit guest');
  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');
  await expect(app.current().getByTestId('offline-banner')).toBeVisible();
  await expect(app.current().getByTestId('draft-state')).toHaveText('Waiting to be sent');
  await picture(page, `kit-offline-rc-${size(app)}.png`);
  expect(await looks(page, app.current())).toEqual(onBreakfast);
  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(app.current().getByTestId('draft-state')).toHaveText('All changes saved');
});

test('the storage grid opens on today @tablet', async ({ app, page }) => {
  const today = branchToday(3);
  const day = Number(today.slice(8, 10));
  await app.signInAs(SUPERVISOR);
  await page.goto('/storage_report');
  const here = app.current();
  await expect(here.getByTestId('st-title')).toHaveText(`[EDIT] HBT1 ${today.slice(0, 7)} Storage`, {
    timeout: 30_000,
  });
  const wrap = here.getByTestId('st-grid');
  const head = wrap.locator('th.st-day').filter({ hasText: new RegExp(`\\b${day}$`) });
  await expect(head).toBeVisible();
  const stock = await box(wrap.locator('thead .st-stock'));
  const w = await box(wrap);
  const h = await box(head);
  // Today's column starts right of the sticky item columns and ends inside the grid.
  expect(h.x).toBeGreaterThanOrEqual(stock.x + stock.width - 1);
  expect(h.x + h.width).toBeLessThanOrEqual(w.x + w.width + 1);
  await picture(page, 'kit-storage-tablet.png');
});

// One size (@phone): one DateField component, drawn the same at both sizes.
test('a date field shows and accepts yyyy-mm-dd @phone', async ({ app, page }) => {
  await app.signInAs('manager.hbt1@sumbook.test');
  await page.goto('/manager_sum');
  // The demo keeps today's reception sum of HBT1 open: the report cannot be made yet, the pickers stay open.
  const alert = page.locator('ion-alert:not(.overlay-hidden)');
  await alert.getByRole('button', { name: 'OK' }).click();
  const date = app.current().getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('type', 'text');
  await expect(date).toHaveValue(branchDay(0));
  await expect(date).toHaveAttribute('placeholder', 'yyyy-mm-dd');
  // The browser's own format is not read; the app's is, and other separators are written the app's way.
  await date.fill('11/20/2026');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  const day = branchDay(-3);
  await date.fill(day.replace(/-/g, '/'));
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await date.blur();
  await expect(date).toHaveValue(day);
  await picture(page, `kit-date-${size(app)}.png`);
  await app.current().getByRole('button', { name: 'Load Data' }).first().click();
  await expect(app.current().getByTestId('man-title')).toHaveText(`[VIEW] HBT1 ${day} v1`, { timeout: 20_000 });
});

test("the CEO's AGING shows the chain at once, before any area or branch is picked", async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('ceo@sumbook.test');
  await debit.open('/az_debit');
  await debit.tab('AGING').click();
  const aging = app.current().getByTestId('aging');
  await expect(aging).toBeVisible({ timeout: 20_000 });
  await expect(app.current().getByTestId('empty-state')).toHaveCount(0);
  if (app.isPhone) {
    await expect(aging.getByTestId('aging-card').first()).toContainText('All open debits');
    await expect(aging.getByTestId('aging-card').filter({ hasText: 'Hai Ba Trung 1' })).toHaveCount(1);
  } else {
    const branches = aging.getByRole('table', { name: 'Aging Branch' }).getByRole('rowheader');
    await expect(branches.filter({ hasText: 'Hai Ba Trung 1' })).toHaveCount(1);
    expect(await branches.count()).toBeGreaterThan(2);
  }
  await picture(page, `kit-aging-${size(app)}.png`);
});
