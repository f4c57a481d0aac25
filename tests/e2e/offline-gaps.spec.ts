import { monthDays } from '../../src/domain/expected';
import { expect, test } from './support/fixtures';
import { ExpectedModel, branchMonth, serverPlan } from './support/expected';

// Issue 30 point 11: what was online only before. A day of the expected plan opened or closed offline waits
// in the outbox; a survey completed on a tablet with no network is queued and sent once; a cost-sheet draft
// is on the drafts screen and restores from there.
const MANAGER = 'manager.hbt1@sumbook.test';

test('phone: a day closed offline waits in the outbox, shows closed and waiting, and is closed on the server when back online @phone', async ({
  app,
  page,
  context,
  server,
}) => {
  const ex = new ExpectedModel(page, app);
  const { month } = branchMonth(3);
  const { plan } = await serverPlan(server.url, MANAGER, 3, month);
  const day = [...Array(monthDays(month)).keys()].map((d) => d + 1).find((d) => !plan.listSaveDay.includes(d)) ?? 1;
  await app.signInAs(MANAGER);
  await ex.open();
  await ex.loaded(/^\[EDIT\] HBT1 /);
  await app.current().getByLabel('Day', { exact: true }).selectOption(String(day));
  const card = ex.dayCard();
  await expect(card).toHaveAttribute('data-day', String(day));
  await expect(ex.saveState()).toHaveText('All changes saved');

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Close day' }).click();
  await ex.confirm('Close day');
  await expect(ex.toast('Day closed: waiting to be sent')).toBeVisible();
  await expect(card).toContainText('Closed (X)');
  await expect(card.locator('input')).toHaveCount(0);
  await expect(ex.saveState()).toHaveText('1 change waiting to be sent');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');
  await expect(app.current().getByTestId('offline-banner')).toBeVisible();
  expect((await serverPlan(server.url, MANAGER, 3, month)).plan.listSaveDay).not.toContain(day);
  await page.screenshot({ path: '/tmp/og/expected-day-offline-phone.png' });

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(ex.saveState()).toHaveText('All changes saved');
  await expect(card).toContainText('Closed (X)');
  expect((await serverPlan(server.url, MANAGER, 3, month)).plan.listSaveDay).toContain(day);

  // Opened again offline: the same way back.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Open day' }).click();
  await ex.confirm('Open day');
  await expect(card).not.toContainText('Closed (X)');
  await expect(ex.saveState()).toHaveText('1 change waiting to be sent');
  await context.setOffline(false);
  await expect(ex.saveState()).toHaveText('All changes saved', { timeout: 20_000 });
  expect((await serverPlan(server.url, MANAGER, 3, month)).plan.listSaveDay).not.toContain(day);
});
