// The screen tour's checks (tests/e2e/screen-tour*.spec.ts): every screen, as the role that uses it.
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AppModel } from './fixtures';

/**
 * Serious or critical axe findings (WCAG 2.x A and AA, 2.2 AA), as "rule: target" lines. Only violations are
 * detailed (`resultTypes`): axe then skips the node lists of what passed, about a third of its time per screen.
 * Axe runs in the page itself (legacy mode): the default sends every node's partial result out of the page and
 * finishes in a second, blank page, which took 6-7 s on a tablet's month grid of 1,900 elements against 0.9 s
 * here, with the same rules and findings. The app has no cross-origin frame, the one thing legacy mode skips.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa'] }, resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}${process.env.TOUR_LOG ? ` ${n.failureSummary}` : ''}`),
    );
}

/** The visible page, settled: its header shown, its lazy code and first data loaded (no spinner left). */
export async function settle(app: AppModel, ready?: string): Promise<void> {
  // Signed out, the sign-in bundle draws its pages without the router outlet.
  const signedIn = await app.page.evaluate(() => localStorage.getItem('sumbook.loggedIn') === '1');
  const current = signedIn ? app.current() : app.page.locator('ion-content, form').first();
  await expect(current).toBeVisible();
  if (ready) await expect(current.getByText(ready, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(app.page.locator('ion-spinner:visible, ion-skeleton-text:visible, ion-loading:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** Sideways scrolling of the document, in px (0 when none). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Primary actions and checkboxes under 44×44 px (phones): the page's action bar (`role=toolbar` strips of
 * report actions), its footer's buttons, the floating "+" and every row checkbox.
 */
export function smallTargets(app: AppModel): Promise<string[]> {
  return app
    .current()
    .locator(
      '[role=toolbar] ion-button, ion-footer ion-button, ion-fab-button, ion-checkbox, input[type=checkbox]:not([hidden])',
    )
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') return [];
        if (r.width >= 43.5 && r.height >= 43.5) return [];
        const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30);
        return [`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`];
      }),
    );
}

/** The header title cut short (its text wider than its box), or '' when it fits. */
export function cutTitle(app: AppModel): Promise<string> {
  return app
    .current()
    .locator('ion-header ion-title')
    .evaluateAll((els) =>
      els
        .map((el) => {
          const inner = el.shadowRoot?.querySelector('.toolbar-title') ?? el;
          return inner.scrollWidth > inner.clientWidth ? (el.textContent ?? '').trim() : '';
        })
        .join(''),
    );
}

/** A toast drawn over the header's bar (its title or buttons), or '' when none. */
export function toastOverHeader(app: AppModel): Promise<string> {
  return app.page.evaluate(() => {
    const bars = Array.from(
      document.querySelectorAll('ion-router-outlet > .ion-page:not(.ion-page-hidden) ion-header ion-toolbar'),
    );
    const toasts = [
      ...Array.from(document.querySelectorAll('[data-testid=toast]')),
      ...Array.from(document.querySelectorAll('ion-toast:not(.overlay-hidden)')).map(
        (t) => t.shadowRoot?.querySelector('.toast-wrapper') ?? t,
      ),
    ];
    for (const t of toasts) {
      const box = t.getBoundingClientRect();
      if (!box.height) continue;
      for (const bar of bars) {
        if (bar.contains(t)) continue; // a status line the bar itself holds takes its own space
        const r = bar.getBoundingClientRect();
        if (box.top < r.bottom - 1 && box.bottom > r.top + 1) return (t.textContent ?? 'toast').trim();
      }
    }
    return '';
  });
}

/**
 * Keys a screen asked lib/i18n for that no catalog holds (`ns:key`). The app records every key its loaded catalog
 * lacked; English ships only its plural forms (vite.config.ts), so each is checked here against the English file.
 */
export async function missingKeys(page: Page): Promise<string[]> {
  const asked = await page.evaluate(() => [
    ...((window as unknown as { __missingKeys?: Set<string> }).__missingKeys ?? []),
  ]);
  return asked.filter((entry) => {
    const [ns, key] = [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)];
    const file = new URL(`../../../src/locales/en/${ns}.json`, import.meta.url);
    const english = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    return !(key in english || `${key}_other` in english);
  });
}
