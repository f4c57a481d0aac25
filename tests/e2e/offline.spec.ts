import { apiGet, apiLogin, expect, test } from './support/fixtures';

// The offline start needs the service worker (off by default in the browser tests).
test.use({ serviceWorkers: 'allow' });

test('offline start: the shell and home show, and a setting changed offline reaches the server when back online @phone', async ({
  app,
  page,
  context,
  server,
}) => {
  await app.signInHome('reception.hbt1@sumbook.test');
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(app.welcome()).toBeVisible();
  await expect(app.current().getByText('You are offline')).toBeVisible();

  await page.goto('/user/profile');
  await expect(app.current().getByTestId('profile-fields')).toContainText('reception.hbt1@sumbook.test');
  await app.current().getByTestId('theme').click();
  await page.locator('ion-popover ion-radio').filter({ hasText: 'Dark' }).click();
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');
  await expect(page.locator('body')).toHaveClass(/dark/);

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const me = await apiGet<{ data: { settings: { theme?: string } } }>(server.url, token, '/user/infor');
  expect(me.data.settings.theme).toBe('dark');
});

test('what a user types is kept as a draft across a reload @phone', async ({ app, page }) => {
  // One size (@phone, see playwright.config.ts): the draft store is the same at both sizes.
  await app.signInAs('manager.hbt1@sumbook.test');
  await page.goto('/user/profile');
  const maker = app.current().getByTestId('maker-name').locator('input');
  await maker.fill('Hoang Nam (night shift)');
  await expect(app.current().getByTestId('draft-kept')).toBeVisible();
  await page.reload();
  await expect(app.current().getByTestId('draft-restored')).toBeVisible();
  await expect(app.current().getByTestId('maker-name').locator('input')).toHaveValue('Hoang Nam (night shift)');
});
