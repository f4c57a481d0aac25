import { chromium } from '@playwright/test';
const [url, email, out, w, h, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1 });
await page.goto(url + '/');
if (email !== '-') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('sumbook2026');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForSelector('[data-testid=welcome]');
  if (path) { await page.goto(url + path); await page.waitForTimeout(1500); }
}
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
