import { expect, type Page } from '@playwright/test';
import type { AppModel } from './fixtures';
import type { Row } from '../../api/rc-support';

/** Reads a figure shown with thousand separators. */
export const figure = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

export function branchDay(offsetDays = 0, timeZone = 'Asia/Ho_Chi_Minh'): string {
  const d = new Date(Date.now() + offsetDays * 86400000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Page model of the reception sum. */
export class SumPage {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  title() {
    return this.app.current().getByTestId('rc-title');
  }
  total(label: string) {
    return this.app.current().getByTestId(`total-${label}`).locator('strong');
  }
  async totalValue(label: string): Promise<number> {
    return figure(await this.total(label).textContent());
  }
  button(name: string | RegExp) {
    return this.app.current().getByRole('button', { name });
  }

  /** Runs a sum action: its button when shown, else through "More actions" (phones keep the main ones only). */
  async action(name: string): Promise<void> {
    const bar = this.app.current().getByRole('toolbar', { name: 'Sum actions' });
    const button = bar.getByRole('button', { name, exact: true });
    if (await button.count()) {
      await button.click();
      return;
    }
    await bar.getByRole('button', { name: 'More actions' }).click();
    const sheet = this.page.locator('ion-action-sheet:not(.overlay-hidden)');
    await sheet.getByRole('button', { name, exact: true }).click();
    await expect(sheet).toBeHidden();
  }

  async open(path = '/reception_sum'): Promise<void> {
    await this.page.goto(path);
    await expect(this.title()).toBeVisible({ timeout: 20_000 });
  }

  /** Tablet: adds a row and answers the grid index of its cells. */
  async addGridRow(): Promise<number> {
    await this.button('Add New Tab').click();
    const cell = this.page.locator('[data-cell]:has(input:focus)');
    await expect(cell).toHaveCount(1);
    return Number((await cell.getAttribute('data-cell'))?.split(':')[0]);
  }

  cell(index: number, key: string) {
    return this.page.locator(`[data-cell="${index}:${key}"] input`);
  }

  /** Phone: adds a row through the + button and fills fields of the sheet by their labels. */
  async addCard(fields: Record<string, string>): Promise<void> {
    await this.app.current().getByRole('button', { name: 'Add New Tab' }).last().click();
    const sheet = this.page.getByTestId('row-sheet');
    await expect(sheet).toBeVisible();
    for (const [label, value] of Object.entries(fields)) await sheet.getByLabel(label, { exact: true }).fill(value);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
  }

  /** Adds a service-invoice row with a guest name: a card on a phone, a grid row on a tablet. */
  async addGuest(si: string, name: string): Promise<void> {
    if (this.app.isPhone) {
      await this.addCard({ SI: si, Name: name });
      return;
    }
    const row = await this.addGridRow();
    await this.cell(row, 'SI').fill(si);
    await this.cell(row, 'name').fill(name);
  }

  async confirm(header: string, button: string, input?: string): Promise<void> {
    const alert = this.page.locator('ion-alert:not(.overlay-hidden)').filter({ hasText: header });
    await expect(alert).toBeVisible();
    if (input !== undefined) await alert.locator('textarea').fill(input);
    await alert.getByRole('button', { name: button }).click();
  }

  toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
}

/** Saves and sends HBT1's reception sum of `day` through the API (the accountant sum of the day is made from it). */
export async function sentReceptionSum(url: string, token: string, day: string, content: Row[]): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const saved = await fetch(`${url}/api/rc/3/up_sum`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ day, version: 1, revision: 0, maker: 'Do Van Long', note: '', content }),
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const { data } = (await saved.json()) as { data: { revision: number } };
  const sent = await fetch(`${url}/api/user/sent_mail_rc_sum/3`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ day, version: 1, revision: data.revision, note: '' }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
}
