// Issue 14: the content editor (/edit_content_azvn, read-only) and the readable audit trail (the Audit
// section of /manage_user). Both run on the phone (390 px, no sideways scrolling) and the tablet.
import { apiLogin, expect, test } from './support/fixtures';
import { noSidewaysScroll, shot } from './support/page-checks';

test('a supervisor reads the website content: languages, targets, fields, and arrays opened (nested too)', async ({
  app,
  page,
}) => {
  await app.signInAs('supervisor.hbt1@sumbook.test');
  await page.goto('/edit_content_azvn');
  const editor = app.current().getByTestId('content-editor');
  await expect(editor.getByText('Read-only')).toBeVisible();
  for (const label of ['English', 'Japan', 'Viet Nam', 'Korea'])
    await expect(editor.locator('ion-segment-button', { hasText: label })).toBeVisible();
  // No field can be typed in and nothing offers to save.
  await expect(editor.locator('input, textarea, select')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0);

  await editor.getByRole('button', { name: 'home', exact: true }).click();
  const fields = editor.getByTestId('ce-fields');
  await expect(fields.locator('[data-key=title] dd')).toHaveText('Azumaya Hotel');
  await noSidewaysScroll(page);
  await shot(page, app, 'content-home');

  // The FAQ array opens: a second column on tablets, a sheet on phones.
  await fields.locator('[data-key=faq]').getByRole('button').click();
  const drill = app.isPhone ? page.getByTestId('ce-sheet') : editor.getByTestId('ce-drill');
  await expect(drill.getByTestId('ce-item')).toHaveCount(5);
  await expect(drill.locator('dd', { hasText: 'What time is check-in and check-out?' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, app, 'content-faq');
  if (app.isPhone) {
    await drill.getByRole('button', { name: 'Close' }).click();
    await expect(drill).toBeHidden();
  }

  // Another language: the same page in Japanese.
  await editor.locator('ion-segment-button', { hasText: 'Japan' }).click();
  await expect(fields.locator('[data-key=title] dd')).toHaveText('東屋ホテル');

  // Nested arrays: the areas, then Ha Noi's branches, then back up.
  await editor.locator('ion-segment-button', { hasText: 'Viet Nam' }).click();
  await editor.getByRole('button', { name: 'area', exact: true }).click();
  await expect(fields.locator('[data-key=title] dd')).toHaveText('Khu vực');
  await fields.locator('[data-key=areas]').getByRole('button').click();
  const hanoi = drill.getByTestId('ce-item').filter({ hasText: 'Hà Nội' }).first();
  await hanoi.locator('[data-key=branches]').getByRole('button').click();
  await expect(drill.locator('[data-key=name] dd', { hasText: 'Azumaya Hai Ba Trung 1' })).toBeVisible();
  await expect(drill.getByText('22 Hai Ba Trung, Hoan Kiem, Ha Noi')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, app, 'content-nested');
  await drill.getByRole('button', { name: /Back/ }).click();
  await expect(drill.getByTestId('ce-item').filter({ hasText: 'Đà Nẵng' })).toBeVisible();
});

test('reception cannot open the content editor @phone', async ({ app, page }) => {
  await app.signInAs('reception.hbt1@sumbook.test');
  await page.goto('/edit_content_azvn');
  await expect(app.current().getByTestId('forbidden')).toBeVisible();
});

// The Audit entry of /manage_user's side menu (tablets) or segment bar (phones) mounts AuditSection
// (ManageUserPage.tsx, kept by the users-and-branches work).
test('the CEO reads the audit trail: filters, before -> after by field, pages', async ({ app, page, server }) => {
  const token = await apiLogin(server.url, 'ceo@sumbook.test');
  const res = await fetch(`${server.url}/api/survey/change_data_survey_config/update`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ isUpdate: true, link: 'https://example.com/app', version: '3.0', whatNew: 'Audit' }),
  });
  expect(res.status).toBe(200);
  // A dozen sign-ins: more than one page of 10.
  for (let i = 0; i < 11; i++) await apiLogin(server.url, 'manager.hbt1@sumbook.test');

  await app.signInAs('ceo@sumbook.test');
  await page.goto('/manage_user');
  const menu = app.current().getByRole('navigation', { name: 'Admin sections' });
  await menu.locator(app.isPhone ? 'ion-segment-button' : 'button', { hasText: /^Audit$/ }).click();
  const section = app.current().getByTestId('admin-audit');
  const rowsOf = () => section.getByTestId(app.isPhone ? 'audit-card' : 'audit-row');
  await expect(rowsOf().first()).toBeVisible();
  await expect(section.getByTestId('audit-total')).toContainText(/1-\d+ of \d+/);
  await noSidewaysScroll(page);
  await shot(page, app, 'audit-all');

  // Kind Administration: the survey update information, its changed fields before -> after.
  await section.getByLabel('Kind').selectOption('admin');
  const config = rowsOf().filter({ hasText: 'Survey: config' });
  await expect(config).toHaveCount(1);
  await expect(config.locator('[data-key=version] .au-after')).toHaveText('3.0');
  await expect(config.locator('[data-key=whatNew] .au-after')).toHaveText('Audit');
  await expect(config.getByText('by: Suzuki Ichiro')).toBeVisible();
  await expect(section.getByTestId('audit-total')).toHaveText(/1-1 of 1/);
  await shot(page, app, 'audit-admin');

  // One user, 10 a page: Prev / Next over the total.
  await section.getByLabel('Kind').selectOption('');
  await section.getByLabel('User').selectOption({ label: 'Hoang Van Nam (manager.hbt1@sumbook.test)' });
  await section.getByLabel('Rows per page').selectOption('10');
  await expect(section.getByTestId('audit-total')).toContainText('1-10 of 11');
  await expect(rowsOf()).toHaveCount(10);
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByTestId('audit-total')).toContainText('11-11 of 11');
  await expect(rowsOf()).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
  await section.getByRole('button', { name: 'Prev' }).click();
  await expect(section.getByTestId('audit-total')).toContainText('1-10 of 11');

  // A day with nothing in it.
  await section.getByLabel('From').fill('2020-01-01');
  await section.getByLabel('To').fill('2020-01-02');
  await expect(section.getByTestId('audit-total')).toHaveText('No changes found');
  await noSidewaysScroll(page);
});
