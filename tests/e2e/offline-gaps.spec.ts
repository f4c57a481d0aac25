import { monthDays } from '../../src/domain/expected';
import { serviceRow } from '../api/rc-support';
import { branchToday } from '../../src/domain/branches';
import { AccPage } from './support/acc';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { codesOf } from './support/survey';
import { ExpectedModel, branchMonth, serverPlan } from './support/expected';
import { sentReceptionSum } from './support/rc';
import { picture } from './support/page-checks';

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
  await picture(page, 'og/expected-day-offline-phone.png');

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
const SUPERVISOR = 'supervisor.hbt1@sumbook.test';

/** The surveys of a room made on a tablet this month, as the server holds them. */
async function tabletSurveys(url: string, room: string): Promise<{ room: string; day: string }[]> {
  const token = await apiLogin(url, SUPERVISOR);
  const month = branchToday(3).slice(0, 7);
  const res = await apiGet<{ data: { entries: { room: string; day: string }[] } }>(
    url,
    token,
    `/survey/get_new_survey/3/${month}/tabletInput`,
  );
  return res.data.entries.filter((e) => e.room === room);
}

test('tablet: a survey completed with no network gets the same thanks, says it will be sent, and is stored once when back online @tablet', async ({
  page,
  context,
  server,
}) => {
  const room = (await codesOf(server.url, SUPERVISOR, 3)).filter((c) => c.target === 'room')[4].room;
  const before = (await tabletSurveys(server.url, room)).length;
  await page.goto('/s/tablet');
  await page.getByLabel('Branch').selectOption({ label: 'Hai Ba Trung 1' });
  await page.getByLabel('Pass').fill('tablet2026');
  await page.getByRole('button', { name: 'Activate' }).click();
  const home = page.getByTestId('tablet-home');
  await expect(home).toContainText('make survey on this tablet');

  await context.setOffline(true);
  await page.getByLabel('Room number').fill(room);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('radio', { name: 'Reception 4 Good' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('survey-thanks')).toContainText('Thank you');
  await expect(page.getByTestId('survey-queued')).toHaveText(
    'Your answers are saved on this tablet and will be sent when the network is back.',
  );
  await picture(page, 'og/survey-tablet-queued.png');
  await expect(home).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('tablet-waiting')).toHaveText('1 survey waits to be sent / 送信待ちのアンケート 1 件');
  expect(await tabletSurveys(server.url, room)).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByTestId('tablet-waiting')).toHaveCount(0, { timeout: 20_000 });
  // Sent once: one more survey of the room, made on the tablet today.
  const after = await tabletSurveys(server.url, room);
  expect(after).toHaveLength(before + 1);
  expect(after.filter((e) => e.day === branchToday(3))).toHaveLength(1);
});

test('phone: a cost sheet typed and not saved is listed on the drafts screen and restores into the cost of the day @phone', async ({
  app,
  page,
  server,
}) => {
  const acc = new AccPage(page, app);
  const day = '2031-09-11';
  const token = await apiLogin(server.url, ACCOUNTANT);
  await sentReceptionSum(server.url, token, day, [serviceRow('c1')]);
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
  await picture(page, 'og/cost-draft-listed-phone.png');
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
