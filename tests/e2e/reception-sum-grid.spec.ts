import { expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';
import { picture } from './support/page-checks';

// One size (@tablet, see playwright.config.ts): tablet scenario.
test.describe('tablet grid (820x1180) @tablet', () => {
  test('headers are whole; a hidden column leaves the grid and stays hidden after a reload', async ({ app, page }) => {
    const sum = new SumPage(page, app);
    await app.signInAs('reception.hbt1@sumbook.test');
    await sum.open();
    await expect(sum.title()).toContainText('[EDIT]');
    const grid = app.current().getByTestId('rc-grid');
    const heads = grid.getByRole('columnheader');
    await expect(heads.first()).toBeVisible();
    const clipped = await heads.evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth || c.scrollHeight > c.clientHeight).map((c) => c.textContent),
    );
    expect(clipped).toEqual([]);
    // Two lines at most: no header is more than twice its line height (plus padding).
    const tall = await heads.evaluateAll((cells) =>
      cells
        .filter(
          (c) =>
            c.querySelector('*') === null &&
            c.getClientRects()[0].height > 2 * 16 + 8 + 1 &&
            c.scrollHeight > 2 * 16 + 8 + 1,
        )
        .map((c) => c.textContent),
    );
    expect(tall).toEqual([]);
    await expect(grid.locator('[data-key="pkg:MS 70P & BT"]')).toHaveText('MS 70P & BT');
    await picture(page, `tablet-grid-edit.png`);
    await grid.evaluate((g) => {
      g.scrollLeft = g.scrollWidth;
    });
    await picture(page, `tablet-grid-packages.png`);
    await grid.evaluate((g) => {
      g.scrollLeft = 0;
    });

    await grid.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByTestId('column-chooser');
    await chooser.getByLabel('Column Company', { exact: true }).uncheck();
    await chooser.getByLabel('Group Packages', { exact: true }).uncheck();
    await picture(page, `tablet-columns-chooser.png`);
    await chooser.getByRole('button', { name: 'Done' }).click();
    await expect(chooser).toBeHidden();
    await expect(grid.locator('[role=columnheader][data-key=company]')).toHaveCount(0);
    await expect(grid.locator('[data-cell$=":company"]')).toHaveCount(0);
    await expect(grid.locator('[role=columnheader][data-key^="pkg:"]')).toHaveCount(0);
    await expect(grid.locator('[role=columnheader][data-key=name]')).toBeVisible();

    await page.reload();
    await expect(sum.title()).toContainText('[EDIT]');
    await expect(app.current().getByTestId('rc-row').first()).toBeVisible();
    await expect(app.current().locator('[role=columnheader][data-key=company]')).toHaveCount(0);
    await expect(app.current().locator('[role=columnheader][data-key^="pkg:"]')).toHaveCount(0);
    await expect(app.current().locator('[role=columnheader][data-key=room]')).toBeVisible();
  });

  test('a manager reads a sent day in the grid as text: no inputs', async ({ app, page }) => {
    const sum = new SumPage(page, app);
    await app.signInAs('manager.hbt1@sumbook.test');
    await sum.open(`/reception_sum/3/${branchDay(-1)}/current`);
    await expect(sum.title()).toContainText('[VIEW]');
    const grid = app.current().getByTestId('rc-grid');
    await expect(grid.getByTestId('rc-row').first()).toBeVisible();
    await expect(grid.locator('input, textarea, select')).toHaveCount(0);
    await expect(grid.locator('[data-cell="0:name"] .rc-text')).not.toHaveText('');
    await picture(page, `tablet-grid-view.png`);
  });

  test('a new day starts with the maker from the profile (the user name when no maker name is set)', async ({
    app,
    page,
  }) => {
    const sum = new SumPage(page, app);
    await app.signInAs('reception.km1@sumbook.test');
    await sum.open();
    await expect(sum.title()).toContainText('[EDIT]');
    await expect(app.current().getByLabel('Maker', { exact: true })).toHaveValue('Pham Van Duc');
  });
});
