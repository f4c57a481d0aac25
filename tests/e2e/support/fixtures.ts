import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';

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

  async signInHome(email: string): Promise<void> {
    await this.signIn(email);
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
    return (await this.current().getByTestId('top-tabs').locator('ion-button').allInnerTexts()).map((l) =>
      l.replace('▾', '').trim(),
    );
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

/** Every page of every browser test runs under the server's Content-Security-Policy: a refusal fails the test. */
export const test = base.extend<{ server: RunningServer; app: AppModel; cspGuard: void }>({
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
  server: async ({}, use) => {
    const server = await startServer();
    await use(server);
    await server.stop();
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
