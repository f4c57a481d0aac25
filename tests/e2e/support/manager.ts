import { expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, PASSWORD, type AppModel } from './fixtures';
import { branchDay } from './rc';

export { branchDay, PASSWORD };

/** Reads a figure shown with thousand separators ("1,250,000 VND" -> 1250000). */
export const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * Sends the reception sum of a day through the API as the branch's receptionist (the demo keeps today's
 * sum being edited), so the manager report of that day can be made.
 */
export async function sendReceptionSum(url: string, email: string, branch: number, day: string): Promise<void> {
  const token = await apiLogin(url, email);
  const sum = await apiGet<{ msg: string; data?: { version: number; revision: number; edit: boolean } }>(
    url,
    token,
    `/rc/${branch}/view_sum/${day}`,
  );
  if (!sum.data?.edit) return;
  const res = await fetch(`${url}/api/user/sent_mail_rc_sum/${branch}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ day, version: sum.data.version, revision: sum.data.revision, note: '' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Page model of the manager sum and the manager total. */
export class ManagerPage {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  title() {
    return this.app.current().getByTestId('man-title');
  }
  figure(id: 'today-sales' | 'total-profit' | 'capacity') {
    return this.app.current().getByTestId(id);
  }
  async figureValue(id: 'today-sales' | 'total-profit' | 'capacity'): Promise<number> {
    return figure(await this.figure(id).textContent());
  }
  section(key: 'hotel' | 'massage' | 'other') {
    return this.app.current().getByTestId(`section-${key}`);
  }
  button(name: string | RegExp) {
    return this.app.current().getByRole('button', { name });
  }
  toast(text: string | RegExp) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
  alert() {
    return this.page.locator('ion-alert:not(.overlay-hidden)');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.title()).toBeVisible({ timeout: 20_000 });
  }

  /** Answers a confirmation: its OK button, with the text typed into its box when given. */
  async confirm(header: string, ok: string, text?: string): Promise<void> {
    const dialog = this.alert();
    await expect(dialog.locator('.alert-title')).toHaveText(header);
    if (text !== undefined) await dialog.locator('textarea').fill(text);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog).toBeHidden();
  }

  /** The page scrolls up and down only: nothing is wider than the screen. */
  async expectNoSidewaysScroll(): Promise<void> {
    const [scroll, client] = await this.page.evaluate(() => {
      const el = document.scrollingElement ?? document.documentElement;
      return [el.scrollWidth, el.clientWidth];
    });
    expect(scroll).toBeLessThanOrEqual(client);
    // Ionic scrolls inside ion-content: its scroll box must not be wider than the screen either.
    const inner = await this.app
      .current()
      .locator('ion-content')
      .evaluate(async (c) => {
        const box = await (c as HTMLElement & { getScrollElement(): Promise<HTMLElement> }).getScrollElement();
        return [box.scrollWidth, box.clientWidth];
      });
    expect(inner[0]).toBeLessThanOrEqual(inner[1]);
  }
}
