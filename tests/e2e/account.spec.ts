import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';

test("a user blocked while signed in gets 'Block by Team IT' at the next start, and Log Out returns to sign-in @tablet", async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): one size is enough for this flow.
  await app.signInHome('reception.tvl1@sumbook.test');
  const db = new Database(join(server.dataDir, 'sumbook.db'));
  db.prepare('UPDATE users SET blocked = 1, block_msg = ? WHERE email = ?').run(
    'Blocked after the audit of 21 Nov',
    'reception.tvl1@sumbook.test',
  );
  db.close();
  await page.reload();
  const modal = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(modal).toContainText('Block by Team IT');
  await expect(modal).toContainText('Blocked after the audit of 21 Nov');
  await modal.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
});

test('forgot password: the mailed link opens the reset screen, the new password signs in @phone', async ({
  app,
  page,
  server,
}) => {
  // One size (@phone, see playwright.config.ts): one size is enough for this flow.
  await page.goto('/forgot');
  await page.getByLabel('E-mail').fill('reception.km1@sumbook.test');
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('status')).toContainText('reset link');
  const outbox = join(server.dataDir, 'outbox');
  await expect.poll(() => readdirSync(outbox).length).toBe(1);
  const raw = readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8').replace(/=\r?\n/g, '');
  const link = /\/user\/reset\/([A-Za-z0-9_-]+)/.exec(raw)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await page.getByLabel('New password').fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await page.getByLabel('New password').fill('room-305-key');
  await page.getByLabel('Confirm password').fill('room-305-key');
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await app.signIn('reception.km1@sumbook.test', 'room-305-key');
  await expect(app.welcome()).toBeVisible();
});

test('profile: the password is changed with the spec messages @tablet', async ({ app, page }) => {
  // One size (@tablet, see playwright.config.ts): one size is enough for this flow.
  await app.signInAs('accountant.hbt1@sumbook.test');
  await page.goto('/user/profile');
  const card = app.current().locator('.sb-card').filter({ hasText: 'Change password' });
  await card.getByLabel('Current password').fill('sumbook2026');
  await card.getByLabel('New password', { exact: true }).fill('ledger-2026');
  await card.getByLabel('Confirm new password').fill('ledger-2027');
  await card.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(card.getByRole('alert')).toHaveText('New password & Confirm did not match');
  await card.getByLabel('Confirm new password').fill('ledger-2026');
  await card.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await app.logOut();
  await app.signIn('accountant.hbt1@sumbook.test', 'ledger-2026');
  await expect(app.welcome()).toBeVisible();
});
