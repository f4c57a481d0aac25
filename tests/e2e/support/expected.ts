import { expect, type Page } from '@playwright/test';
import type { ExpectedCellAnswer, ExpectedMonth } from '../../../src/contract/expected';
import { branchToday } from '../../../src/domain/branches';
import { apiLogin, type AppModel } from './fixtures';

/** Page model of /manager_expected: the tablet grid, the phone day cards, the editors around them. */
export class ExpectedModel {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  private get here() {
    return this.app.current();
  }

  async open(path = '/manager_expected'): Promise<void> {
    await this.page.goto(path);
    await expect(this.here.getByTestId('expected-load')).toBeVisible({ timeout: 20_000 });
  }
  title() {
    return this.here.getByTestId('expected-title');
  }
  /** Waits for the loaded plan's title (a month of 40 to 52 rooms takes a moment on a busy machine). */
  async loaded(text: string | RegExp): Promise<void> {
    await expect(this.title()).toHaveText(text, { timeout: 40_000 });
  }
  saveState() {
    return this.here.getByTestId('expected-save-state');
  }
  toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
  alert() {
    return this.page.locator('ion-alert:not(.overlay-hidden)');
  }
  /** Answers the open confirmation with its button. */
  async confirm(button: string): Promise<void> {
    await this.alert().getByRole('button', { name: button }).click();
    await expect(this.alert()).toHaveCount(0);
  }

  // Tablet
  cell(room: string, day: number) {
    return this.here.getByTestId(`cell-${room}-${day}`);
  }
  dayHead(day: number) {
    return this.here.getByTestId(`day-head-${day}`);
  }
  foot(row: 'total-rate' | 'rooms-sold' | 'capacity', day: number) {
    return this.here
      .getByTestId(`foot-${row}`)
      .locator('td')
      .nth(day - 1);
  }
  editor() {
    return this.page.locator('ion-popover.ex-pop:not(.overlay-hidden)');
  }
  quickEdit() {
    return this.page.locator('ion-modal.ex-quick-modal:not(.overlay-hidden)');
  }
  conflict() {
    return this.page.locator('ion-modal.ex-conflict:not(.overlay-hidden)');
  }

  // Phone
  dayCard() {
    return this.here.getByTestId('day-card');
  }
  rate(room: string) {
    return this.dayCard().getByLabel(`Rate ${room}`);
  }

  /** Types a rate into a number input: focused first (it shows the raw figure then), then replaced. */
  async typeRate(input: ReturnType<Page['locator']>, value: string): Promise<void> {
    await input.focus();
    await input.fill(value);
  }
}

/** This month at the branch, YYYY-MM, and today's day. */
export function branchMonth(branch: number): { month: string; today: number } {
  const today = branchToday(branch);
  return { month: today.slice(0, 7), today: Number(today.slice(8, 10)) };
}

/** The plan as the server holds it (get_expected), read as the given user. */
export async function serverPlan(url: string, email: string, branch: number, month: string) {
  const token = await apiLogin(url, email);
  const res = await fetch(`${url}/api/expected/${branch}/get_expected/${month}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { msg: string; data: ExpectedMonth };
  const cell = (room: string, day: number): ExpectedCellAnswer | undefined =>
    body.data.cells.find((c) => c.room === room && c.day === day);
  /** The rooms whose cell of `day` is empty (no rate, no comment): the demo plan fills the days booked so far. */
  const emptyRooms = (day: number): string[] =>
    body.data.rooms.map((r) => r.number).filter((room) => !cell(room, day)?.rate && !cell(room, day)?.comment);
  return { msg: body.msg, plan: body.data, cell, emptyRooms };
}

/** A cell written as another user would (update_expected): answers the HTTP status. */
export async function writeCellAs(
  url: string,
  email: string,
  branch: number,
  body: { monthEx: string; room: string; day: number; rate: number; comment: string; baseRev?: number },
): Promise<number> {
  const token = await apiLogin(url, email);
  const res = await fetch(`${url}/api/expected/${branch}/update_expected`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'both', ...body }),
  });
  return res.status;
}

/** No sideways scrolling: the page is not wider than the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    document.scrollingElement?.clientWidth ?? 0,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A sideways swipe on an element (touch events, as a finger would make them). */
export async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  await page.locator(selector).evaluate((el, move) => {
    const box = el.getBoundingClientRect();
    const y = box.top + 200;
    const x0 = box.left + box.width / 2 - move / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
    el.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0)], changedTouches: [touch(x0)] }),
    );
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x0 + move)] }));
  }, dx);
}
