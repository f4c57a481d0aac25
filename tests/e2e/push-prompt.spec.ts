import { fullBrowserLaunchOptions } from './support/browser';
import { expect, test } from './support/fixtures';

const REASON =
  'Get edit requests, their answers and unpaid-bill reminders on this device, even when Sumbook is closed.';

// Web Push (issue 32): home's card asks after sign-in, never before; "No thanks" is kept on the device. The service
// worker that shows pushes (public/push-sw.js, imported by the generated one) installs under the CSP.
test.use({ serviceWorkers: 'allow' });
// The card waits for the browser's 'default' answer, which the suite's headless shell never gives (support/browser.ts).
test.use({ launchOptions: fullBrowserLaunchOptions });

test('asks for notifications after sign-in with its reason, and never again once refused on the device @phone', async ({
  app,
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await expect(page.getByText(REASON)).toHaveCount(0);
  await app.signInByForm('manager.hbt1@sumbook.test');
  const card = app.current().getByTestId('push-card');
  await expect(card).toHaveText(new RegExp(REASON));
  await expect(card.getByRole('button', { name: 'Allow' })).toBeVisible();
  await card.getByRole('button', { name: 'No thanks' }).click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('sumbook.pushRefused'))).toBe('1');

  await app.waitForServiceWorker();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.reload();
  // Home is drawn again (the card is part of its first paint): no card on this device any more.
  await expect(app.welcome()).toBeVisible();
  await expect(app.current().getByTestId('push-card')).toHaveCount(0);
});
