import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay, figure } from './support/rc';

test('a receptionist loads today, adds a service and a hotel invoice, sees the totals change, saves and sends with a note', async ({
  app,
  page,
  server,
}) => {
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  const cashBefore = await sum.totalValue('Cash VND');

  if (app.isPhone) {
    await sum.addCard({ SI: 'SI-9001', Name: 'tanaka hanako', Massage: '350,000', VND: '350000' });
    await expect(app.current().getByTestId('rc-card').filter({ hasText: 'TANAKA HANAKO' })).toBeVisible();
    await expect.poll(() => sum.totalValue('Cash VND')).toBe(cashBefore + 350000);
    await sum.addCard({
      HI: 'HI-9002',
      Name: 'Sato Jiro',
      Room: '305',
      Rate: '1',
      'Room rate': '1200000',
      'Check in': branchDay(0),
      'Check out': branchDay(1),
      VND: '1200000',
    });
  } else {
    const si = await sum.addGridRow();
    await sum.cell(si, 'SI').fill('SI-9001');
    await sum.cell(si, 'name').fill('tanaka hanako');
    await sum.cell(si, 'massage').fill('350,000');
    await sum.cell(si, 'vnd').fill('350000');
    await expect(sum.cell(si, 'HI')).toBeDisabled();
    await expect.poll(() => sum.totalValue('Cash VND')).toBe(cashBefore + 350000);
    const hi = await sum.addGridRow();
    await sum.cell(hi, 'HI').fill('HI-9002');
    await sum.cell(hi, 'name').fill('Sato Jiro');
    await sum.cell(hi, 'room').fill('305');
    await sum.cell(hi, 'rate').fill('1');
    await sum.cell(hi, 'room_rate').fill('1200000');
    await sum.cell(hi, 'checkin').fill(branchDay(0));
    await sum.cell(hi, 'checkout').fill(branchDay(1));
    await sum.cell(hi, 'vnd').fill('1200000');
    await expect(page.locator(`[data-cell="${hi}:amount"] output`)).toHaveText('1,200,000');
  }
  await expect.poll(() => sum.totalValue('Cash VND')).toBe(cashBefore + 1550000);

  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(sum.toast('SUCCESS SAVE DATA')).toBeVisible();

  await sum.button('SEND REPORT').click();
  await sum.confirm('SEND REPORT', 'Send', 'Night shift: all cash counted');
  await expect(sum.toast('SUCCESS SENT REPORT DATA')).toBeVisible();
  await expect(sum.title()).toContainText('[VIEW]');
  await expect(sum.button('REQUEST EDIT')).toBeVisible();

  const token = await apiLogin(server.url, 'manager.hbt1@sumbook.test');
  const stored = await apiGet<{ data: { edit: boolean; content: { name: string }[]; totals: Record<string, number> } }>(
    server.url,
    token,
    `/rc/3/view_sum/${branchDay(0)}`,
  );
  expect(stored.data.edit).toBe(false);
  expect(stored.data.content.map((r) => r.name)).toEqual(expect.arrayContaining(['TANAKA HANAKO', 'SATO JIRO']));
  expect(stored.data.totals.sum_vnd).toBe(cashBefore + 1550000);
});

test('a manager on a phone reads a sent sum as cards in VIEW with its totals @phone', async ({ app, page }) => {
  // One size (@phone, see playwright.config.ts): phone scenario.
  const sum = new SumPage(page, app);
  await app.signInAs('manager.hbt1@sumbook.test');
  await sum.open(`/reception_sum/3/${branchDay(-1)}/current`);
  await expect(sum.title()).toContainText('[VIEW]');
  await expect(app.current().getByTestId('rc-cards')).toBeVisible();
  await expect(app.current().getByTestId('rc-card').first()).toBeVisible();
  await expect(app.current().getByTestId('rc-grid')).toHaveCount(0);
  expect(figure(await sum.total('Cash VND').textContent())).toBeGreaterThan(0);
  await expect(sum.button('REQUEST EDIT')).toBeVisible();
  await expect(sum.button(/SAVE REPORT/)).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("a branch in the URL outside the user's scope shows 'Mistake Branch' and goes back @tablet", async ({
  app,
  page,
}) => {
  // One size (@tablet, see playwright.config.ts): the scope check is the same at both sizes.
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await page.goto(`/reception_sum/5/${branchDay(-1)}/current`);
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toContainText('Mistake Branch');
  await page.locator('ion-alert:not(.overlay-hidden)').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reception_sum$/);
  await expect(sum.title()).toBeVisible();
});
