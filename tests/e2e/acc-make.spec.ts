import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { AccPage, branchDay, figure, readWorkbook } from './support/acc';
import { picture } from './support/page-checks';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'tablet scenario');

test('an accountant loads a day, edits a charge, saves, sends, loads the month and downloads its Excel file', async ({
  app,
  page,
  server,
}) => {
  const acc = new AccPage(page, app);
  const day = branchDay(-1);
  const month = day.slice(0, 7);
  await app.signInHome('accountant.hbt1@sumbook.test');

  // The day: the accountant's sum of yesterday, still in edit in the demo.
  await acc.openScreen();
  await acc.load('Day', day);
  await expect(acc.title()).toContainText(`[EDIT] HBT1 ${day}`);
  await expect(app.current().getByTestId('rc-grid')).toBeVisible();
  const laundryBefore = await acc.totalValue('Laundry');

  // A charge only accountants may type: the laundry of the first invoice.
  const laundry = acc.cell(0, 'laundry');
  await expect(laundry).toBeEnabled();
  const old = figure(await laundry.inputValue());
  await laundry.fill('120,000');
  await laundry.press('Enter');
  await expect.poll(() => acc.totalValue('Laundry')).toBe(laundryBefore - old + 120000);

  await acc.button(/SAVE REPORT/).click();
  await acc.confirm('SAVE REPORT', 'Save');
  await expect(acc.toast('SUCCESS SAVE DATA')).toBeVisible();
  await expect(app.current().getByTestId('draft-state')).toHaveText('All changes saved');

  await acc.button('SEND REPORT').click();
  await acc.confirm('SEND REPORT', 'Send', 'Laundry of the first room corrected');
  await expect(acc.toast('SUCCESS SENT REPORT DATA')).toBeVisible();
  await expect(acc.title()).toContainText('[VIEW]');
  await expect(acc.button('REQUEST EDIT')).toBeVisible();

  const token = await apiLogin(server.url, 'accountant.hbt1@sumbook.test');
  const stored = await apiGet<{ data: { edit: boolean; totals: Record<string, number> } }>(
    server.url,
    token,
    `/acc/3/view_sum/${day}`,
  );
  expect(stored.data.edit).toBe(false);
  expect(stored.data.totals.sum_laundry).toBe(laundryBefore - old + 120000);

  // The month: without its debit on sum it asks for one first (PLEASE MAKE DEBIT ON SUM).
  await acc.load('Month', month);
  const ask = app.current().getByTestId('make-debit-on-sum');
  const monthTitle = acc.title().filter({ hasText: `Month ${month}` });
  await expect(ask.or(monthTitle)).toBeVisible();
  if (await ask.isVisible()) {
    await expect(ask).toContainText('PLEASE MAKE DEBIT ON SUM');
    await ask.getByRole('button', { name: 'Make the debit on sum' }).click();
    await expect(acc.title()).toContainText(`DEBIT ON SUM ${month}`);
    await acc.button(/SAVE REPORT/).click();
    await acc.confirm('SAVE REPORT', 'Save');
    await expect(acc.toast('SUCCESS SAVE DATA')).toBeVisible();
    await acc.load('Month', month);
  }
  await expect(monthTitle).toBeVisible();
  await expect(acc.tab('ACC SUM MONTH')).toBeVisible();
  await expect(acc.tab('ACC DEBIT AREA')).toBeVisible();
  // The day just sent is the month's last day: its pink SUB row ends the grid.
  const grid = app.current().getByTestId('rc-grid');
  await grid.evaluate((g) => g.scrollTo(0, g.scrollHeight));
  await expect(
    app
      .current()
      .locator('.acc-sub-row')
      .filter({ hasText: `SUB ${day.slice(8)}` }),
  ).toBeVisible();
  expect(await acc.totalValue('Laundry')).toBeGreaterThanOrEqual(120000);
  await picture(page, 'acc-month-tablet.png');

  const download = await acc.download(() => acc.button('DOWN EXCEL').click());
  expect(download.suggestedFilename()).toBe(`HBT1_SUM REPORT ${month.slice(5, 7)}-${month.slice(0, 4)}.xlsx`);
  const book = await readWorkbook(download);
  expect(book.sheets.length).toBeGreaterThan(0);
  expect(book.text).toContain('Date');
  expect(book.rows).toBeGreaterThan(10);
});
