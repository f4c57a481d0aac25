import { expect, test } from '../support/fixtures';

test('debug', async ({ app, page }) => {
  test.skip(app.isPhone);
  page.on('console', (m) => {
    if (m.text().startsWith('T ')) console.log(m.text());
  });
  await app.signInHome('supervisor.tvl1@sumbook.test');
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    await page.goto('/manager_expected');
    await expect(app.current().getByTestId('expected-title')).toBeVisible({ timeout: 60000 });
    const t1 = Date.now();
    const perf = await page.evaluate(() =>
      JSON.stringify(
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('get_expected'))
          .map((e) => [Math.round(e.startTime), Math.round(e.duration)]),
      ),
    );
    console.log('title after', t1 - t0, perf, await page.evaluate(() => Math.round(performance.now())));
  }
});
