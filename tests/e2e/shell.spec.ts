import { PASSWORD, apiGet, apiLogin, expect, test } from './support/fixtures';
import { shot } from './support/page-checks';

// With Ionic's animations, as users have them: with them off, the support-tools popover never finishes its
// dismissal when the tool it closes for opens a new tab in the same click (Chromium runs no finish event for
// the zero-length leave animation then), and the sign-in test below checks that it closes.
test.use({ ionicAnimations: true });

test('reception signs in, sees home and only the tabs of the role (no support tool leads to Forbidden), then logs out', async ({
  app,
  page,
}) => {
  // Issue 29: the sign-in page alone stays light (<= 80 KB); the app's code is fetched from the first focus on
  // the form, while the user types, not only after SIGN IN.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const appCode = () => asked.some((p) => /^\/assets\/App-[\w-]+\.js$/.test(p));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(appCode()).toBe(false);
  await page.getByLabel('E-mail').focus();
  await expect.poll(appCode).toBe(true);
  await page.getByLabel('E-mail').fill('reception.hbt1@sumbook.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(app.welcome()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const tabs = await app.tabLabels();
  expect(tabs).toContain('HOME');
  expect(tabs).not.toContain('ADMIN');
  expect(tabs).not.toContain('ACCOUNTANT');
  // The support tools list only the built tools of the role, so none opens Forbidden (which tools each
  // role gets once built: tests/unit/screens.test.ts).
  await app.current().getByRole('button', { name: 'Support tools' }).click();
  await expect(page.getByTestId('support-tools').locator('ion-item')).toHaveText([
    'Calculate VAT',
    'Reception Wallet',
    'Find Bill on RC Sum',
    'Guest Number',
    'Input Excel',
    'Announcement form',
    'Guest Survey',
  ]);
  // The survey-redirect tool opens Sumbook's own survey page for the branch's reception, in a new tab.
  const [survey] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('support-tools').locator('ion-item').filter({ hasText: 'Guest Survey' }).click(),
  ]);
  await expect(survey).toHaveURL(/\/s\/[\w-]+\.[\w-]+$/);
  await expect(survey.getByText('Hai Ba Trung 1')).toBeVisible();
  await survey.close();
  await expect(page.getByTestId('support-tools')).toBeHidden();
  await app.logOut();
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
});

test('a forbidden route shows the forbidden page, an unknown path the not-found page, with a link home @tablet', async ({
  app,
  page,
}) => {
  // One size (@tablet, see playwright.config.ts): the routing is the same at both sizes.
  await app.signInAs('reception.hbt1@sumbook.test');
  await page.goto('/manage_user');
  await expect(app.current().getByTestId('forbidden')).toBeVisible();
  await expect(app.current().getByRole('heading', { name: '403 – Forbidden' })).toBeVisible();
  await page.goto('/nope');
  await expect(app.current().getByTestId('not-found')).toBeVisible();
  await expect(app.current().getByRole('heading', { name: '404 – Page not found' })).toBeVisible();
  await app.current().getByRole('button', { name: 'Back to home' }).click();
  await expect(app.welcome()).toBeVisible();
});

// One size (@phone): the bell and its list are the same header button and popover at both sizes.
test('the bell counts unread notifications, caps at 9+, and marks one read @phone', async ({ app, page, server }) => {
  await app.signInHome('manager.hbt1@sumbook.test');
  const managerToken = await apiLogin(server.url, 'manager.hbt1@sumbook.test');
  const unread = (await apiGet<{ unread: number }>(server.url, managerToken, '/user/notifications')).unread;
  expect(unread).toBeGreaterThan(0);
  expect(unread).toBeLessThan(10);
  await expect(app.bellCount()).toHaveText(String(unread));
  const token = await apiLogin(server.url, 'ceo@sumbook.test');
  const me = await apiGet<{ data: { id: number } }>(server.url, managerToken, '/user/infor');
  for (let i = 0; i < 9; i++) {
    await fetch(`${server.url}/api/user/sent_noti`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `Check bill ${i}`, Conent: 'Unpaid', type: 10, sent_to: me.data.id }),
    });
  }
  await page.reload();
  await expect(app.bellCount()).toHaveText('9+');
  await app
    .current()
    .getByRole('button', { name: /Notifications/ })
    .click();
  const list = page.getByTestId('notification-list');
  await expect(list.getByText('Check bill 8')).toBeVisible();
  await expect(list.getByText(/minutes ago|hours ago|days ago|just now/).first()).toBeVisible();
  await list.getByText('Check bill 8').click();
  await page.keyboard.press('Escape');
  await expect(app.bellCount()).toHaveText('9+');
  await expect
    .poll(
      async () =>
        (
          await apiGet<{ unread: number }>(
            server.url,
            await apiLogin(server.url, 'manager.hbt1@sumbook.test'),
            '/user/notifications',
          )
        ).unread,
    )
    .toBe(unread + 9 - 1);
});

test('a wrong password shows the server message in red under the form @phone', async ({ app, page }) => {
  // One size (@phone, see playwright.config.ts): the sign-in form is the same at both sizes; the first test signs in through it at both.
  await app.signIn('reception.hbt1@sumbook.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
  await expect(page.getByRole('alert')).toHaveCSS('color', 'rgb(211, 47, 47)');
});

test('a browser that is not activated gets the dialog with the request code @tablet', async ({ app, page }) => {
  // One size (@tablet, see playwright.config.ts): the dialog is the same at both sizes; admin-users.spec.ts reads the code at both.
  await app.signIn('reception.km2@sumbook.test');
  await expect(page.getByRole('dialog')).toContainText('Please contact Team IT to activate this browser');
  await expect(page.getByTestId('request-code')).toHaveText(/^[0-9A-F]{8}$/);
});

test('forgot password checks the e-mail pattern @phone', async ({ page }) => {
  // One size (@phone, see playwright.config.ts): the same form at both sizes.
  await page.goto('/forgot');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email');
  await page.getByLabel('E-mail').fill('reception.hbt1@sumbook.test');
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('status')).toContainText('reset link');
});

test('the tablet top bar fits: one line per tab, the rest under MORE, nothing cut or scrolled @tablet', async ({
  app,
  page,
}) => {
  // One size (@tablet): phones keep the side menu.
  await app.signInHome('ceo@sumbook.test');
  const bar = app.current().getByTestId('top-tabs');
  const fits = await bar.evaluate((nav) => {
    const end = nav.closest('ion-toolbar')?.querySelector('ion-buttons[slot=end]')?.getBoundingClientRect();
    const tabs = Array.from(nav.querySelectorAll('ion-button')).map((b) => b.getBoundingClientRect());
    return {
      scrolls: nav.scrollWidth > nav.clientWidth,
      // A wrapped label ("RC / SUM") makes its tab a line taller (the active tab's underline adds 3 px).
      oneLine: Math.max(...tabs.map((t) => t.height)) - Math.min(...tabs.map((t) => t.height)) <= 4,
      clearOfButtons: tabs.every((t) => !end || t.right <= end.left),
    };
  });
  expect(fits).toEqual({ scrolls: false, oneLine: true, clearOfButtons: true });
  await shot(page, app, 'top-bar-ceo');
  const labels = await app.tabLabels();
  for (const tab of ['HOME', 'RC SUM', 'DASHBOARD', 'CONTENT', 'ADMIN']) expect(labels).toContain(tab);
  await bar.getByRole('button', { name: 'MORE' }).click();
  await shot(page, app, 'top-bar-ceo-more');
  await page.locator('ion-popover:not(.overlay-hidden) ion-item').getByText('USERS', { exact: true }).click();
  await expect(page).toHaveURL(/\/manage_user$/);
  await expect(bar.locator('ion-button', { hasText: 'MORE' })).toHaveClass(/active/);
});
