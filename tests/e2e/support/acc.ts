import { expect, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { AppModel } from './fixtures';
import { SumPage } from './rc';

export { branchDay, figure } from './rc';

/** Page model of the accountant sum (/acc_make): the reception sum's model with the accountant's toolbar. */
export class AccPage extends SumPage {
  constructor(page: Page, app: AppModel) {
    super(page, app);
  }

  override title() {
    return this.app.current().getByTestId('acc-title');
  }

  /** Opens /acc_make (or an address) and waits for the load-mode picker. */
  async openScreen(path = '/acc_make'): Promise<void> {
    await this.page.goto(path);
    await expect(this.app.current().getByTestId('load-mode')).toBeVisible({ timeout: 20_000 });
  }

  /** Unfolds the pickers when a loaded report folded them into its title. */
  async showPickers(): Promise<void> {
    const unfold = this.app.current().getByRole('button', { name: 'Show the pickers' });
    if (await unfold.count()) await unfold.click();
    await expect(this.app.current().getByTestId('load-mode')).toBeVisible();
  }

  async pickMode(label: string): Promise<void> {
    await this.showPickers();
    await this.app.current().getByTestId('load-mode').click();
    const option = this.page
      .locator('ion-popover:not(.overlay-hidden) ion-radio')
      .filter({ hasText: new RegExp(`^${label.replace(/[=>]/g, '.')}$`) });
    await option.click();
    await expect(this.page.locator('ion-popover:not(.overlay-hidden)')).toHaveCount(0);
  }

  /** Picks a mode and its month ('YYYY-MM'), or its day for the Day mode, then Load Data. */
  async load(mode: string, when: string): Promise<void> {
    await this.pickMode(mode);
    const input = this.app.current().getByLabel(mode === 'Day' ? 'Date' : 'Month', { exact: true });
    await input.fill(when);
    await this.app.current().getByRole('button', { name: 'Load Data' }).first().click();
  }

  /** The toast on screen (Ionic keeps dismissed ones in the DOM). */
  override toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }

  tab(name: string) {
    return this.app.current().locator('ion-segment-button').filter({ hasText: name });
  }

  totals() {
    return this.app.current().getByTestId('rc-totals');
  }

  /** Waits for the download a click starts; answers it. */
  async download(click: () => Promise<void>): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await click();
    return downloading;
  }

  /** Nothing on the page scrolls sideways. */
  async noSidewaysScroll(): Promise<void> {
    const { scroll, client } = await this.page.evaluate(() => {
      const el = document.scrollingElement as HTMLElement;
      return { scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(scroll).toBeLessThanOrEqual(client);
    const wide = await this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ion-page:not(.ion-page-hidden) ion-content *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.offsetParent !== null)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
  }
}

/** Opens a downloaded .xlsx with exceljs: its sheets' names and the text of its first rows. */
export async function readWorkbook(download: Download): Promise<{ sheets: string[]; text: string; rows: number }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const first = wb.worksheets[0];
  const lines: string[] = [];
  first.eachRow((row, n) => {
    if (n <= 6)
      lines.push(
        (row.values as unknown[])
          .map((v) => (v && typeof v === 'object' ? JSON.stringify(v) : String(v ?? '')))
          .join('|'),
      );
  });
  return { sheets: wb.worksheets.map((w) => w.name), text: lines.join('\n'), rows: first.rowCount };
}
