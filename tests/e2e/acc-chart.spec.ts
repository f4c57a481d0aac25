// The yearly chart (tablet: an accountant edits a month and sees its (history) line), the massage-count
// checker (phone: finds a staff number's massages in sums the test sends), and the offline viewer.
import { apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const ACCOUNTANT = 'accountant.hbt1@sumbook.test'; // branch 3
const RECEPTION_KM1 = 'reception.km1@sumbook.test'; // branch 5, has massage

async function post(url: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { version: number; revision: number } };
}

test('an accountant edits a month of the yearly chart and sees its (history) line @tablet', async ({ app, page }) => {
  // One size (@tablet, see playwright.config.ts): the tablet edits; the phone checks the massage count.
  const year = new Date().getFullYear() - 1;
  await app.signInAs(ACCOUNTANT);
  await page.goto(`/acc_chart/3/${year}`);
  const here = app.current();
  await expect(here.getByTestId('ch-title')).toContainText(`Hai Ba Trung 1 · ${year}`, { timeout: 30_000 });
  await expect(here.getByTestId('chart-sale').locator('canvas')).toBeVisible();
  const march = here.getByTestId('ch-sale-3');
  await march.click();
  await march.fill('123456789');
  await march.blur();
  await here.page().getByTestId('ch-save').click();
  const row = here.getByTestId('ch-table-sale').locator('tr[data-month="3"]');
  await expect(row.getByTestId('ch-history')).toContainText('Do Van Long: Mar', { timeout: 15_000 });
  await expect(row.getByTestId('ch-history')).toContainText('-> 123,456,789');
  await expect(march).toHaveValue('123,456,789');
  await here.getByTestId('chart-sale').getByRole('button', { name: 'Show numbers' }).click();
  await expect(here.getByTestId('chart-sale-numbers')).toContainText('123,456,789');
  await picture(page, 'acc-chart-tablet.png', { fullPage: true });
});

test("the phone finds a staff number's massages of a month @phone", async ({ app, page, server }) => {
  // One size (@phone, see playwright.config.ts): a phone check.
  const token = await apiLogin(server.url, RECEPTION_KM1);
  const day = '2032-05-02';
  const saved = await post(server.url, token, '/rc/5/up_sum', {
    day,
    version: 1,
    revision: 0,
    maker: 'Nguyen Thi Lan',
    note: '',
    content: [
      {
        ID: 's1',
        SI: '50001',
        name: 'sato mai',
        packages: { 'MS 70P': 1 },
        massage: 250000,
        vnd: 250000,
        action: 'MS 07',
      },
      {
        ID: 's2',
        SI: '50002',
        name: 'kato ken',
        packages: { 'MS 100P': 1 },
        massage: 350000,
        vnd: 350000,
        action: 'MS 07/12',
      },
      {
        ID: 's3',
        SI: '50003',
        name: 'ito aya',
        packages: { 'MS 40P': 1 },
        massage: 200000,
        vnd: 200000,
        action: 'MS 12',
      },
    ],
  });
  await post(server.url, token, '/user/sent_mail_rc_sum/5', {
    day,
    version: saved.data.version,
    revision: saved.data.revision,
  });

  await app.signInAs(RECEPTION_KM1);
  await page.goto('/count_massage');
  const here = app.current();
  await here.getByLabel('Month').fill('2032-05');
  await here.getByTestId('mc-staff').fill('07');
  await here.getByTestId('mc-find').click();
  await expect(here.getByTestId('mc-total')).toHaveText('2', { timeout: 15_000 });
  await expect(here.getByTestId('mc-totals')).toContainText('30 min 1');
  await expect(here.getByTestId('mc-totals')).toContainText('70 min 2');
  await expect(here.getByTestId('mc-card')).toHaveCount(2);
  await expect(here.getByTestId('mc-card').first()).toContainText('SATO MAI');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await picture(page, 'count-massage-phone.png');
});

test('the chart and the offline viewer fit a phone @phone', async ({ app, page }) => {
  // One size (@phone, see playwright.config.ts): a phone check.
  const year = new Date().getFullYear() - 1;
  await app.signInAs(ACCOUNTANT);
  await page.goto(`/acc_chart/3/${year}`);
  const here = app.current();
  await expect(here.getByTestId('ch-title')).toBeVisible({ timeout: 30_000 });
  await expect(here.getByTestId('ch-sale-1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await picture(page, 'acc-chart-phone.png', { fullPage: true });
  await page.goto('/view_report/3/rc_sum/2026-11-01/2026-11-02');
  await expect(page.getByText('Not find this report type')).toBeVisible();
  await picture(page, 'view-report-phone.png');
});
