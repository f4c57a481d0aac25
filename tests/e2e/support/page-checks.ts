// Checks a person would make of any screen, shared by the browser specs.
import type { Page } from '@playwright/test';
import { expect, type AppModel } from './fixtures';

/** Screens for review when SHOTS_DIR is set (not kept by default). */
export async function shot(page: Page, app: AppModel, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${app.isPhone ? 'phone' : 'tablet'}.png`, fullPage: true });
}

/**
 * A picture for a person to look at, not a check: taken only when SHOTS_DIR names a folder, and saved there. Each
 * costs about 0.7 s of CPU at these pixel ratios; taken in every run they were 2-3 minutes of the browser phase.
 */
export async function picture(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await target.screenshot({ path: `${dir}/${name}`, ...options });
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}
