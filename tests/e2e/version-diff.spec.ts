import type { Page } from '@playwright/test';
import { apiCall as call } from './support/api-call';
import { apiLogin, expect, test, type AppModel } from './support/fixtures';
import { noSidewaysScroll, picture } from './support/page-checks';
import { SumPage, branchDay } from './support/rc';

// Two versions of a reception sum compared (issue 17): version 1 saved and sent by the receptionist,
// version 2 opened and changed by the manager; the receptionist opens "Compare versions" from the version list.

const BRANCH = 3;

const hotel = (id: string, hi: string, room: string, over: Record<string, unknown> = {}) => ({
  ID: id,
  HI: hi,
  name: 'tanaka yuki',
  room,
  room_rate: 1_000_000,
  rate: 1,
  vnd: 1_000_000,
  ...over,
});

/** Version 1 (sent) and version 2 (saved): HI 900101 paid 1,000,000 → 600,000 VND and 20 USD; HI 900102 removed; SI 50103 added. */
async function twoVersions(url: string, day: string): Promise<void> {
  const reception = await apiLogin(url, 'reception.hbt1@sumbook.test');
  const manager = await apiLogin(url, 'manager.hbt1@sumbook.test');
  const first = await call(url, reception, 'POST', `/rc/${BRANCH}/up_sum`, {
    day,
    version: 1,
    revision: 0,
    maker: 'Nguyen Thi Lan',
    content: [hotel('h1', '900101', '201'), hotel('h2', '900102', '305')],
  });
  await call(url, reception, 'POST', `/user/sent_mail_rc_sum/${BRANCH}`, { day, version: 1, revision: first.revision });
  const opened = await call(url, manager, 'POST', `/rc/${BRANCH}/make_new_version/${day}`, { version: 1 });
  await call(url, manager, 'POST', `/rc/${BRANCH}/up_sum`, {
    day,
    version: 2,
    revision: opened.revision,
    maker: 'Hoang Van Nam',
    note: 'Guest in 201 paid part in USD',
    content: [
      hotel('h1', '900101', '201', { vnd: 600_000, usd: 20 }),
      { ID: 's3', SI: '50103', name: 'sato mai', packages: { 'MS 70P': 1 }, massage: 250_000, vnd: 250_000 },
    ],
  });
}

async function openVersionList(page: Page, app: AppModel, sum: SumPage): Promise<void> {
  const versionsButton = sum.button('Version / Edit');
  if (!(await versionsButton.isVisible()))
    await app.current().getByRole('button', { name: 'Show the pickers' }).click();
  await versionsButton.click();
  await expect(page.getByTestId('version-list')).toBeVisible();
}

test('the receptionist compares version 1 with version 2 of a sum: changed, added and removed rows, who and when', async ({
  app,
  page,
  server,
}, info) => {
  const day = branchDay(6);
  await twoVersions(server.url, day);
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open(`/reception_sum/${BRANCH}/${day}/2`);
  await expect(sum.title()).toContainText(`v2`);
  await openVersionList(page, app, sum);
  await page.getByTestId('compare-versions').click();

  const diff = app.current().getByTestId('version-diff');
  await expect(diff.getByTestId('diff-counts')).toHaveText('1 changed · 1 added · 1 removed · 0 unchanged');
  await expect(diff.getByLabel('From version')).toHaveValue('1');
  await expect(diff.getByLabel('To version')).toHaveValue('2');
  await expect(diff.getByTestId('version-who-1')).toContainText('Made by Nguyen Thi Lan');
  await expect(diff.getByTestId('version-who-1')).toContainText('sent by Nguyen Thi Lan');
  await expect(diff.getByTestId('version-who-2')).toContainText('Made by Hoang Van Nam');
  await expect(diff.getByTestId('version-who-2')).toContainText('not sent');
  await expect(app.current().getByTestId('diff-title')).toHaveText(`RC Sum HBT1 ${day}`);
  await expect(diff.getByTestId('diff-head')).toContainText('Guest in 201 paid part in USD');
  await expect(diff.getByTestId('diff-head')).toContainText('Total VND 2,000,000 → 850,000');

  // The changed row: VND before → after.
  const changed = diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-changed').filter({ hasText: 'Changed' });
  await expect(changed).toContainText('900101');
  const vnd = app.isPhone
    ? changed.locator('.vd-line').filter({ hasText: 'VND' }).first()
    : changed.locator('tr').filter({ has: page.locator('td.vd-field', { hasText: /^VND$/ }) });
  await expect(vnd.locator('.vd-before')).toHaveText('1,000,000');
  await expect(vnd.locator('.vd-after')).toHaveText('600,000');
  await expect(diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-added').filter({ hasText: 'Added' })).toContainText(
    '50103',
  );
  await expect(
    diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-removed').filter({ hasText: 'Removed' }),
  ).toContainText('900102');
  if (app.isPhone) {
    await noSidewaysScroll(page);
    const cards = diff.getByTestId('diff-cards');
    expect(await cards.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
  await expect(page.locator('[data-testid=toast]')).toHaveCount(0);
  await picture(page, `version-diff-${info.project.name}.png`);

  // The other way round, through the pickers: the same version twice is refused, then 2 → 1.
  await diff.getByLabel('To version').selectOption('1');
  await expect(diff.getByRole('alert')).toHaveText('Pick two different versions to compare');
  // The pickers replace the address: the page of the old one leaves the screen after the new one is drawn.
  await expect(diff).toHaveCount(1);
  await diff.getByLabel('From version').selectOption('2');
  await expect(diff).toHaveCount(1);
  await expect(diff.getByTestId('diff-counts')).toHaveText('1 changed · 1 added · 1 removed · 0 unchanged');
  await expect(diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-added').filter({ hasText: 'Added' })).toContainText(
    '900102',
  );
  await expect(page).toHaveURL(new RegExp(`/reception_sum_compare/${BRANCH}/${day}/2/1$`));
});
