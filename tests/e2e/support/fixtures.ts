import { test as base, expect, type Page } from '@playwright/test';
import { closeServerHost, startServer, type RunningServer } from './server';

export const PASSWORD = 'sumbook2026';
export { expect };

/** Page model of the shell: sign-in, top bar or menu, bell, user menu. */
export class AppModel {
  constructor(
    readonly page: Page,
    readonly server: RunningServer,
  ) {}

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 0) < 768;
  }

  async signIn(email: string, password = PASSWORD): Promise<void> {
    await this.page.goto('/');
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'SIGN IN' }).click();
  }

  /** Signs in through the form and waits for home: for tests whose subject is the sign-in itself. */
  async signInByForm(email: string): Promise<void> {
    await this.signIn(email);
    await expect(this.welcome()).toBeVisible();
  }

  /**
   * Signs in through the API inside this browser, as the form would leave it: the refresh cookie in the
   * browser's cookie jar and the login marker in localStorage, so the next page.goto opens the app signed
   * in. For tests whose subject is not the sign-in form (the form's own tests use signIn / signInByForm).
   */
  async signInAs(email: string): Promise<void> {
    const res = await this.page.request.post(`${this.server.url}/api/user/login`, {
      data: { email, password: PASSWORD },
    });
    const body = await res.text();
    expect(res.status(), body).toBe(200);
    expect((JSON.parse(body) as { access_token?: string }).access_token, body).toBeTruthy();
    // localStorage needs a page of the app's origin: a small JSON answer is enough.
    if (!this.page.url().startsWith(this.server.url))
      await this.page.goto(`${this.server.url}/api/guider/get_all_guider`);
    await this.page.evaluate(() => localStorage.setItem('sumbook.loggedIn', '1'));
  }

  /** Signed in (through the API) with home shown. */
  async signInHome(email: string): Promise<void> {
    await this.signInAs(email);
    await this.page.goto(`${this.server.url}/home`);
    await expect(this.welcome()).toBeVisible();
  }

  welcome() {
    return this.page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) [data-testid=welcome]');
  }

  /** The visible page (Ionic keeps hidden pages in the DOM). */
  current() {
    return this.page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden)');
  }

  async tabLabels(): Promise<string[]> {
    if (this.isPhone) {
      await this.current().getByRole('button', { name: 'Open menu' }).click();
      const menu = this.page.getByTestId('menu-tabs');
      await expect(menu).toBeVisible();
      const labels = await menu.locator('ion-item ion-label, ion-item-divider').allInnerTexts();
      // close() answers false while the menu is still animating open: try again until it is shut.
      await expect(async () => {
        await this.page.locator('ion-menu').evaluate((m) => (m as HTMLElement & { close(): Promise<boolean> }).close());
        await expect(menu).toBeHidden({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      return labels.slice(1).map((l) => l.trim());
    }
    const bar = this.current().getByTestId('top-tabs');
    const shown = (await bar.locator('ion-button').allInnerTexts()).map((l) => l.replace('▾', '').trim());
    if (!shown.includes('MORE')) return shown;
    // Tabs that do not fit the bar are in the "MORE" menu: its groups' names and its single tabs.
    await bar.getByRole('button', { name: 'MORE' }).click();
    const more = this.page.locator('ion-popover:not(.overlay-hidden)');
    await expect(more).toBeVisible();
    const rest = await more.locator('ion-list > ion-item ion-label, ion-item-divider').allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(more).toBeHidden();
    return [...shown.filter((l) => l !== 'MORE'), ...rest.map((l) => l.trim())];
  }

  /** Opens a tab of the menu (phones) or of the top bar, through its group or "MORE" when it is in one. */
  async openTab(label: string): Promise<void> {
    if (this.isPhone) {
      await this.current().getByRole('button', { name: 'Open menu' }).click();
      await this.page.getByTestId('menu-tabs').getByText(label, { exact: true }).click();
      return;
    }
    const bar = this.current().getByTestId('top-tabs');
    const direct = bar.getByRole('button', { name: label, exact: true });
    if (await direct.isVisible()) return direct.click();
    await bar.getByRole('button', { name: 'MORE' }).click();
    await this.page.locator('ion-popover:not(.overlay-hidden) ion-item').getByText(label, { exact: true }).click();
  }

  bellCount() {
    return this.current().getByTestId('bell-count');
  }

  async openUserMenu(): Promise<void> {
    await this.current().getByRole('button', { name: 'User menu' }).click();
  }

  async logOut(): Promise<void> {
    await this.openUserMenu();
    await this.page.locator('ion-popover').getByText('Log out').click();
    await expect(this.page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  }

  /** Waits until the service worker controls the page (the shell is precached). */
  async waitForServiceWorker(): Promise<void> {
    await this.page
      .waitForFunction(
        async () => {
          const reg = await navigator.serviceWorker.ready;
          return !!reg.active && !!navigator.serviceWorker.controller;
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch(async () => {
        await this.page.reload();
        await this.page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
      });
  }
}

/**
 * Each test's server, started while the test before it runs: a test takes the one waiting (a fresh copy of
 * the seeded folder all the same) and the next one starts at once. A used server stops in the background;
 * the worker waits for all of them at its end.
 */
class SpareServer {
  private next: Promise<RunningServer> | null = null;
  private stopping: Promise<void>[] = [];
  take(): Promise<RunningServer> {
    const taken = this.next ?? startServer();
    this.next = startServer();
    this.next.catch(() => undefined);
    return taken;
  }
  release(server: RunningServer): void {
    this.stopping.push(server.stop().catch(() => undefined));
  }
  async close(): Promise<void> {
    const last = await this.next?.catch(() => null);
    await Promise.all([last?.stop(), ...this.stopping]);
    closeServerHost();
  }
}

/** Every page of every browser test runs under the server's Content-Security-Policy: a refusal fails the test. */
export const test = base.extend<
  { server: RunningServer; app: AppModel; cspGuard: void; ionicAnimations: boolean },
  { spare: SpareServer }
>({
  cspGuard: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('Content Security Policy')) refused.push(m.text());
      });
      await use();
      expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  // Ionic's page and overlay animations off (Ionic reads window.Ionic.config before setupIonicReact's), unless a
  // spec turns them on with test.use({ ionicAnimations: true }).
  ionicAnimations: [false, { option: true }],
  context: async ({ context, ionicAnimations }, use) => {
    if (!ionicAnimations)
      await context.addInitScript(() => {
        (window as unknown as { Ionic: unknown }).Ionic = { config: { animated: false } };
      });
    await use(context);
  },
  spare: [
    async ({}, use) => {
      const spare = new SpareServer();
      await use(spare);
      await spare.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ spare }, use) => {
    const server = await spare.take();
    await use(server);
    spare.release(server);
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  app: async ({ page, server }, use) => {
    await use(new AppModel(page, server));
  },
});

/** Signs in through the API (for checks of what the server holds). */
export async function apiLogin(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export async function apiGet<T>(url: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}
