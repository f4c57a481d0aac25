import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

// /support_mail (spec 3 section 2): the admin imports an .xlsx, sees the preview and the fixed mail, sends
// the test mail, sends the report and follows its progress to the end; Reset List clears the list. The
// server writes mail to DATA_DIR/outbox here (no SMTP_URL): one file per mail sent.

/** 25 rows: 23 guests, one without a usable address, one address twice. */
async function guestList(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Guests');
  ws.addRow(['Name', 'E-mail', 'Room']);
  ws.addRow(['Tanaka Ken', 'tanaka@guest.test', 305]);
  for (let i = 2; i <= 23; i++) ws.addRow([`Guest ${i}`, `guest${i}@guest.test`, 300 + i]);
  ws.addRow(['Broken Row', 'not an address', 399]);
  ws.addRow(['Tanaka twice', 'TANAKA@guest.test', 306]);
  const path = join(mkdtempSync(join(tmpdir(), 'sm-e2e-')), 'guests.xlsx');
  await wb.xlsx.writeFile(path);
  return path;
}

const outbox = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

// One size (@phone): the phone's virtualised cards are checked; the import and the sends are the same at both sizes.
test('the admin imports a list, sends the test mail, sends the report and sees it done @phone', async ({
  app,
  page,
  server,
}) => {
  const size = app.isPhone ? 'phone' : 'tablet';
  await app.signInAs('admin@sumbook.test');
  await page.goto('/support_mail');
  const here = app.current();
  await expect(here.getByTestId('sm-empty')).toBeVisible({ timeout: 30_000 });
  await expect(here.getByTestId('sm-title')).toHaveText(/Thank you for staying with us/);
  const file = here.getByTestId('sm-file');
  const alert = page.locator('ion-alert:not(.overlay-hidden)');
  const toast = (text: string | RegExp) => page.locator('[data-testid=toast]').filter({ hasText: text });

  await file.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
  await expect(alert).toContainText('Please select only excel file types');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);

  await file.setInputFiles(await guestList());
  await expect(here.getByTestId('sm-summary')).toContainText(
    'guests.xlsx: 23 recipients · 1 without a valid e-mail (not sent) · 1 duplicate(s) removed',
  );
  const preview = here.getByTestId('sm-preview');
  await expect(preview).toContainText('Tanaka Ken');
  // The flagged row is the last one: the list (virtualised) shows it once scrolled to.
  await preview.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(preview).toContainText('Not a valid e-mail');
  await expect(here.getByTestId('sm-body')).toContainText('Dear Tanaka Ken,');
  await picture(page, `sm-preview-${size}.png`);
  await preview.scrollIntoViewIfNeeded();
  await picture(page, `sm-list-${size}.png`);
  if (app.isPhone) {
    // Only the cards in view are in the DOM, and nothing scrolls sideways.
    expect(await here.getByTestId('sm-preview-card').count()).toBeLessThan(23);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  await here.getByLabel('Replies go to (optional)').fill('support.desk@sumbook.test');
  await here.getByLabel('Test address').fill('tester@sumbook.test');
  await here.getByTestId('sm-test').click();
  await expect(toast('Success sent mail test')).toBeVisible();
  await expect.poll(() => outbox(server.dataDir)).toBe(1);
  const testMail = readFileSync(join(server.dataDir, 'outbox', readdirSync(join(server.dataDir, 'outbox'))[0]), 'utf8');
  expect(testMail).toContain('To: tester@sumbook.test');
  expect(testMail).toContain('Reply-To: support.desk@sumbook.test');
  expect(testMail).toContain('Dear Tanaka Ken,');

  await here.getByTestId('sm-send').click();
  await expect(alert).toContainText('to 23 recipient(s)');
  await alert.getByRole('button', { name: 'Send' }).click();
  await expect(toast('Sending to 23 recipient(s)')).toBeVisible();
  await expect(here.getByTestId('sm-job-state')).toHaveText('Done', { timeout: 30_000 });
  await expect(here.getByTestId('sm-counts')).toContainText('Sent 23 · Failed 0 · Waiting 0');
  await expect(here.getByTestId('sm-results')).toContainText('tanaka@guest.test');
  expect(outbox(server.dataDir)).toBe(24);
  await here.getByTestId('sm-job').scrollIntoViewIfNeeded();
  await picture(page, `sm-done-${size}.png`);
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The list stays (a reload keeps it) until Reset List.
  await page.reload();
  await expect(here.getByTestId('sm-summary')).toContainText('23 recipients', { timeout: 30_000 });
  await expect(here.getByTestId('sm-job-state')).toHaveText('Done');
  await here.getByTestId('sm-reset').click();
  await alert.getByRole('button', { name: 'Reset' }).click();
  await expect(here.getByTestId('sm-empty')).toBeVisible();
  await expect(here.getByTestId('sm-send')).toHaveAttribute('aria-disabled', 'true');
});
