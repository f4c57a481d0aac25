import { monthDays } from '../../src/domain/expected';
import { serviceRow } from '../api/rc-support';
import { AccPage } from './support/acc';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
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

const ACCOUNTANT = 'accountant.hbt1@sumbook.test';

test('phone: a cost sheet typed and not saved is listed on the drafts screen and restores into the cost of the day @phone', async ({
  app,
  page,
  server,
}) => {
  const acc = new AccPage(page, app);
  const day = '2031-09-11';
  const token = await apiLogin(server.url, ACCOUNTANT);
  await sentReceptionSum(server.url, token, day);
  await app.signInHome(ACCOUNTANT);
  await page.goto(`/acc_make/3/${day}/current`);
  await expect(acc.title()).toContainText(`HBT1 ${day}`, { timeout: 20_000 });
  await acc.tab('COST THIS DAY').click();
  const cost = app.current().getByTestId('cost-table');
  await expect(cost).toContainText('No cost yet.');
  await cost.getByRole('button', { name: 'Add More' }).click();
  await cost.getByLabel('Name 1', { exact: true }).fill('Flowers for the lobby');
  await cost.getByLabel('Price 1', { exact: true }).fill('350,000');
  await expect(cost.getByTestId('draft-state')).toHaveText('Draft kept on this device');

  // Elsewhere in the app: the drafts screen lists the cost sheet like the other documents.
  await page.goto('/home');
  await app.openUserMenu();
  await page.locator('ion-popover').getByText('Drafts on this device').click();
  const item = page.getByTestId('draft-item').filter({ hasText: `ACC COST · HBT1 ${day}` });
  await expect(item).toContainText('Unsaved changes');
  await expect(item).toContainText('1 row ');
  await page.screenshot({ path: '/tmp/og/cost-draft-listed-phone.png' });
  await item.getByRole('button', { name: 'Restore into ACC COST' }).click();

  const restored = app.current().getByTestId('cost-table');
  await expect(restored.getByLabel('Name 1', { exact: true })).toHaveValue('Flowers for the lobby');
  await expect(restored.getByTestId('cost-totals')).toContainText('VND 350,000');
  await restored.getByRole('button', { name: 'SAVE COST' }).click();
  await expect(restored.getByTestId('draft-state')).toHaveText('All changes saved');
  const stored = await apiGet<{ data: { content: { name: string; rate: number }[] } }>(
    server.url,
    token,
    `/acc/cost/3/view_cost/${day}`,
  );
  expect(stored.data.content).toMatchObject([{ name: 'Flowers for the lobby', rate: 350000 }]);
});

/** A reception sum of the day saved and sent (the accountant sum of the day is made from it). */
async function sentReceptionSum(url: string, token: string, day: string): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const content = [serviceRow('c1')];
  const saved = await fetch(`${url}/api/rc/3/up_sum`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ day, version: 1, revision: 0, maker: 'Do Van Long', note: '', content }),
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const { data } = (await saved.json()) as { data: { revision: number } };
  const sent = await fetch(`${url}/api/user/sent_mail_rc_sum/3`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ day, version: 1, revision: data.revision, note: '' }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
}
