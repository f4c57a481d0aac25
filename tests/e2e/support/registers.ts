import { expect, type Page } from '@playwright/test';
import type { AppModel } from './fixtures';

/** Page model of the accountant registers (/acc_cost, /acc_comparison) and the bill search (/find_bill). */
export class RegistersPage {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  get phone(): boolean {
    return this.app.isPhone;
  }

  /** The name of a picture of this screen at this size (support/page-checks.ts `picture`). */
  shot(name: string): string {
    return `accreg-${name}-${this.phone ? 'phone' : 'tablet'}.png`;
  }

  // Cost register
  async openCost(month: string): Promise<void> {
    await this.page.goto('/acc_cost');
    const input = this.app.current().getByLabel('Month', { exact: true });
    await expect(input).toBeVisible({ timeout: 20_000 });
    await input.fill(month);
    await this.app.current().getByRole('button', { name: 'OK', exact: true }).first().click();
    await expect(this.app.current().getByTestId('register-title')).toContainText(month);
  }

  /** The register's rows: table rows on tablets, cards on phones. */
  cashRows() {
    const c = this.app.current();
    return this.phone ? c.getByTestId('cash-card') : c.getByTestId('cash-table').locator('tbody tr');
  }

  async filter(text: string): Promise<void> {
    await this.app.current().locator('.sb-search input').fill(text);
  }

  searchCount() {
    return this.app.current().getByTestId('search-count');
  }

  // Comparison
  comparisonLine(key: string) {
    return this.app.current().getByTestId(`cmp-${key}`);
  }

  // Find bill
  async find(key: string): Promise<void> {
    await this.app.current().getByLabel('Key search').fill(key);
    await this.app.current().getByRole('button', { name: 'Find', exact: true }).click();
  }

  findMessage() {
    return this.app.current().getByTestId('find-message');
  }

  hits() {
    return this.app.current().getByTestId('hit');
  }
}

/** 'YYYY-MM' of the month before. */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
