import { branchToday } from '../../src/domain/branches';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const RECEPTION = 'reception.hbt1@sumbook.test'; // branch 3
const MANAGER = 'manager.hbt1@sumbook.test';

interface Answer {
  data: { checkOut: number; usdVcbBuying: number; jpyVcbBuying: number; note: string; sentAt: string | null };
}

// One size (@phone): the same form at both sizes; the phone adds the sideways check, the API tests the rules.
test("a receptionist loads today's report, types the rates and sends it @phone", async ({ app, page, server }) => {
  const today = branchToday(3);
  await app.signInAs(RECEPTION);
  await page.goto('/daily-report');
  const here = app.current();
  await expect(here.getByLabel('Date')).toHaveValue(today);
  await here.getByTestId('dr-load').click();
  await expect(here.getByTestId('dr-state')).toContainText(`Hai Ba Trung 1 · ${today}`);
  const token = await apiLogin(server.url, RECEPTION);
  const made = await apiGet<Answer>(server.url, token, `/report/make_daily_report/check/${today}`);
  await expect(here.getByTestId('dr-checkOut')).toHaveText(String(made.data.checkOut));
  await picture(page, `dr-top-${app.isPhone ? 'phone' : 'tablet'}.png`);
  // The rate inputs bring up the numeric keypad and keep to their steps.
  const usd = here.getByTestId('dr-usdVcbBuying');
  await expect(usd).toHaveAttribute('inputmode', 'decimal');
  await expect(usd).toHaveAttribute('step', '0.001');
  await expect(here.getByTestId('dr-jpyVcbBuying')).toHaveAttribute('step', '0.01');
  await usd.fill('25340.1255');
  await expect(here.getByText('USD VCB buying must be in steps of 0.001')).toBeVisible();
  await expect(here.getByRole('button', { name: 'Send' })).toBeDisabled();
  await usd.fill('25340.125');
  await here.getByTestId('dr-jpyVcbBuying').fill('165.25');
  await here.getByTestId('dr-note').fill('Hot water back at 9 pm');
  await picture(page, `dr-reception-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });
  if (app.isPhone) {
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  }
  await here.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Report sent successfully!' })).toBeVisible();
  await expect(here.getByTestId('dr-state')).toContainText('sent');
  const sent = await apiGet<Answer>(server.url, token, `/report/make_daily_report/check/${today}`);
  expect(sent.data).toMatchObject({ usdVcbBuying: 25340.125, jpyVcbBuying: 165.25, note: 'Hot water back at 9 pm' });
  expect(sent.data.sentAt).not.toBeNull();
  // Reset works the counts out again and keeps the rates.
  await here.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'Reset data successfully!' })).toBeVisible();
  await expect(usd).toHaveValue('25340.125');
});

// One size (@phone): the report is the same form at both sizes; what is checked is the manager's role rule.
test('a manager reads the report: no Send, no Reset, the rates read-only @phone', async ({ app, page }) => {
  const today = branchToday(3);
  await app.signInAs(MANAGER);
  await page.goto('/daily-report');
  const here = app.current();
  await expect(here.getByTestId('dr-state')).toContainText(`Hai Ba Trung 1 · ${today}`);
  await expect(here.getByTestId('dr-checkOut')).toBeVisible();
  await expect(here.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(here.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await expect(here.getByTestId('dr-usdVcbBuying')).toHaveAttribute('readonly', '');
  await picture(page, `dr-manager-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });
});
