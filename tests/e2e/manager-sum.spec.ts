import { readFileSync } from 'node:fs';
import { previousMonth } from '../../src/domain/dates';
import { serviceRatesOf } from '../../src/domain/manager-lines';
import { formatNumber } from '../../src/domain/money';
import { LEAVE_WARNING } from '../../src/client/lib/leave-guard';
import { AppModel, apiGet, apiLogin, expect, test } from './support/fixtures';
import { ManagerPage, branchDay, figure, sendReceptionSum } from './support/manager';
import { picture } from './support/page-checks';

type View = {
  msg: string;
  branch: { rates: Record<string, number> };
  data?: {
    version: number;
    edit: boolean;
    content: { lines: Record<string, { customers: number; guests: number }> }[];
    totals: { todaySalesVnd: number };
  };
};

test('on a phone, a manager makes today’s report from the sent reception sum, fills the massage counts, saves and sends it @phone', async ({
  app,
  page,
  server,
}) => {
  // One size (@phone, see playwright.config.ts): phone scenario.
  const man = new ManagerPage(page, app);
  const day = branchDay();
  await sendReceptionSum(server.url, 'reception.tvl1@sumbook.test', 1, day);
  await app.signInHome('manager.tvl1@sumbook.test');
  // A branch manager does not pick a branch: today's report of the own branch opens at once, made, not stored yet.
  await man.open('/manager_sum');
  await expect(man.title()).toHaveText(`[EDIT] TVL1 ${day} v1 (new)`);
  await expect(man.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();

  // Today's Sales, total profit and capacity are the first thing on the screen.
  for (const id of ['today-sales', 'total-profit', 'capacity'] as const) {
    const box = await man.figure(id).boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
  }
  await man.expectNoSidewaysScroll();
  await picture(page, 'manager-sum-phone-top.png');

  // Sections fold: the hotel section closes, the massage counts come up.
  const hotelCount = app.current().getByLabel('Rooms sold (day) Count', { exact: true });
  await expect(hotelCount).toBeVisible();
  await man.section('hotel').locator('ion-item[slot=header]').click();
  await expect(hotelCount).toBeHidden();

  // The bill number column explains its format.
  await man.section('massage').getByRole('button', { name: 'Bill number format' }).first().click();
  await expect(page.getByRole('tooltip')).toContainText('1,2,3');
  await expect(page.getByRole('tooltip')).toContainText('1->3');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  // The figures follow the counts as they are typed (customers pay 90 %, walk-in guests the full price).
  const token = await apiLogin(server.url, 'manager.tvl1@sumbook.test');
  const made = await apiGet<View>(server.url, token, `/manager/1/make_report/${day}`);
  const rates = serviceRatesOf(1, made.branch.rates);
  const salesBefore = await man.figureValue('today-sales');
  const m70Before = figure(await app.current().getByTestId('sale-m70').textContent());
  const m40Before = figure(await app.current().getByTestId('sale-m40').textContent());
  const input = (label: string) => app.current().getByLabel(label, { exact: true });
  await expect(input('Massage 70 min Customers')).toHaveAttribute('inputmode', 'numeric');
  await input('Massage 70 min Customers').fill('2');
  await input('Massage 70 min Guests').fill('1');
  await input('Massage 40 min Guests').fill('3');
  await input('Massage 40 min Guests').blur();
  const m70 = 2 * rates.massage_70 * 0.9 + rates.massage_70;
  const m40 = 3 * rates.massage_40;
  await expect(app.current().getByTestId('sale-m70')).toHaveText(formatNumber(m70, 0));
  await expect(app.current().getByTestId('sale-m40')).toHaveText(formatNumber(m40, 0));
  await expect(man.figure('today-sales')).toHaveText(
    `${formatNumber(salesBefore - m70Before - m40Before + m70 + m40, 0)} VND`,
  );
  await man.expectNoSidewaysScroll();
  await picture(page, 'manager-sum-phone-massage.png');

  await man.button(/SAVE REPORT/).click();
  await man.confirm('SAVE REPORT', 'Save');
  await expect(man.toast('SUCCESS SAVE DATA')).toBeVisible();
  await expect(man.title()).toHaveText(`[EDIT] TVL1 ${day} v1`);
  const saved = await apiGet<View>(server.url, token, `/manager/1/view_sum_with_version/${day}/current`);
  expect(saved.data?.content[0].lines.m70).toMatchObject({ customers: 2, guests: 1 });
  expect(saved.data?.content[0].lines.m40.guests).toBe(3);
  await expect(man.figure('today-sales')).toHaveText(`${formatNumber(saved.data?.totals.todaySalesVnd ?? -1, 0)} VND`);

  await man.button('SEND REPORT').click();
  await man.confirm('SEND REPORT', 'Send', 'Two massage groups tonight');
  await expect(man.toast('SUCCESS SENT REPORT DATA')).toBeVisible();
  await expect(man.title()).toHaveText(`[VIEW] TVL1 ${day} v1`);
  await expect(man.button('REQUEST EDIT')).toBeVisible();
  await expect(man.button(/SAVE REPORT/)).toHaveCount(0);
  const sent = await apiGet<View>(server.url, token, `/manager/1/view_sum_with_version/${day}/current`);
  expect(sent.data?.edit).toBe(false);
  await expect(app.current().getByTestId('sale-m70')).toHaveText(formatNumber(m70, 0));
  await man.expectNoSidewaysScroll();
  await picture(page, 'manager-sum-phone-sent.png');
});

test('on a phone, a branch without massage shows no massage section; a day whose reception sum is still open cannot be made @phone', async ({
  app,
  page,
}) => {
  // One size (@phone, see playwright.config.ts): phone scenario.
  const man = new ManagerPage(page, app);
  await app.signInAs('manager.hbt1@sumbook.test');
  await page.goto('/manager_sum');
  // The demo keeps today's reception sum of HBT1 open: the report cannot be made yet.
  await expect(man.alert()).toContainText("Reception Editing Sum - Can't make report");
  await expect(man.alert()).toContainText('contact the reception');
  await man.alert().getByRole('button', { name: 'OK' }).click();
  await expect(app.current().getByTestId('empty-state')).toContainText("Reception Editing Sum - Can't make report");

  await app.current().getByLabel('Date').fill(branchDay(-3));
  await man.button('Load Data').first().click();
  await expect(man.title()).toHaveText(`[VIEW] HBT1 ${branchDay(-3)} v1`);
  await expect(man.section('hotel')).toBeVisible();
  await expect(man.section('other')).toBeVisible();
  await expect(man.section('massage')).toHaveCount(0);
  await expect(app.current().getByText('Massage 70 min')).toHaveCount(0);
  await man.expectNoSidewaysScroll();
  await picture(page, 'manager-sum-phone-hbt1.png');
});

test('on a tablet, a manager requests an edit of a sent report; the area manager sees it in the bell and agrees @tablet', async ({
  app,
  page,
  browser,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const man = new ManagerPage(page, app);
  const day = branchDay(-5);
  await app.signInAs('manager.tvl1@sumbook.test');
  await man.open(`/manager_sum/1/${day}/current`);
  await expect(man.title()).toHaveText(`[VIEW] TVL1 ${day} v1`);
  // Tablets get a table per section.
  await expect(man.section('massage').locator('table')).toBeVisible();
  await picture(page, 'manager-sum-tablet-view.png');

  // A reason is required.
  await man.button('REQUEST EDIT').click();
  await expect(man.alert()).toContainText('Area Manager');
  await expect(man.alert()).toContainText('version 2');
  await man.alert().getByRole('button', { name: 'Request edit' }).click();
  const reasonNotice = page.locator('ion-alert').filter({ hasText: 'Please input the reason' });
  await expect(reasonNotice.locator('.alert-title')).toHaveText('NOTIFICATION');
  await reasonNotice.getByRole('button', { name: 'OK' }).click();
  await expect(man.alert()).toHaveCount(0);
  await expect(man.title()).toHaveText(`[VIEW] TVL1 ${day} v1`);

  await man.button('REQUEST EDIT').click();
  await man.confirm('REQUEST EDIT', 'Request edit', 'Laundry count was wrong');
  await expect(man.title()).toHaveText(`[EDIT] TVL1 ${day} v2`);
  await expect(man.toast('The Area Manager was notified')).toBeVisible();
  await expect(man.button(/SAVE REPORT/)).toBeVisible();

  // The versions of the month: the day has version 1 (sent) and version 2 (open).
  await app.current().getByRole('button', { name: 'Show the pickers' }).click();
  await man.button('Version / Edit').click();
  const versions = page.getByTestId('version-list');
  await expect(versions.locator('ion-item').filter({ hasText: `${day} · version 2` })).toContainText('EDIT');
  await expect(versions.locator('ion-item').filter({ hasText: `${day} · version 1` })).toBeVisible();
  await picture(page, 'manager-sum-tablet-versions.png');
  await page.locator('ion-modal').getByRole('button', { name: 'Close' }).click();
  await expect(versions).toBeHidden();

  // Leaving with unsaved counts asks first.
  const laundry = app.current().getByLabel('Laundry Customers', { exact: true });
  await laundry.fill('4');
  await laundry.blur();
  await app.openTab('HOME');
  await expect(man.alert()).toContainText(LEAVE_WARNING);
  await man.alert().getByRole('button', { name: 'Stay' }).click();
  await expect(man.title()).toHaveText(`[EDIT] TVL1 ${day} v2`);
  await picture(page, 'manager-sum-tablet-edit.png');

  const areaContext = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    baseURL: server.url,
  });
  const areaPage = await areaContext.newPage();
  const area = new AppModel(areaPage, server);
  await area.signInHome('areamanager.hcm@sumbook.test');
  await area
    .current()
    .getByRole('button', { name: /Notifications/ })
    .click();
  const request = areaPage
    .getByTestId('notification-list')
    .locator('ion-item')
    .filter({ hasText: `Request edit MAN Sum TVL1 ${day}` });
  await expect(request).toContainText('Laundry count was wrong');
  await picture(areaPage, 'manager-sum-tablet-bell.png');
  await request.getByRole('button', { name: 'Agree' }).click();
  await expect(areaPage.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await areaContext.close();

  // Agreeing acknowledges: version 2 stays open, and the manager's save goes through.
  await man.button(/SAVE REPORT/).click();
  await man.confirm('SAVE REPORT', 'Save');
  await expect(man.toast('SUCCESS SAVE DATA')).toBeVisible();
  const token = await apiLogin(server.url, 'manager.tvl1@sumbook.test');
  const stored = await apiGet<View>(server.url, token, `/manager/1/view_sum_with_version/${day}/current`);
  expect(stored.data).toMatchObject({ version: 2, edit: true });
  expect(stored.data?.content[0].lines.laundry.customers).toBe(4);
});

test('the monthly total: a table on tablets, day cards and a chart on phones, and the Excel download', async ({
  app,
  page,
}) => {
  const man = new ManagerPage(page, app);
  const month = previousMonth(branchDay().slice(0, 7));
  await app.signInAs('manager.tvl1@sumbook.test');
  await page.goto(`/manager_total/1/${month}`);
  const title = app.current().getByTestId('total-title').first();
  await expect(title).toContainText(`Total Summarization of service ${month}`);
  if (app.isPhone) {
    await expect(app.current().getByTestId('total-chart').locator('canvas')).toBeVisible();
    await expect(app.current().getByTestId('total-day').first()).toContainText(`01`);
    await expect(app.current().getByTestId('month-totals')).toContainText('Massage 70 min (customers)');
    await man.expectNoSidewaysScroll();
  } else {
    const table = app.current().getByTestId('total-table');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // Days with a report link to it.
    await expect(table.locator('thead ion-router-link').first()).toHaveText(/v\d/);
  }
  await expect(man.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();
  await picture(page, `manager-total-${app.isPhone ? 'phone' : 'tablet'}.png`);

  const download = page.waitForEvent('download');
  await man.button('DOWN LOAD EXCEL FILE').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`TVL1_${month}_ManagerTotal.xlsx`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await expect(man.toast('Success download Excel File')).toBeVisible();

  // A month without a report says so.
  await app.current().getByRole('button', { name: 'Show the pickers' }).click();
  await app.current().getByLabel('Month', { exact: true }).fill('2020-01');
  await man.button('Load Data').first().click();
  await expect(app.current().getByTestId('empty-state')).toContainText('Have note data this Month');
});
