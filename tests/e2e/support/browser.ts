import { existsSync } from 'node:fs';

const FULL_BROWSER = '/usr/bin/chromium';
// Debian's chromium-headless-shell when installed (.ci/run installs it): the same Chromium (version, Blink, V8)
// without the desktop browser around it (window, tabs, profile services); Playwright runs it for headless tests
// too. A browser test costs about a third less CPU than in the full browser. Otherwise Debian's chromium.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The browser every test runs in (CHROMIUM_PATH names another). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
};

/**
 * The full browser, for what the headless shell cannot show: it answers every notification permission 'denied'
 * (as if the user had blocked them), so a prompt that waits for the browser's 'default' never appears there.
 */
export const fullBrowserLaunchOptions = { executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER, args: ARGS };
