import { AppModel, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'one run is enough: the manager answers on a phone');

test('a receptionist requests an edit of a sent sum; the manager agrees from the bell; the sum opens as a new version', async ({
  app,
  page,
  browser,
  server,
}) => {
  const sum = new SumPage(page, app);
  const day = branchDay(-2);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open(`/reception_sum/3/${day}/current`);
  await expect(sum.title()).toContainText('[VIEW]');
  const version = Number((await sum.title().textContent())?.match(/v(\d+)/)?.[1]);
  await sum.button('REQUEST EDIT').click();
  await sum.confirm('REQUEST EDIT', 'Send request', 'Wrong card amount on HI 301726');
  await expect(sum.toast('Your request was sent')).toBeVisible();

  const managerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: server.url,
  });
  const managerPage = await managerContext.newPage();
  const manager = new AppModel(managerPage, server);
  await manager.signInHome('manager.hbt1@sumbook.test');
  await manager
    .current()
    .getByRole('button', { name: /Notifications/ })
    .click();
  const request = managerPage
    .getByTestId('notification-list')
    .locator('ion-item')
    .filter({ hasText: `Request edit RC Sum HBT1 ${day}` });
  await expect(request).toContainText('Wrong card amount');
  await request.getByRole('button', { name: 'Agree' }).click();
  await expect(managerPage.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await managerContext.close();

  await sum.button('Load Data').click();
  await expect(sum.title()).toContainText(`[EDIT] HBT1 ${day} v${version + 1}`);
  await expect(sum.button(/SAVE REPORT/)).toBeVisible();
});
