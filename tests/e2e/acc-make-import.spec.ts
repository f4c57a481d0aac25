import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { templateHeader } from '../../src/domain/acc-import';
import { expect, test } from './support/fixtures';
import { AccPage, branchDay } from './support/acc';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'tablet scenario');

/** An .xlsx with the sum template's header and one row: HI 309999, a guest, 500 in the VND column (x 1000 on import). */
async function importFile(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  const header = templateHeader('sum');
  ws.addRow(header);
  ws.addRow(
    header.map((h) => (h === 'Hotel Invoice' ? '309999' : h === 'Name' ? 'import guest' : h === 'VND' ? 500 : null)),
  );
  const path = join(mkdtempSync(join(tmpdir(), 'acc-import-')), 'sum.xlsx');
  await wb.xlsx.writeFile(path);
  return path;
}

test('INPUT FORM EXCEL previews the rows and adds nothing until confirmed; a wrong file type is refused; save follows the load mode', async ({
  app,
  page,
}) => {
  const acc = new AccPage(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await acc.openScreen();
  await acc.load('Day', branchDay(-1));
  await expect(acc.title()).toContainText('[EDIT]');
  const rows = app.current().getByTestId('rc-row');
  await expect(rows.first()).toBeVisible();
  const cash = await acc.totalValue('Cash VND');
  const file = app.current().getByTestId('excel-file');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not excel') });
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toContainText('Please select only excel file types');
  await page.locator('ion-alert:not(.overlay-hidden)').getByRole('button', { name: 'OK' }).click();

  const path = await importFile();
  await file.setInputFiles(path);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Excel import: 1 rows');
  await expect(preview).toContainText('HI 309999 · IMPORT GUEST');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  expect(await acc.totalValue('Cash VND')).toBe(cash);
  await expect(app.current().getByTestId('draft-state')).toHaveText('All changes saved');

  await file.setInputFiles(path);
  await expect(preview).toContainText('Excel import: 1 rows');
  await preview.getByRole('button', { name: 'Add 1 rows' }).click();
  await expect.poll(() => acc.totalValue('Cash VND')).toBe(cash + 500000);

  // SAVE REPORT with the Month mode picked: the loaded day is not saved ("Can't save data").
  await acc.pickMode('Month');
  await acc.button(/SAVE REPORT/).click();
  await expect(acc.toast("Can't save data")).toBeVisible();
  await acc.pickMode('Day');
  await acc.button(/SAVE REPORT/).click();
  await acc.confirm('SAVE REPORT', 'Save');
  await expect(acc.toast('SUCCESS SAVE DATA')).toBeVisible();
});
