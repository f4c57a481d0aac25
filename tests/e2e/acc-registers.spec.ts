import { compareDays, compareMonths, percentText, type DaySums } from '../../src/domain/acc-comparison';
import { formatAmount } from '../../src/domain/money';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { branchDay } from './support/rc';
import { monthBefore, RegistersPage } from './support/registers';
import { picture } from './support/page-checks';

const ACCOUNTANT = 'accountant.hbt1@sumbook.test';
type Answer = { listCost: Record<string, DaySums>; numberBF: { number: number }; totalDebit: number };

test('cost register: the month of HBT1, filtered by description from 3 characters on', async ({ app, page }) => {
  const reg = new RegistersPage(page, app);
  const lastMonth = monthBefore(branchDay(0).slice(0, 7));
  await app.signInAs(ACCOUNTANT);
  await reg.openCost(lastMonth);
  const rows = reg.cashRows();
  await expect(rows.first()).toContainText('Reception kept fund');
  await expect(app.current().getByTestId('register-balance')).toContainText('VND');
  await picture(page, reg.shot('cost'));

  // Two characters leave every row; "flowers" only the cost lines that name them.
  await reg.filter('Fl');
  await expect(reg.searchCount()).toHaveText(/^(\d+) of \1$/);
  const total = Number((await reg.searchCount().textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThan(20);
  await reg.filter('flowers');
  await expect(reg.searchCount()).not.toHaveText(`${total} of ${total}`);
  const shown = Number((await reg.searchCount().textContent())?.split(' of ')[0]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain('flowers');
  if (reg.phone) expect(await rows.count()).toBeLessThan(total); // virtualised cards
  await picture(page, reg.shot('cost-filtered'));
});

test('comparison: last month against this month, with percentages and the breakfast count', async ({
  app,
  page,
  server,
}) => {
  const reg = new RegistersPage(page, app);
  const current = branchDay(0).slice(0, 7);
  const old = monthBefore(current);
  const token = await apiLogin(server.url, ACCOUNTANT);
  const [a, b] = await Promise.all(
    [old, current].map((m) => apiGet<Answer>(server.url, token, `/acc/comparison/3/${m}`)),
  );
  const lines = compareMonths(
    { listCost: a.listCost, numberBF: a.numberBF.number, totalDebit: a.totalDebit },
    { listCost: b.listCost, numberBF: b.numberBF.number, totalDebit: b.totalDebit },
  );
  const sub = lines.find((l) => l.key === 'sub');
  await app.signInAs(ACCOUNTANT);
  await page.goto(`/acc_comparison/3/${old}/${current}`);
  await expect(app.current().getByTestId('comparison-title')).toContainText(`HBT1 · ${old} → ${current}`, {
    timeout: 20_000,
  });
  await expect(reg.comparisonLine('sub')).toContainText(percentText(sub?.percent ?? NaN));
  await expect(reg.comparisonLine('nights')).toContainText('%');
  // The days behind the totals: the first day both months have, with its sub total of each month.
  const both = compareDays(a.listCost, b.listCost).find((d) => d.old && d.current);
  expect(both, 'a day with accountant sums in both months').toBeTruthy();
  const dayLine = app.current().getByTestId(`cmp-day-${both?.day}`);
  await dayLine.scrollIntoViewIfNeeded();
  await expect(dayLine).toContainText(formatAmount(both?.old?.sub ?? NaN, 3));
  await expect(dayLine).toContainText(formatAmount(both?.current?.sub ?? NaN, 3));
  await picture(page, reg.shot('comparison'), { fullPage: true });

  // The accountant changes this month's breakfast count; the comparison follows.
  const input = app.current().getByLabel(`Breakfast count ${current}`);
  await input.fill('321');
  await app.current().getByTestId(`bf-${current}`).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Update Success' })).toBeVisible();
  await expect(reg.comparisonLine('numberBF')).toContainText('321');
  await expect(app.current().getByTestId(`bf-${current}`)).toContainText('→ 321');
});

test('find bill: the support tool opens the search; a short key is refused, a guest name is found and opened @tablet', async ({
  app,
  page,
}) => {
  const reg = new RegistersPage(page, app);
  await app.signInHome('reception.hbt1@sumbook.test');
  await app.current().getByRole('button', { name: 'Support tools' }).click();
  await page.getByTestId('support-tools').getByText('Find Bill on RC Sum').click();
  await expect(page).toHaveURL(/\/find_bill\/rcsum$/);
  await reg.find('');
  await expect(reg.findMessage()).toHaveText('Key search is empty');
  await reg.find('ta');
  await expect(reg.findMessage()).toHaveText('Length key search > 2');
  await reg.find('zzzqqq');
  await expect(reg.findMessage()).toHaveText('Have not data');
  await reg.find('tanaka');
  await expect(reg.hits().first()).toBeVisible();
  await expect(app.current().getByTestId('find-count')).toContainText('for TANAKA in');
  await expect(app.current().getByLabel('Key search')).toHaveValue('TANAKA');
  await expect(reg.hits().first()).toContainText('TANAKA');
  await picture(page, reg.shot('find-rc'));
  const first = (await reg.hits().first().innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0];
  await reg.hits().first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/reception_sum/3/${first}/\\d+$`));
  await expect(app.current().getByTestId('rc-title')).toContainText(first ?? 'none', { timeout: 20_000 });
});

test('find bill on the accountant sums: a hit opens its accountant sum @tablet', async ({ app, page }) => {
  // One size (@tablet, see playwright.config.ts): the search is the same at both sizes; the find-bill test before runs at both.
  const reg = new RegistersPage(page, app);
  await app.signInAs(ACCOUNTANT);
  await page.goto('/find_bill/accsum');
  await expect(app.current().getByLabel('Module')).toBeVisible({ timeout: 20_000 });
  await reg.find('sato');
  await expect(reg.hits().first()).toContainText('SATO');
  await picture(page, reg.shot('find-acc'));
  const first = (await reg.hits().first().innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0];
  await reg.hits().first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/acc_make/3/${first}/\\d+$`));
  await expect(app.current().getByTestId('acc-title')).toContainText(first ?? 'none', { timeout: 20_000 });
});

test('the leader picks another branch of the area; a comparison address out of the area is refused @tablet', async ({
  app,
  page,
}) => {
  // One size (@tablet, see playwright.config.ts): the scope checks are the same at both sizes.
  const reg = new RegistersPage(page, app);
  await app.signInAs('accleader.hanoi@sumbook.test');
  await page.goto('/acc_cost');
  // The leader's pickers start on her own branch (HBT1); she picks another branch of Ha Noi.
  const branch = app.current().locator('ion-select.sb-picker').filter({ hasText: 'Hai Ba Trung 1' });
  await expect(branch).toBeVisible({ timeout: 20_000 });
  await expect(app.current().getByTestId('empty-state')).toContainText('Receipts and expenses of a month');
  await picture(page, reg.shot('cost-pickers'));
  await branch.click();
  await page.locator('ion-popover:not(.overlay-hidden) ion-radio').filter({ hasText: 'Kim Ma 1' }).click();
  await app.current().getByRole('button', { name: 'OK', exact: true }).first().click();
  await expect(app.current().getByTestId('register-title')).toContainText('KM1 · Receipts and expenses');
  await expect(reg.cashRows().first()).toContainText('Reception kept fund');

  await page.goto(`/acc_comparison/1/${monthBefore(branchDay(0).slice(0, 7))}/${branchDay(0).slice(0, 7)}`);
  const alert = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(alert).toContainText('Mistake Branch Area');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reception_sum$/);
});
