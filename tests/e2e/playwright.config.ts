import { defineConfig, devices } from '@playwright/test';
import { launchOptions as chromium } from './support/browser';

// Each test starts its own server on a free port with a fresh data folder (see support/fixtures.ts).
export default defineConfig({
  testDir: '.',
  globalSetup: './support/global-setup.ts',
  outputDir: '../../test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // No service worker by default: it would precache the whole build in every test's fresh browser. The specs
  // of the offline start and the outbox after a reload turn it on (test.use({ serviceWorkers: 'allow' })).
  use: {
    launchOptions: chromium,
    // A trace costs CPU in every test (a screencast and DOM snapshots); CI keeps no files to open it from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    // A test tagged @tablet or @phone runs at that size only (where the other size would prove the same).
    {
      name: 'phone',
      grepInvert: /@tablet\b/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
    {
      name: 'tablet',
      grepInvert: /@phone\b/,
      use: {
        viewport: { width: 820, height: 1180 },
        deviceScaleFactor: Number(process.env.PW_DPR ?? 2),
        isMobile: false,
        hasTouch: true,
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
});
