import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

// Issue 31: the profile's language picker switches the app at once and keeps the choice on the server; the
// app starts in the profile's language on any device (the device's own choice forgotten here).

test('the profile language: switched at once, kept on the server, followed at the next start @phone', async ({
  app,
  page,
  server,
}) => {
  await app.signInAs('reception.tvl1@sumbook.test');
  await page.goto('/user/profile');
  const screen = app.current();
  await expect(screen.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await screen.locator('[data-testid=language]').click();
  await page.locator('ion-popover:not(.overlay-hidden) ion-radio').filter({ hasText: '日本語' }).click();
  await expect(screen.getByRole('heading', { name: 'パスワードの変更' })).toBeVisible();
  await expect(screen.getByText('これらの情報を変更するには、管理者に連絡してください。')).toBeVisible();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: '更新しました' })).toBeVisible();
  const db = new Database(join(server.dataDir, 'sumbook.db'), { readonly: true });
  await expect
    .poll(
      () =>
        (db.prepare('SELECT lang FROM users WHERE email = ?').get('reception.tvl1@sumbook.test') as { lang: string })
          .lang,
    )
    .toBe('ja');
  db.close();

  // Another device (nothing kept on it): the app starts in the profile's language.
  await page.evaluate(() => localStorage.removeItem('sumbook.lang'));
  await page.reload();
  await expect(app.current().getByRole('heading', { name: 'パスワードの変更' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sumbook.lang'))).toBe('ja');
  await picture(page, 'profile-language-ja.png');
});
