// Issue 31: a Vietnamese receptionist and a Japanese manager do a real task each, entirely in their language, on
// a phone. The texts come from the catalogs (the test names them by their English key), so a screen still in
// English, or a key missing from a catalog, fails here.
import { apiGet, apiLogin, expect, PASSWORD, test } from './support/fixtures';
import { errorIn, textIn } from './support/i18n';
import { shot } from './support/page-checks';
import { branchDay, sendReceptionSum } from './support/manager';

const vi = (english: string, ns: string[], params?: Record<string, unknown>) => textIn('vi', english, ns, params);
const ja = (english: string, ns: string[], params?: Record<string, unknown>) => textIn('ja', english, ns, params);
const RC = ['rc', 'common'];
const MAN = ['manager', 'common'];

test('a Vietnamese receptionist picks Tiếng Việt, is refused a wrong password in Vietnamese, signs in and saves a reception sum @phone', async ({
  app,
  page,
  server,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('button', { name: vi('SIGN IN', ['session']) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // The server's refusal, in Vietnamese (its code's text), not the English sentence.
  await page.getByLabel(vi('E-mail', ['session'])).fill('reception.hbt1@sumbook.test');
  await page.getByLabel(vi('Password', ['session'])).fill('not-the-password');
  await page.getByRole('button', { name: vi('SIGN IN', ['session']) }).click();
  await expect(page.getByRole('alert')).toHaveText(errorIn('vi', 'Email or password is incorrect'));
  await expect(page.getByRole('alert')).not.toContainText('incorrect');

  await page.getByLabel(vi('Password', ['session'])).fill(PASSWORD);
  await page.getByRole('button', { name: vi('SIGN IN', ['session']) }).click();
  await expect(app.welcome()).toBeVisible();
  await expect(app.welcome()).not.toContainText('Welcome');

  // Today's reception sum: a service invoice added on a card, saved.
  const day = branchDay(0);
  await page.goto('/reception_sum');
  await expect(app.current().getByTestId('rc-title')).toContainText(`HBT1 ${day}`, { timeout: 20_000 });
  await app
    .current()
    .getByRole('button', { name: vi('Add New Tab', RC) })
    .last()
    .click();
  const sheet = page.getByTestId('row-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('SI', { exact: true }).fill('SI-3101');
  await sheet.getByLabel(vi('Name', RC), { exact: true }).fill('nguyen van an');
  await sheet.getByRole('button', { name: vi('Done', ['common']) }).click();
  await expect(sheet).toBeHidden();

  await app
    .current()
    .getByRole('button', { name: new RegExp(vi('SAVE REPORT', RC)) })
    .click();
  const confirm = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(confirm.locator('.alert-title')).toHaveText(vi('SAVE REPORT', RC));
  await confirm.getByRole('button', { name: vi('Save', ['common']) }).click();
  await expect(
    page.locator('[data-testid=toast]').filter({ hasText: vi('SUCCESS SAVE DATA', ['common']) }),
  ).toBeVisible();
  await expect(page.getByText('SUCCESS SAVE DATA')).toHaveCount(0);
  await shot(page, app, 'lang-vi-reception-sum');

  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const stored = await apiGet<{ data: { content: { SI: string; name: string }[] } }>(
    server.url,
    token,
    `/rc/3/view_sum/${day}`,
  );
  // The guest's name is data: stored as typed (in capitals, as every name), never translated.
  expect(stored.data.content).toEqual(
    expect.arrayContaining([expect.objectContaining({ SI: 'SI-3101', name: 'NGUYEN VAN AN' })]),
  );
});

test('a Japanese manager (language set by the admin) is told in Japanese why the report cannot be made, then makes, saves and sends it @phone', async ({
  app,
  page,
  server,
}) => {
  const admin = await apiLogin(server.url, 'admin@sumbook.test');
  const managerToken = await apiLogin(server.url, 'manager.tvl1@sumbook.test');
  const me = await apiGet<{ data: { id: number } }>(server.url, managerToken, '/user/infor');
  const set = await fetch(`${server.url}/api/user/update_by_admin/${me.data.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ lang: 'ja' }),
  });
  expect(set.status, await set.clone().text()).toBe(200);

  // This device was never set: it signs in in English and the app follows the profile's language.
  await app.signIn('manager.tvl1@sumbook.test');
  await expect(app.welcome()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // Today's reception sum of TVL1 is still open in the demo: the server refuses, in Japanese.
  const day = branchDay(0);
  await page.goto('/manager_sum');
  const alert = page.locator('ion-alert:not(.overlay-hidden)');
  const refusal = errorIn('ja', "Reception Editing Sum - Can't make report");
  await expect(alert).toContainText(refusal);
  await expect(alert).not.toContainText('Reception Editing Sum');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(app.current().getByTestId('empty-state')).toContainText(refusal);

  // The reception sends the sum; the manager loads the report, saves and sends it.
  await sendReceptionSum(server.url, 'reception.tvl1@sumbook.test', 1, day);
  await app
    .current()
    .getByRole('button', { name: ja('Load Data', MAN) })
    .first()
    .click();
  await expect(app.current().getByTestId('man-title')).toContainText(`TVL1 ${day}`, { timeout: 20_000 });
  await app
    .current()
    .getByRole('button', { name: new RegExp(ja('SAVE REPORT', MAN)) })
    .click();
  await expect(alert.locator('.alert-title')).toHaveText(ja('SAVE REPORT', MAN));
  await alert.getByRole('button', { name: ja('Save', ['common']) }).click();
  await expect(
    page.locator('[data-testid=toast]').filter({ hasText: ja('SUCCESS SAVE DATA', ['common']) }),
  ).toBeVisible();

  await app
    .current()
    .getByRole('button', { name: ja('SEND REPORT', MAN) })
    .click();
  await expect(alert.locator('.alert-title')).toHaveText(ja('SEND REPORT', MAN));
  await alert.locator('textarea').fill('本日は問題ありません');
  await alert.getByRole('button', { name: ja('Send', ['common']) }).click();
  await expect(
    page.locator('[data-testid=toast]').filter({ hasText: ja('SUCCESS SENT REPORT DATA', ['common']) }),
  ).toBeVisible();
  const sent = await apiGet<{ data: { edit: boolean } }>(
    server.url,
    managerToken,
    `/manager/1/view_sum_with_version/${day}/current`,
  );
  expect(sent.data.edit).toBe(false);
  await shot(page, app, 'lang-ja-manager-sum');
  // Nothing on the screen is left in the spec's English words.
  await expect(app.current().getByText(/SAVE REPORT|SEND REPORT|REQUEST EDIT|Load Data/)).toHaveCount(0);
});
