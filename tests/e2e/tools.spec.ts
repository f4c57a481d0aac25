// Staff content and small tools (spec 3 sections 2, 5, 8 and 9): the announcement form (search ignoring
// accents, preview, print with only the notice at the chosen size + 5), the VAT calculator, the reception
// wallet kept on the device, and the random draw from an uploaded sheet.
import type { Page } from '@playwright/test';
import { expect, test, type AppModel } from './support/fixtures';
import { picture } from './support/page-checks';

const RECEPTION = 'reception.hbt1@sumbook.test';

/** No sideways scrolling: neither the document nor the page's own content is wider than the screen. */
async function noSidewaysScroll(app: AppModel, page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const inner = await app
    .current()
    .locator('.sb-page')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client);
}
const shot = (app: AppModel, name: string) => `tools-${name}-${app.isPhone ? 'phone' : 'tablet'}.png`;

test('a receptionist finds a notice by a Vietnamese word typed without accents, previews it and prints only the notice at the size + 5', async ({
  app,
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await app.signInHome(RECEPTION);
  await app.current().getByRole('button', { name: 'Support tools' }).click();
  await page.getByTestId('support-tools').locator('ion-item').filter({ hasText: 'Announcement form' }).click();
  await expect(page).toHaveURL(/\/announcement_form$/);
  const here = app.current();
  await expect(here.getByTestId('an-templates').locator('.an-card')).toHaveCount(7);
  if (app.isPhone) await expect(here.locator('ion-segment.an-segment')).toBeVisible();
  else await expect(here.locator('.an-categories ion-item')).toHaveCount(5);
  await noSidewaysScroll(app, page);
  await picture(page, shot(app, 'announcement'));

  const search = here.locator('ion-searchbar input');
  await search.fill('karaoke');
  await expect(here.getByTestId('an-none')).toHaveText('Have not data find');
  await search.fill('cat dien');
  await expect(here.locator('.an-card')).toHaveCount(1);
  await expect(here.locator('.an-card')).toContainText('Thông báo cắt điện');
  await here.locator('.an-card').click();

  const modal = page.getByTestId('an-modal');
  await expect(modal.getByTestId('an-sheet')).toContainText('停電のお知らせ');
  await expect(modal.getByTestId('an-font')).toHaveText('22');
  await modal.getByTestId('an-font-up').click();
  await modal.getByTestId('an-font-up').click();
  await modal.getByTestId('an-font-down').click();
  await expect(modal.getByTestId('an-font')).toHaveText('23');
  await modal.getByTestId('an-year').selectOption('2027');
  await modal.getByTestId('an-month').selectOption('2');
  await modal.getByTestId('an-day').selectOption('28');
  await modal.getByTestId('an-line-5').fill('Time: from 13:00 to 15:30');
  await picture(page, shot(app, 'notice-preview'));
  await modal.getByTestId('an-print-button').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('an-print');
  await expect(printed).toBeVisible();
  await expect(page.locator('ion-app')).toBeHidden();
  await expect(printed).toContainText('2027/02/28');
  await expect(printed).toContainText('Time: from 13:00 to 15:30');
  const size = await printed.locator('.an-sheet').evaluate((el) => getComputedStyle(el).fontSize);
  expect(size).toBe('28px'); // 23 + 5
  const line = await printed
    .locator('.an-sheet-line')
    .nth(1)
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(line).toBe('28px');
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toBeHidden();

  // Make Announcement: a blank template with eight empty lines.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await here.getByTestId('an-make').click();
  await expect(page.locator('[data-testid=an-modal] textarea')).toHaveCount(8);
  for (const value of await page
    .locator('[data-testid=an-modal] textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value)))
    expect(value).toBe('');
});

test('the VAT calculator: room VAT 8 %, and the service price converted inside the VAT period only @phone', async ({
  app,
  page,
}) => {
  // One size (@phone, see playwright.config.ts): the calculator's figures are the same at both sizes.
  await app.signInAs(RECEPTION);
  await page.goto('/calculated_vat');
  const here = app.current();
  await here.getByTestId('vat-room').fill('1000000');
  await expect(here.getByTestId('vat-room-vat')).toHaveText('80,000');
  await expect(here.getByTestId('vat-room-total')).toHaveText('1,080,000');
  await here.getByTestId('vat-date').fill('2024-05-05');
  await here.getByTestId('vat-service').fill('250000');
  await expect(here.getByTestId('vat-service-net')).toHaveText('227,273');
  await expect(here.getByTestId('vat-service-total')).toHaveText('245,455');
  await here.getByTestId('vat-date').fill('2026-01-01');
  await expect(here.getByTestId('vat-service-total')).toHaveText('250,000');
  await expect(here.getByTestId('vat-period')).toContainText('unchanged');
  await here.getByTestId('vat-room').blur();
  await noSidewaysScroll(app, page);
  await picture(page, shot(app, 'vat'));
});

test('a phone user runs the wallet calculator, reloads and finds the entries kept @phone', async ({ app, page }) => {
  // One size (@phone, see playwright.config.ts): phone layout; the tablet gets a screenshot in the draw test.
  await app.signInAs(RECEPTION);
  await page.goto('/calculated_rc_wallet');
  const here = app.current();
  await expect(here.getByTestId('wallet')).toHaveAttribute('data-ready', 'true');
  await expect(here.getByTestId('wl-result')).toHaveText(/Shortage 22,000,000/);
  await here.getByTestId('wl-counts-0').fill('44'); // 44 x 500,000 = 22,000,000
  await expect(here.getByTestId('wl-result')).toHaveText('Enough');
  await here.getByTestId('wl-sales-0').fill('1,500,000');
  await here.getByTestId('wl-expenses-0').fill('300000');
  await here.getByTestId('wl-counts-1').fill('6'); // + 1,200,000
  await here.getByTestId('wl-counts-7').fill('1'); // + 2,000
  await expect(here.getByTestId('wl-expected')).toHaveText('23,200,000');
  await expect(here.getByTestId('wl-result')).toHaveText('Surplus 2,000');
  await here.getByTestId('wl-counts-7').blur();
  await noSidewaysScroll(app, page);
  await picture(page, shot(app, 'wallet'), { fullPage: true });
  // The entry is on the device (the draft store) before the reload.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('sumbook-drafts');
            open.onsuccess = () => {
              const get = open.result.transaction('drafts').objectStore('drafts').get('tools:wallet');
              get.onsuccess = () => {
                const kept = get.result as { value?: { counts?: number[] } } | undefined;
                resolve(kept?.value?.counts?.[7] === 1);
              };
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);
  await page.reload();
  const again = app.current();
  await expect(again.getByTestId('wl-restored')).toBeVisible();
  await expect(again.getByTestId('wl-result')).toHaveText('Surplus 2,000');
  await expect(again.getByTestId('wl-sales-0')).toHaveValue('1,500,000');
  await expect(again.getByTestId('wl-counts-0')).toHaveValue('44');
});

test('a random draw from an uploaded .csv: too many slots alerts and resets to 0, then a fair draw is shown and exported', async ({
  app,
  page,
}) => {
  const names = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Văn Cường', 'Phạm Thu Dung', '田中 太郎'];
  const csv = ['No.,Full name,Room', ...names.map((n, i) => `${i + 1},${n},${201 + i}`)].join('\n');
  await app.signInAs(RECEPTION);
  await page.goto('/random');
  const here = app.current();
  await here
    .getByTestId('rd-file')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(here.getByTestId('rd-file-name')).toHaveText('staff.csv: 5 members');
  await expect(here.getByTestId('rd-column')).toHaveValue('1');
  await here.getByTestId('rd-slots').fill('6');
  const alert = page.locator('ion-alert').filter({ hasText: 'Số lượng giải' });
  await expect(alert).toContainText('Số lượng giải lớn hơn số lượng thành viên');
  await alert.getByRole('button', { name: 'OK' }).click();
  await here.getByTestId('rd-slots').blur();
  await expect(here.getByTestId('rd-slots')).toHaveValue('');
  await expect(here.getByTestId('rd-draw')).toHaveAttribute('disabled', '');
  await here.getByTestId('rd-slots').fill('3');
  await here.getByTestId('rd-draw').click();
  const drawn = await here.getByTestId('rd-result').locator('li').allInnerTexts();
  expect(drawn).toHaveLength(3);
  expect(new Set(drawn).size).toBe(3);
  for (const n of drawn) expect(names).toContain(n);
  await noSidewaysScroll(app, page);
  await picture(page, shot(app, 'random'));
  const [download] = await Promise.all([page.waitForEvent('download'), here.getByTestId('rd-csv').click()]);
  expect(download.suggestedFilename()).toBe('random.csv');
  const text = (await (await download.createReadStream()).toArray()).join('');
  const lines = text.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('Order,No.,Full name,Room');
  expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(drawn);
  if (!app.isPhone) {
    await page.goto('/calculated_rc_wallet');
    await expect(app.current().getByTestId('wallet')).toHaveAttribute('data-ready', 'true');
    await picture(page, shot(app, 'wallet'));
  }
});
