import type { Locator, Page } from '@playwright/test';
import { AccPage } from './support/acc';
import { apiCall } from './support/api-call';
import { apiGet, apiLogin, expect, test, type AppModel } from './support/fixtures';
import { ManagerPage } from './support/manager';
import { noSidewaysScroll, picture } from './support/page-checks';
import { branchDay } from './support/rc';

// The one comparison screen for the other versioned reports (issue 17): an accountant sum and a manager
// report of a demo day (version 1 sent) get a version 2 through the API; each screen's version list opens
// "Compare versions" on its last two versions: the changed fields in the report's own words, who and when.

const BRANCH = 3;
type Row = Record<string, unknown> & { ID: string };
type Stored<C> = { data: { version: number; revision: number; edit: boolean; content: C[] } };

/** The change of one field of a changed row: the card's line on phones, the table's row on tablets. */
function changedField(app: AppModel, page: Page, diff: Locator, field: string): Locator {
  const name = new RegExp(`^${field.replace(/[()]/g, '\\$&')}$`);
  return app.isPhone
    ? changedRow(app, diff)
        .locator('.vd-line')
        .filter({ has: page.locator('dt.vd-field', { hasText: name }) })
    : changedRow(app, diff)
        .locator('tr')
        .filter({ has: page.locator('td.vd-field', { hasText: name }) });
}

const changedRow = (app: AppModel, diff: Locator) =>
  diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-changed').filter({ hasText: 'Changed' });

/** Opens "Compare versions" of the open version list and waits for the comparison. */
async function compareLastTwo(page: Page, app: AppModel): Promise<Locator> {
  await expect(page.getByTestId('version-list')).toBeVisible();
  await page.getByTestId('compare-versions').click();
  const diff = app.current().getByTestId('version-diff');
  await expect(diff.getByTestId('diff-counts')).toBeVisible();
  return diff;
}

async function looksRight(page: Page, app: AppModel, diff: Locator, name: string): Promise<void> {
  if (app.isPhone) {
    await noSidewaysScroll(page);
    const cards = diff.getByTestId('diff-cards');
    expect(await cards.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
  await expect(page.locator('[data-testid=toast]')).toHaveCount(0);
  await picture(page, `version-diff-${name}-${app.isPhone ? 'phone' : 'tablet'}.png`);
}

// One size each (@tablet here, @phone below): version-diff.spec.ts shows both layouts of the comparison.
test('an accountant compares the last two versions of an accountant sum: changed, added and removed rows @tablet', async ({
  app,
  page,
  server,
}) => {
  // A sent demo day; the accountant leader opens version 2: one payment changed, one row dropped, one added.
  const day = branchDay(-5);
  const leader = await apiLogin(server.url, 'accleader.hanoi@sumbook.test');
  const v1 = (await apiGet<Stored<Row>>(server.url, leader, `/acc/${BRANCH}/view_sum/${day}`)).data;
  expect(v1.edit).toBe(false);
  const rows = v1.content;
  const paid = rows.find((r) => r.HI && Number(r.vnd) > 0) ?? rows[0];
  const dropped = rows.filter((r) => r.ID !== paid.ID).at(-1) as Row;
  expect(dropped).toBeDefined();
  const opened = await apiCall(server.url, leader, 'POST', `/acc/${BRANCH}/make_new_version/${day}`, {
    version: v1.version,
  });
  const v2 = v1.version + 1;
  const vnd = Number(paid.vnd) + 100_000;
  const added = { ID: 'e2e-added', SI: '59901', name: 'sato mai', breakfast: 150_000, vnd: 150_000 };
  await apiCall(server.url, leader, 'POST', `/acc/${BRANCH}/up_sum`, {
    day,
    version: v2,
    revision: opened.revision,
    maker: 'Pham Thu Ha',
    note: 'Breakfast guest added',
    content: [...rows.filter((r) => r.ID !== dropped.ID).map((r) => (r.ID === paid.ID ? { ...r, vnd } : r)), added],
  });

  const acc = new AccPage(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await acc.open(`/acc_make/${BRANCH}/${day}/${v2}`);
  await expect(acc.title()).toContainText(`${day} v${v2}`);
  // The loaded day folds the pickers into its title; unfolded, the title opens the version list.
  await acc.showPickers();
  await acc.title().click();
  const diff = await compareLastTwo(page, app);

  await expect(page).toHaveURL(new RegExp(`/accountant_sum_compare/${BRANCH}/${day}/${v1.version}/${v2}$`));
  await expect(app.current().getByTestId('diff-title')).toHaveText(`ACC Sum HBT1 ${day}`);
  await expect(diff.getByTestId('diff-counts')).toHaveText(
    `1 changed · 1 added · 1 removed · ${rows.length - 2} unchanged`,
  );
  await expect(diff.getByLabel('To version')).toHaveValue(String(v2));
  await expect(diff.getByTestId(`version-who-${v2}`)).toContainText('Made by Pham Thu Ha');
  await expect(diff.getByTestId(`version-who-${v2}`)).toContainText('not sent');
  await expect(diff.getByTestId(`version-who-${v1.version}`)).toContainText('sent by');
  await expect(diff.getByTestId('diff-head')).toContainText('Breakfast guest added');
  const cash = changedField(app, page, diff, 'VND');
  await expect(cash.locator('.vd-before')).toHaveText(Number(paid.vnd).toLocaleString('en-US'));
  await expect(cash.locator('.vd-after')).toHaveText(vnd.toLocaleString('en-US'));
  await expect(changedRow(app, diff)).toContainText(String(paid.HI));
  await expect(diff.getByTestId(app.isPhone ? 'diff-card' : 'diff-added').filter({ hasText: 'Added' })).toContainText(
    '59901',
  );
  await looksRight(page, app, diff, 'acc');

  await app.current().getByText(`Back to version ${v2}`).click();
  await expect(page).toHaveURL(new RegExp(`/acc_make/${BRANCH}/${day}/${v2}$`));
});

// One size (@phone): a manager on a phone; the tablet layout is shown by version-diff.spec.ts.
test('a manager compares the last two versions of a manager report: the changed line in its own words @phone', async ({
  app,
  page,
  server,
}) => {
  // A sent demo report; REQUEST EDIT opens version 2, where the rooms sold line gets one more room and a note.
  const day = branchDay(-4);
  const manager = await apiLogin(server.url, 'manager.hbt1@sumbook.test');
  type Line = { customers: number; note: string };
  type Report = { ID: string; lines: Record<string, Line> };
  const v1 = (
    await apiGet<Stored<Report> & { data: { note: string } }>(
      server.url,
      manager,
      `/manager/${BRANCH}/view_sum_with_version/${day}/current`,
    )
  ).data;
  expect(v1.edit).toBe(false);
  const opened = await apiCall(server.url, manager, 'PATCH', `/manager/${BRANCH}/change_edit/${day}`, {
    version: v1.version,
    reason: 'One walk-in room was missing',
  });
  const v2 = v1.version + 1;
  const report = v1.content[0];
  const rooms = report.lines.day.customers;
  expect(rooms, 'the demo report sold rooms that day').toBeGreaterThan(0);
  await apiCall(server.url, manager, 'POST', `/manager/${BRANCH}/up_report`, {
    day,
    version: v2,
    revision: opened.revision,
    maker: 'Hoang Van Nam',
    note: v1.note,
    content: [
      {
        ...report,
        lines: { ...report.lines, day: { ...report.lines.day, customers: rooms + 1, note: 'Walk-in couple' } },
      },
    ],
  });

  const man = new ManagerPage(page, app);
  await app.signInAs('manager.hbt1@sumbook.test');
  await man.open(`/manager_sum/${BRANCH}/${day}/${v2}`);
  await expect(man.title()).toContainText(`${day} v${v2}`);
  const versions = man.button('Version / Edit');
  if (!(await versions.isVisible())) await man.button('Show the pickers').click();
  await versions.click();
  const diff = await compareLastTwo(page, app);

  await expect(page).toHaveURL(new RegExp(`/manager_sum_compare/${BRANCH}/${day}/${v1.version}/${v2}$`));
  await expect(app.current().getByTestId('diff-title')).toHaveText(`MAN Sum HBT1 ${day}`);
  await expect(diff.getByTestId('diff-counts')).toHaveText('1 changed · 0 added · 0 removed · 0 unchanged');
  await expect(diff.getByTestId(`version-who-${v2}`)).toContainText('Made by Hoang Van Nam');
  // The day's figures follow the line: one more customer in the totals.
  await expect(diff.getByTestId('diff-head')).toContainText(/Customers \d+ → \d+/);
  // Each value that changed is its own field, named by its line and column; values that did not change
  // (the line's VND) and the other lines of the report are not listed.
  const count = changedField(app, page, diff, 'Rooms sold (day) · Count');
  await expect(count.locator('.vd-before')).toHaveText(String(rooms));
  await expect(count.locator('.vd-after')).toHaveText(String(rooms + 1));
  const note = changedField(app, page, diff, 'Rooms sold (day) · Note');
  await expect(note.locator('.vd-after')).toHaveText('Walk-in couple');
  await expect(changedField(app, page, diff, 'Rooms sold (day) · VND')).toHaveCount(0);
  await expect(changedRow(app, diff)).not.toContainText('Late check-out');
  await looksRight(page, app, diff, 'man');
});
