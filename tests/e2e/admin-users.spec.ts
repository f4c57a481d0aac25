// /manage_user end to end, at phone and tablet size, with two browsers: a receptionist whose browser needs
// activation reads the request code, the admin activates that browser in the user's Activate tab, and the
// receptionist signs in; the admin blocks a signed-in user, whose next action shows 'Block by Team IT'.
import type { Browser, Page } from '@playwright/test';
import { AppModel, apiGet, apiLogin, expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/expected';
import type { RunningServer } from './support/server';
import { picture } from './support/page-checks';

/** The admin in a second browser of the same size as the test's. */
async function adminBrowser(browser: Browser, server: RunningServer, phone: boolean): Promise<AppModel> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: phone ? { width: 390, height: 844 } : { width: 820, height: 1180 },
    isMobile: phone,
    hasTouch: phone,
  });
  const admin = new AppModel(await context.newPage(), server);
  await admin.signInAs('admin@sumbook.test');
  await admin.page.goto('/manage_user');
  await expect(admin.current().getByTestId('admin-users')).toBeVisible();
  return admin;
}

/** Finds a user by the search box and opens the user's modal. */
async function openUser(admin: AppModel, search: string, email: string) {
  const users = admin.current().getByTestId('admin-users');
  await users.getByRole('searchbox').fill(search);
  await expect(admin.current().getByTestId('search-count')).toHaveText(/^1 of \d+$/);
  if (admin.isPhone) await users.getByTestId('user-card').filter({ hasText: email }).getByRole('button').click();
  else await users.getByRole('button', { name: email }).click();
  const modal = admin.page.getByTestId('user-modal');
  await expect(modal.locator('ion-title')).toBeVisible();
  return modal;
}

async function confirmAlert(page: Page, button: string) {
  const alert = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: button, exact: true }).click();
  await expect(alert).toBeHidden();
}

test('a new browser is activated by the admin in the Activate tab, then the user signs in @tablet', async ({
  app,
  page,
  browser,
  server,
}, info) => {
  await app.signIn('reception.km2@sumbook.test');
  const code = (await page.getByTestId('request-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  await picture(page, `admin-activation-code-${info.project.name}.png`);

  const admin = await adminBrowser(browser, server, app.isPhone);
  await picture(admin.page, `admin-users-${info.project.name}.png`);
  await expectNoSidewaysScroll(admin.page);
  const modal = await openUser(admin, 'km2', 'reception.km2@sumbook.test');
  const waiting = modal.getByTestId('login-blocked').getByTestId('entry-row').filter({ hasText: code });
  await expect(waiting).toBeVisible();
  await picture(admin.page, `admin-activate-tab-${info.project.name}.png`);
  await waiting.getByRole('button', { name: /Activate/ }).click();
  await confirmAlert(admin.page, 'Activate');
  await expect(admin.page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  const activated = modal.getByTestId('login-activated').getByTestId('entry-row').filter({ hasText: code });
  await expect(activated).toContainText('1 / 3');
  await admin.page.context().close();

  await page.reload();
  await app.signInByForm('reception.km2@sumbook.test');
});

test('the admin blocks a signed-in user: their next action shows Block by Team IT with the message @phone', async ({
  app,
  page,
  browser,
  server,
}, info) => {
  await app.signInHome('reception.hbt1@sumbook.test');

  const admin = await adminBrowser(browser, server, app.isPhone);
  const modal = await openUser(admin, 'reception.hbt1', 'reception.hbt1@sumbook.test');
  await modal.locator('ion-segment-button', { hasText: 'Edit' }).click();
  const block = modal.getByTestId('block-section');
  await block.getByRole('textbox').fill('Your account is paused: call Team IT on 1234');
  await picture(admin.page, `admin-edit-tab-${info.project.name}.png`);
  await block.getByRole('button', { name: 'Block' }).click();
  await confirmAlert(admin.page, 'Block');
  await expect(block.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(block).toContainText('Your account is paused');
  await admin.page.context().close();

  // The receptionist's next action (opening the reception sum) meets the block.
  await app.openTab('RC SUM');
  const blocked = page.locator('ion-alert').filter({ hasText: 'Block by Team IT' });
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('Your account is paused: call Team IT on 1234');
  await picture(page, `admin-blocked-user-${info.project.name}.png`);
  await blocked.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
});

// One size (@phone): the same sections at both sizes; the phone is where they could scroll sideways.
test('branch and glist sections: reminder days checked and saved, nothing scrolls sideways @phone', async ({
  browser,
  server,
  app,
}, info) => {
  const admin = await adminBrowser(browser, server, app.isPhone);
  const section = (key: string) => admin.current().locator(`[data-section=${key}]`).click();
  await section('branch');
  const branch = admin.current().getByTestId('admin-branch');
  await branch.getByRole('combobox', { name: 'Branch' }).selectOption('3');
  await expect(branch.getByLabel('Name')).toHaveValue('Hai Ba Trung 1');
  await branch.getByLabel('Name').fill('Hai Ba Trung One');
  await branch.getByLabel('Rooms').fill('44');
  await branch.getByRole('button', { name: 'Save' }).click();
  await confirmAlert(admin.page, 'Save');
  await expect(admin.page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  // The renamed branch reads its new name in the pickers (which list the fixed branches by id).
  await expect(branch.getByRole('combobox', { name: 'Branch' }).locator('option[value="3"]')).toHaveText(
    '3 Hai Ba Trung One',
  );
  // The reminder days of unpaid debit lines (issue 32): falling steps are refused here, rising ones saved.
  const days = branch.getByTestId('remind-days');
  await expect(days).toHaveValue('7, 30, 60');
  await days.fill('30, 7');
  await branch.getByRole('button', { name: 'Save' }).click();
  await expect(branch.getByTestId('branch-error')).toHaveText('Reminder days must rise: 7, 30, 60');
  await days.fill('5, 20, 45');
  await branch.getByRole('button', { name: 'Save' }).click();
  await confirmAlert(admin.page, 'Save');
  await expect(admin.page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' }).last()).toBeVisible();
  const token = await apiLogin(server.url, 'admin@sumbook.test');
  await expect
    .poll(
      async () =>
        (await apiGet<{ data: { remindDays: number[] } }>(server.url, token, '/branch/branch_list_other/3')).data
          .remindDays,
    )
    .toEqual([5, 20, 45]);
  await expectNoSidewaysScroll(admin.page);
  await picture(admin.page, `admin-branch-${info.project.name}.png`, { fullPage: true });
  await section('glist');
  await expect(admin.current().getByTestId('admin-glist')).toBeVisible();
  await picture(admin.page, `admin-glist-${info.project.name}.png`);
  await section('database');
  await expect(admin.current().getByTestId('admin-database')).toContainText('blocked@sumbook.test');
  await picture(admin.page, `admin-database-${info.project.name}.png`);
  await expectNoSidewaysScroll(admin.page);
  await admin.page.context().close();
});
