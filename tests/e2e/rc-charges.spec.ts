import type { InvoiceRow } from '../../src/domain/invoice-row';
import { reportFromSum } from '../../src/domain/manager-source';
import { formatNumber } from '../../src/domain/money';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { AccPage } from './support/acc';
import { ManagerPage, sendReceptionSum } from './support/manager';
import { SumPage, branchDay } from './support/rc';
import { picture } from './support/page-checks';

const MINIBAR = 85_500;

// One size (@phone, see playwright.config.ts): phone scenario.
test('on a phone, reception types a minibar charge on a hotel invoice, saves; the manager’s new report of the day and the accountant sum show it @phone', async ({
  app,
  page,
  server,
}) => {
  const sum = new SumPage(page, app);
  const day = branchDay();
  await app.signInAs('reception.tvl1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  await app.current().getByRole('button', { name: 'Add New Tab' }).last().click();
  const sheet = page.getByTestId('row-sheet');
  await expect(sheet).toBeVisible();
  const fields = { HI: 'HI-7707', Name: 'Minibar Guest', Room: '305', Rate: '1', 'Room rate': '900000' };
  for (const [label, value] of Object.entries(fields)) await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByLabel('Check in', { exact: true }).fill(branchDay(-1));
  await sheet.getByLabel('Check out', { exact: true }).fill(day);
  // The accountant's minibar column stays closed to reception; its own "Hotel charges" take the amount.
  await expect(sheet.locator('[data-section=Hotel]').getByLabel('Minibar', { exact: true })).toBeDisabled();
  const charges = sheet.locator('[data-section=rc-charges]');
  await expect(charges.locator('legend')).toHaveText('Hotel charges');
  await charges.getByLabel('Minibar', { exact: true }).fill('85,500');
  await charges.getByLabel('Minibar', { exact: true }).blur();
  await expect(charges.getByLabel('Minibar', { exact: true })).toHaveValue('85,500');
  await charges.scrollIntoViewIfNeeded();
  await picture(page, 'rc-charges-phone-sheet.png');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(sum.toast('SUCCESS SAVE DATA')).toBeVisible();

  // Stored with the sum (the contract's row), not in the accountant's column.
  const token = await apiLogin(server.url, 'reception.tvl1@sumbook.test');
  const saved = await apiGet<{ data: { content: InvoiceRow[] } }>(server.url, token, `/rc/1/view_sum/${day}`);
  const mine = saved.data.content.find((r) => r.HI === 'HI-7707');
  expect(mine?.rcCharges?.minibar).toBe(MINIBAR);
  expect(mine?.minibar).toBe(0);
  // The demo's own rows of the day count too: the minibar line without this row, worked out the same way.
  const others = saved.data.content.filter((r) => r.HI !== 'HI-7707');
  const base = reportFromSum(others, 1, { rooms: 0, sale: 0, checkins: 0 }).lines.minibar;
  await sendReceptionSum(server.url, 'reception.tvl1@sumbook.test', 1, day);

  const man = new ManagerPage(page, app);
  await app.signInAs('manager.tvl1@sumbook.test');
  await man.open('/manager_sum');
  await expect(man.title()).toHaveText(`[EDIT] TVL1 ${day} v1 (new)`);
  const minibar = (col: string) => app.current().getByLabel(`Minibar ${col}`, { exact: true });
  await minibar('VND').scrollIntoViewIfNeeded();
  await expect(minibar('VND')).toHaveValue(formatNumber(base.vnd + MINIBAR, 0));
  await expect(minibar('Customers')).toHaveValue(String(base.customers + 1));
  await picture(page, 'rc-charges-phone-manager.png');

  // The accountant sum made from it: the minibar column holds what reception typed, which stays shown read-only.
  const acc = new AccPage(page, app);
  await app.signInAs('accountant.tvl1@sumbook.test');
  await acc.open(`/acc_make/1/${day}/current`);
  await expect(acc.title()).toContainText(`TVL1 ${day}`);
  await app.current().locator('ion-searchbar input').fill('HI-7707');
  await app.current().getByTestId('rc-card').filter({ hasText: 'HI-7707' }).locator('.rc-card-body').click();
  const accSheet = page.getByTestId('row-sheet');
  await expect(accSheet.locator('[data-section=Hotel]').getByLabel('Minibar', { exact: true })).toHaveValue('85,500');
  const typed = accSheet.locator('[data-section=rc-charges]');
  await expect(typed.locator('[data-key="rc:minibar"]')).toContainText('85,500');
  await expect(typed.locator('input')).toHaveCount(0);
  await typed.scrollIntoViewIfNeeded();
  await picture(page, 'rc-charges-phone-acc.png');
});
