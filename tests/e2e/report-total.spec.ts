import { previousMonth } from '../../src/domain/dates';
import { branchToday } from '../../src/domain/branches';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const CEO = 'ceo@sumbook.test';

test('the CEO reads a branch month in cards and charts, opens a chart’s numbers, switches to the calendar; no sideways scrolling on a phone', async ({
  app,
  page,
  server,
}) => {
  await app.signInAs(CEO);
  await page.goto('/report-total');
  const here = app.current();
  await expect(here.getByTestId('rt-tab-branch')).toBeVisible({ timeout: 30_000 });
  const month = previousMonth(branchToday(1).slice(0, 7));
  await here.getByLabel('Month').first().fill(month);
  await here.getByTestId('rt-load').first().click();
  const token = await apiLogin(server.url, CEO);
  const own = await apiGet<{
    data: { branchInformation: { name: string; room: number }; content: { roomTotal: number } };
  }>(server.url, token, `/report/1/take_guest_number/Ho%20Chi%20Minh/${month}/report`);
  await expect(here.getByTestId('rt-head')).toContainText(
    `${own.data.branchInformation.name} · ${own.data.branchInformation.room} rooms · ${month}`,
  );
  await expect(here.locator('[data-card="room"] .rt-card-value')).toHaveText(
    own.data.content.roomTotal.toLocaleString('en-US'),
  );
  // The OTA pie's numbers, one tap away.
  await here.getByTestId('rt-ota').getByRole('button', { name: 'Show numbers' }).click();
  await expect(here.getByTestId('rt-ota-numbers').locator('tbody tr').last()).toContainText('Total');
  await expect(here.getByTestId('rt-months').locator('canvas')).toBeVisible();
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await picture(page, `rt-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });
  await picture(here.locator('.chart-grid'), `rt-charts-${app.isPhone ? 'phone' : 'tablet'}.png`);

  // The whole chain, then the Calendar tab; View Branch keeps what it loaded.
  await here.getByTestId('rt-span-chain').click();
  await expect(here.getByTestId('rt-head')).toHaveCount(0);
  await here.getByTestId('rt-load').first().click();
  await expect(here.getByTestId('rt-head')).toContainText('All branches');
  await here.getByTestId('rt-tab-calendar').click();
  await expect(here.getByTestId('calendar-tab')).toBeVisible();
  await expect(here.getByTestId('view-branch-tab')).toBeHidden();
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await here.getByTestId('rt-tab-membership').click();
  await expect(here.getByTestId('membership-tab')).toBeVisible();
  await here.getByTestId('rt-tab-branch').click();
  await expect(here.getByTestId('rt-head')).toContainText('All branches');
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the reservation report: a table by area and branch on tablets, cards on phones, with area totals', async ({
  app,
  page,
}) => {
  await app.signInAs(CEO);
  await page.goto('/reservation');
  const here = app.current();
  if (app.isPhone) {
    await expect(here.getByTestId('rs-cards').locator('[data-area="Ha Noi"]')).toContainText('Area total', {
      timeout: 30_000,
    });
    await expect(here.locator('.rs-card[data-branch="3"]')).toContainText('Hai Ba Trung 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } else {
    await expect(here.getByTestId('rs-table').locator('tr[data-area="Ha Noi"]')).toContainText('Ha Noi total', {
      timeout: 30_000,
    });
    await expect(here.locator('tr[data-branch="3"] th')).toHaveText('Hai Ba Trung 1');
  }
  await picture(page, `rs-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });
});
