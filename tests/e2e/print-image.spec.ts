import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { computeTotals } from '../../src/domain/totals';
import type { InvoiceRow } from '../../src/domain/invoice-row';
import { rcColumns as columnsFor } from '../../src/domain/rc-columns';
import { SUM_SCALE, TOTAL_SCALE, sumSheet, totalSheet } from '../../src/client/features/rc/print-sheets';
import { CANVAS_LIMITS, capScale, layoutSheet, pixelSize, type Block } from '../../src/client/lib/image/sheet-layout';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

/** The size a PNG file says it has (IHDR), after checking it is a PNG. */
async function pngSize(download: Download): Promise<{ width: number; height: number }> {
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What the sheet measures in CSS pixels, and at the scale it is drawn. */
function expected(blocks: Block[], wanted: number) {
  const sheet = layoutSheet(blocks);
  const scale = capScale(sheet.width, sheet.height, wanted);
  return { css: sheet, scale, px: pixelSize(sheet.width, sheet.height, scale) };
}

test('PRINT TOTAL and PRINT SUM save the totals at scale 3 and the whole sum at scale 5 (capped) as PNG images @tablet', async ({
  app,
  page,
  server,
}) => {
  test.slow(); // two images drawn on a shared machine
  const day = branchDay(-1);
  const sum = new SumPage(page, app);
  await app.signInAs('manager.hbt1@sumbook.test');
  await sum.open(`/reception_sum/3/${day}/current`);
  await expect(sum.title()).toContainText('[VIEW]');
  const token = await apiLogin(server.url, 'manager.hbt1@sumbook.test');
  const rows = (await apiGet<{ data: { content: InvoiceRow[] } }>(server.url, token, `/rc/3/view_sum/${day}`)).data
    .content;
  expect(rows.length).toBeGreaterThan(0);
  const totals = computeTotals(rows, day);
  const modal = page.locator('ion-modal.rc-print-modal');

  await sum.action('PRINT TOTAL');
  let downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Save as image' }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^HBT1_${day}_v\\d+_TOTAL\\.png$`));
  const total = expected(totalSheet('', totals, 3, rows), TOTAL_SCALE);
  expect(total.scale).toBe(3);
  expect(await pngSize(download)).toEqual(total.px);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await sum.action('PRINT SUM');
  downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Save as image' }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^HBT1_${day}_v\\d+_SUM\\.png$`));
  const whole = expected(sumSheet('', totals, 3, rows, columnsFor(3)), SUM_SCALE);
  const size = await pngSize(download);
  expect(size).toEqual(whole.px);
  // The whole table, every column and row (not what the screen shows), in the sheet's proportions...
  expect(whole.css.width).toBeGreaterThan(3000);
  expect(size.width / size.height).toBeCloseTo(whole.css.width / whole.css.height, 1);
  // ...at scale 5, lowered only as far as the browsers' canvas limits need.
  expect(whole.scale).toBeLessThanOrEqual(5);
  expect(size.width * size.height).toBeLessThanOrEqual(CANVAS_LIMITS.area);
  if (whole.scale < 5) expect(size.width * size.height).toBeGreaterThan(CANVAS_LIMITS.area * 0.98);
});
