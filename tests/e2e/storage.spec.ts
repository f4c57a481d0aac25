import { branchToday } from '../../src/domain/branches';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const SUPERVISOR = 'supervisor.hbt1@sumbook.test'; // branch 3

test('the supervisor types In and Out for a day, saves, reloads and sees them; CONFIRM WITH ACC counts the mismatches', async ({
  app,
  page,
  server,
}) => {
  const today = branchToday(3);
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  await app.signInAs(SUPERVISOR);
  await page.goto('/storage_report');
  const here = app.current();
  await expect(here.getByTestId('st-title')).toHaveText(`[EDIT] HBT1 ${month} Storage`, { timeout: 30_000 });
  await expect(here.locator('ion-segment-button.segment-button-checked').first()).toHaveText('SOFT DRINK');
  await picture(page, `st-${app.isPhone ? 'phone' : 'tablet'}.png`);
  if (app.isPhone) {
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    await here.getByTestId(`st-card-a1-${day}`).click();
  } else {
    await here.getByTestId(`st-cell-a1-${day}-in`).click();
  }
  const editor = page.locator('ion-modal[data-testid=st-cell-editor]:not(.overlay-hidden)');
  await expect(editor).toBeVisible();
  await editor.getByLabel('In', { exact: true }).fill('12');
  await editor.getByLabel('KC', { exact: true }).fill('2.5');
  await editor.getByLabel('Room', { exact: true }).fill('3');
  await editor.getByTestId('st-editor-done').click();
  await expect(editor).toHaveCount(0);
  await expect(here.getByTestId('st-state')).toHaveText('3 changes not saved');
  // Kept on the device before SAVE: a reload keeps the typed values.
  await page.reload();
  await expect(here.getByTestId('st-state')).toHaveText('3 changes not saved', { timeout: 30_000 });
  await here
    .getByRole('button', { name: /SAVE REPORT/ })
    .first()
    .click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'SUCCESS SAVE DATA' })).toBeVisible();
  await expect(here.getByTestId('st-state')).toHaveText('Not confirmed');
  const token = await apiLogin(server.url, SUPERVISOR);
  const held = await apiGet<{
    data: { listInOutItem: { itemId: string; day: number; field: string; value: number }[] };
  }>(server.url, token, `/storage/3/get_data/${month}`);
  const v = (field: string) =>
    held.data.listInOutItem.find((c) => c.itemId === 'a1' && c.day === day && c.field === field)?.value;
  expect([v('in'), v('room'), v('kc')]).toEqual([12, 3, 2.5]);
  await page.reload();
  await expect(here.getByTestId('st-title')).toBeVisible({ timeout: 30_000 });
  if (!app.isPhone) await expect(here.getByTestId(`st-out-a1-${day}`)).toHaveText('5.50');
  else await expect(here.getByTestId(`st-card-a1-${day}`)).toContainText('Out 5.50');
  await here.getByRole('button', { name: 'CONFIRM WITH ACC' }).first().click();
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toContainText('items differ from the accountant');
  await picture(page, `st-confirm-${app.isPhone ? 'phone' : 'tablet'}.png`);
});
