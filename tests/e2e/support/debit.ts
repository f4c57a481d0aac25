import { expect, type Page } from '@playwright/test';
import { apiLogin, type AppModel } from './fixtures';

/** The year of 40 days ago: its whole year always holds a few months of the demo debit book. */
export const demoYear = (): string => new Date(Date.now() - 40 * 86400000).toISOString().slice(0, 4);

/** Page model of the debit screens (/az_debit, /reception_debit, /acc_debit). */
export class DebitModel {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  private get here() {
    return this.app.current();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.ok()).toBeVisible({ timeout: 20_000 });
  }

  ok() {
    return this.here.getByTestId('debit-ok');
  }
  title() {
    return this.here.getByTestId('debit-title');
  }
  toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
  alert() {
    return this.page.locator('ion-alert:not(.overlay-hidden)');
  }

  /** Unfolds the pickers when a load folded them into the title. */
  async showPickers(): Promise<void> {
    const unfold = this.here.getByRole('button', { name: 'Show the pickers' });
    if (await unfold.count()) await unfold.click();
    await expect(this.here.getByLabel('Month', { exact: true })).toBeVisible();
  }

  /** Picks the year and month ('00': the whole year), and loadBy on /acc_debit, then OK. */
  async load(opts: { year?: string; month?: string; loadBy?: string } = {}): Promise<void> {
    await this.showPickers();
    if (opts.year) await this.here.getByLabel('Year', { exact: true }).selectOption(opts.year);
    if (opts.month) await this.here.getByLabel('Month', { exact: true }).selectOption(opts.month);
    if (opts.loadBy) await this.here.getByLabel('Load by').selectOption(opts.loadBy);
    await this.ok().click();
  }

  /** Picks an area in the Area select (roles 7, 1, 8). */
  async pickArea(name: string): Promise<void> {
    await this.showPickers();
    await this.here.locator('ion-select.sb-picker').first().click();
    await this.page.locator('ion-popover:not(.overlay-hidden) ion-radio').filter({ hasText: name }).click();
    await expect(this.page.locator('ion-popover:not(.overlay-hidden)')).toHaveCount(0);
  }

  /** Picks a branch by name in the Branch select (roles that pick one). */
  async pickBranch(name: string): Promise<void> {
    await this.showPickers();
    // The branch select comes after the area select (BranchPicker).
    await this.here.locator('ion-select.sb-picker').last().click();
    await this.page.locator('ion-popover:not(.overlay-hidden) ion-radio').filter({ hasText: name }).click();
    await expect(this.page.locator('ion-popover:not(.overlay-hidden)')).toHaveCount(0);
  }

  async type(t: 'RC' | 'ACC' | 'ALL'): Promise<void> {
    const radio = this.here.getByRole('radio', { name: t, exact: true });
    // Right after OK the pickers fold into the title and the radio moves up: a click aimed during that move can
    // land beside it (seen once), so the check is tried again until the radio is checked.
    await expect(async () => {
      await radio.check({ force: true, timeout: 2000 });
    }).toPass({ timeout: 10_000 });
  }

  async search(text: string): Promise<void> {
    const input = this.here.locator('ion-searchbar input');
    await input.fill(text);
  }

  tab(name: 'LIST' | 'AGING' | 'DEBIT AREA' | 'PAID AREA') {
    return this.here.locator('ion-segment-button').filter({ hasText: name });
  }
  area(name: 'DEBIT AREA' | 'PAID AREA') {
    return this.here.getByRole('region', { name });
  }
  rows(scope = this.here) {
    return scope.getByTestId('debit-row');
  }
  cards() {
    return this.here.getByTestId('debit-card');
  }
  sheet() {
    return this.page.locator('ion-modal.db-sheet:not(.overlay-hidden)');
  }
  payment() {
    return this.page.locator('ion-modal.db-pay:not(.overlay-hidden)');
  }
}

export interface ApiLine {
  id: number;
  rev: number;
  hi: string;
  si: string;
  note: string;
  company: string;
  paid: string;
  log: string[];
}

/** A line of a branch's book as the server holds it now (found by its hotel or service invoice number). */
export async function serverLine(
  url: string,
  email: string,
  branch: number,
  invoice: string,
  acc = false,
): Promise<ApiLine> {
  const token = await apiLogin(url, email);
  const path = acc
    ? `/acc/debit/${branch}/view_debit_by_rc/${demoYear()}/00?q=${invoice}&limit=50`
    : `/rc/${branch}/view_debit/ALL/${demoYear()}?q=${invoice}&limit=50`;
  const res = await fetch(`${url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { rows: ApiLine[] } };
  const line = body.data.rows.find((r) => r.hi === invoice || r.si === invoice);
  if (!line) throw new Error(`no line ${invoice}`);
  return line;
}

/** Changes a line as another user would (PATCH with its present rev). */
export async function changeAs(
  url: string,
  email: string,
  branch: number,
  path: string,
  body: object,
): Promise<number> {
  const token = await apiLogin(url, email);
  const res = await fetch(`${url}/api/rc/${branch}/${path}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}
