import { expect, test } from '../support/fixtures';
import { DebitModel } from '../support/debit';

test('viewer', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInHome('areamanager.hcm@sumbook.test');
  await page.goto('/manager_expected');
  const tag = app.isPhone ? 'phone' : 'tablet';
  await expect(app.current().getByTestId('expected-load')).toBeVisible({ timeout: 30000 });
  await page.screenshot({ path: `/tmp/exv-${tag}-0.png` });
  await debit.pickBranch('Thai Van Lung 1');
  await app.current().getByTestId('expected-load').click();
  await expect(app.current().getByTestId('expected-title')).toBeVisible({ timeout: 40000 });
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/exv-${tag}-1.png` });
  if (!app.isPhone) {
    const cell = app.current().locator('td.ex-cell.comment').first();
    await cell.click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/exv-${tag}-2.png` });
  }
});
