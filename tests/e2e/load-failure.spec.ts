// A lazily loaded piece whose code cannot be fetched (offline before the service worker cached it) never takes
// the app off the screen: a background piece (Web Push) is left out, a screen says why and offers to try again.
import { expect, test } from './support/fixtures';

test('a background piece that cannot load leaves the app on screen; a screen that cannot load says so and loads on Try again @phone', async ({
  app,
  page,
}) => {
  await page.route(/\/assets\/PushBridge-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  const refused = page.waitForRequest(/\/assets\/PushBridge-[\w-]+\.js$/);
  await app.signInHome('reception.hbt1@sumbook.test');
  await refused;
  await expect(app.welcome()).toBeVisible();

  await page.route(/\/assets\/GuidePage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/user/guider');
  await expect(page.getByText('This screen could not be loaded')).toBeVisible();
  await expect(page.getByText('Check the connection, then try again.')).toBeVisible();
  await page.unroute(/\/assets\/GuidePage-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);
  await expect(app.current().locator('ion-title')).toBeVisible();
});
