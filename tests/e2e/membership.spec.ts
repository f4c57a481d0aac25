import { VOUCHER_MSG } from '../../src/domain/membership';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const ADMIN = 'admin@sumbook.test';
const size = (phone: boolean) => (phone ? 'phone' : 'tablet');

test('on a phone the admin adds a voucher: the form asks for what is missing first, then the voucher is in the list @phone', async ({
  app,
  page,
}) => {
  // One size (@phone, see playwright.config.ts): the phone form.
  await app.signInAs(ADMIN);
  await page.goto('/membership');
  const here = app.current();
  await expect(here.getByTestId('member-card').first()).toBeVisible({ timeout: 30_000 });
  await picture(page, 'ms-member-phone.png');
  await here.locator('ion-segment-button', { hasText: 'Voucher Public' }).click();
  await expect(here.getByTestId('voucher-row').first()).toBeVisible();
  await picture(page, 'ms-vouchers-phone.png');
  await here.getByTestId('add-voucher').click();
  const form = page.locator('ion-modal[data-testid=voucher-form]:not(.overlay-hidden)');
  await expect(form).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Phone test 12%');
  await form.getByTestId('voucher-save').click();
  await expect(form.getByTestId('error-code')).toHaveText(VOUCHER_MSG.codeRequired);
  await expect(form.getByTestId('error-discount')).toHaveText(VOUCHER_MSG.discountRequired);
  await expect(form.getByTestId('error-maxPrice')).toHaveText(VOUCHER_MSG.maxPriceRequired);
  await expect(form.getByTestId('error-azCoin')).toHaveText(VOUCHER_MSG.azCoinRequired);
  await expect(form.getByTestId('error-expiry')).toHaveText(VOUCHER_MSG.expiryRequired);
  await expect(form.getByTestId('error-name')).toHaveCount(0);
  await picture(page, 'ms-form-errors-phone.png');
  await form.getByLabel('Code', { exact: true }).fill('phone12');
  await form.getByLabel('Discount (%)').fill('120');
  await form.getByLabel('Max Price (VND)').fill('250000');
  await form.getByLabel('Az Coin').fill('0');
  await form.getByLabel('Expiry').fill('2027-03-31');
  await form.getByTestId('voucher-save').click();
  await expect(form.getByTestId('error-discount')).toHaveText(VOUCHER_MSG.discount);
  await form.getByLabel('Discount (%)').fill('12');
  await form.getByTestId('voucher-save').click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = here.locator('[data-testid=voucher-row][data-code=PHONE12]');
  await expect(row).toContainText('Phone test 12%');
  await expect(row).toContainText('31/03/2027');
  await here.getByLabel('Search vouchers').locator('input').fill('phone12');
  await expect(here.getByTestId('voucher-row')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await picture(page, 'ms-voucher-added-phone.png');
});

test('on a tablet the member list of 1000 keeps at most 60 rows in the DOM while scrolling; the search finds and restores @tablet', async ({
  app,
  page,
}) => {
  // One size (@tablet, see playwright.config.ts): the tablet table.
  await app.signInAs(ADMIN);
  await page.goto('/membership');
  const here = app.current();
  const rows = here.getByTestId('member-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(here.getByTestId('member-count')).toHaveText('1,000 of 1,200 members');
  await picture(page, 'ms-member-tablet.png');
  const table = here.getByTestId('member-table');
  let most = 0;
  let last = 0;
  for (let step = 0; step < 200 && last < 999; step++) {
    await table.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await expect
      .poll(async () => Number(await rows.last().getAttribute('data-index')))
      .toBeGreaterThan(last === 0 ? 0 : last - 1);
    const seen = await rows.evaluateAll((els) => ({
      n: els.length,
      last: Math.max(...els.map((e) => Number(e.getAttribute('data-index')))),
    }));
    most = Math.max(most, seen.n);
    last = Math.max(last, seen.last);
  }
  expect(last).toBe(999);
  expect(most).toBeGreaterThan(10);
  expect(most).toBeLessThanOrEqual(60);
  await expect(rows.last()).toContainText('1000');

  const search = here.getByLabel('Search members').locator('input');
  await search.fill('NGUYÊN');
  await expect(here.getByTestId('member-count')).toContainText('found');
  const found = Number((await here.getByTestId('member-count').innerText()).replace(/\D.*$/, ''));
  expect(found).toBeGreaterThan(10);
  expect(found).toBeLessThan(1000);
  await expect(rows.first()).toContainText(/Nguy/);
  await rows
    .first()
    .getByRole('button', { name: /View List/ })
    .click();
  const list = page.locator('ion-modal[data-testid=member-vouchers]:not(.overlay-hidden)');
  await expect(list).toBeVisible();
  await expect(list.getByText(/This member has no voucher|Active|Expired|Used/).first()).toBeVisible();
  await picture(page, 'ms-view-list-tablet.png');
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toHaveCount(0);
  await search.fill('');
  await expect(here.getByTestId('member-count')).toHaveText('1,000 of 1,200 members');

  // Voucher Public on a tablet: the table, edit a voucher, delete one after confirming.
  await here.locator('ion-segment-button', { hasText: 'Voucher Public' }).click();
  await expect(here.getByTestId('voucher-table')).toBeVisible();
  await picture(page, 'ms-vouchers-tablet.png');
  await here.getByRole('button', { name: 'Edit SPA20' }).click();
  const form = page.locator('ion-modal[data-testid=voucher-form]:not(.overlay-hidden)');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Massage 20% off');
  await form.getByLabel('Name', { exact: true }).fill('Massage 22% off');
  await form.getByLabel('Discount (%)').fill('22');
  await form.getByTestId('voucher-save').click();
  await expect(form).toHaveCount(0);
  const spa = here.locator('[data-testid=voucher-row][data-code=SPA20]');
  await expect(spa).toContainText('Massage 22% off');
  await here.getByRole('button', { name: 'Delete WELCOME10' }).click();
  const confirm = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(confirm).toContainText('Delete voucher WELCOME10');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await expect(here.locator('[data-testid=voucher-row][data-code=WELCOME10]')).toHaveCount(0);
});

// One size (@phone): the same search and confirm at both sizes; the phone adds the sideways check.
test('Voucher Use RC: the admin finds a member by ID, filters the vouchers by code and uses one after confirming @phone', async ({
  app,
  page,
  server,
}) => {
  const token = await apiLogin(server.url, ADMIN);
  const members = await apiGet<{ data: { userId: string; vouchers: number }[] }>(
    server.url,
    token,
    '/azumayavietnam/take_list_member_ship/0/1000',
  );
  let holder = '';
  let code = '';
  for (const m of members.data.filter((x) => x.vouchers > 0)) {
    const vs = await apiGet<{ data: { code: string; usedAt: string | null; expired: boolean }[] }>(
      server.url,
      token,
      `/azumayavietnam/take_list_voucher_by_id/${m.userId}`,
    );
    const usable = vs.data.find((v) => !v.usedAt && !v.expired);
    if (usable) {
      [holder, code] = [m.userId, usable.code];
      break;
    }
  }
  await app.signInAs(ADMIN);
  await page.goto('/membership');
  const here = app.current();
  await here.locator('ion-segment-button', { hasText: 'Voucher Use RC' }).click();
  // No member picked: the full voucher list.
  await expect(here.getByTestId('member-voucher').first()).toBeVisible({ timeout: 30_000 });
  await here.getByLabel('Search member ID').locator('input').fill(holder.toLowerCase());
  const suggestion = here.getByTestId('member-suggestions').getByRole('button', { name: new RegExp(holder) });
  await suggestion.click();
  await expect(here.getByTestId('member-info')).toContainText(holder);
  await here.getByLabel('Filter by code').fill(code.slice(0, -1).toLowerCase());
  const card = here.locator(`[data-testid=member-voucher][data-code="${code}"]`);
  await expect(card).toContainText('Active');
  await picture(page, `ms-use-${size(app.isPhone)}.png`);
  await card.getByRole('button', { name: 'Active Voucher' }).click();
  const confirm = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(confirm).toContainText(`Use voucher ${code}`);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Active Voucher' }).click();
  await confirm.getByRole('button', { name: 'Use' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Voucher used' })).toBeVisible();
  await expect(card.getByTestId('voucher-state')).toContainText('Used');
  await expect(card.getByRole('button', { name: 'Active Voucher' })).toBeDisabled();
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Clearing the search brings the full voucher list back.
  await here.getByLabel('Search member ID').locator('input').fill('');
  await expect(here.getByTestId('member-info')).toHaveCount(0);
});
