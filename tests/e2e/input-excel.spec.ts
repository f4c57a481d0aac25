import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { branchToday } from '../../src/domain/branches';
import { expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const SUPERVISOR = 'supervisor.hbt1@sumbook.test'; // role 3, branch 3

/** Storage items: one new item with its start stock, and one row refused (its start stock is not a number). */
async function itemsFile(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Items');
  ws.addRow(['Tab', 'ID', 'Name', 'Unit', 'Start stock']);
  ws.addRow(['SOFT DRINK', 'XL1', 'Imported cola', 'Box', 12]);
  ws.addRow(['SNACK', 'XL2', 'Imported nuts', 'Pack', 'ten']);
  const path = join(mkdtempSync(join(tmpdir(), 'input-excel-')), 'items.xlsx');
  await wb.xlsx.writeFile(path);
  return path;
}

test('/input_excel: storage items preview with one refusal, nothing changes until CONFIRM, then the item is on the storage screen', async ({
  app,
  page,
}) => {
  const today = branchToday(3);
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  const size = app.isPhone ? 'phone' : 'tablet';
  await app.signInAs(SUPERVISOR);
  await page.goto('/input_excel');
  const here = app.current();
  // Only the kinds a supervisor may write: the reception sum and the storage items.
  await here.getByTestId('ix-kind').click();
  const options = page.locator('ion-popover:not(.overlay-hidden) ion-radio');
  await expect(options).toHaveText(['Reception sum', 'Storage items and start stock']);
  await options.filter({ hasText: 'Storage items' }).click();
  await expect(here.getByTestId('empty-state')).toContainText('Tab | ID | Name | Unit | Start stock');

  await here.getByTestId('ix-file').setInputFiles(await itemsFile());
  await expect(here.getByTestId('ix-summary')).toContainText('1 row(s) to import, 1 refused');
  await expect(here.getByTestId('ix-refusals')).toContainText("row 3: Start stock 'ten' is not a number");
  await expect(here.getByTestId(app.isPhone ? 'ix-cards' : 'ix-table')).toContainText('Imported cola');
  await picture(page, `ix-preview-${size}.png`);
  if (app.isPhone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await here.getByTestId('ix-confirm').click();
  await expect(page.locator('[data-testid=toast]').filter({ hasText: '1 row(s) imported' })).toBeVisible();
  await picture(page, `ix-done-${size}.png`);
  await here.getByTestId('ix-open').click();
  await expect(page).toHaveURL(new RegExp(`/storage_report/3/${month}$`));
  const shown = app.current();
  await expect(shown.getByTestId('st-title')).toHaveText(`[EDIT] HBT1 ${month} Storage`, { timeout: 30_000 });
  if (app.isPhone) await expect(shown.getByTestId(`st-card-XL1-${day}`)).toContainText('Imported cola');
  else await expect(shown.getByTestId('st-stock-XL1')).toHaveText('12.00');
});
