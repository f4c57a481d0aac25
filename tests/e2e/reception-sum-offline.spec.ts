import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

// The offline start needs the service worker (off by default in the browser tests).
test.use({ serviceWorkers: 'allow' });

test("a receptionist's typed row survives a reload while offline and reaches the server when back online", async ({
  app,
  page,
  context,
  server,
}) => {
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  await app.waitForServiceWorker();
  await context.setOffline(true);

  if (app.isPhone) {
    await sum.addCard({ SI: 'SI-7070', Name: 'offline guest' });
  } else {
    const row = await sum.addGridRow();
    await sum.cell(row, 'SI').fill('SI-7070');
    await sum.cell(row, 'name').fill('offline guest');
  }
  if (app.isPhone)
    await expect(app.current().getByTestId('rc-card').filter({ hasText: 'OFFLINE GUEST' })).toBeVisible();

  await expect(app.current().getByTestId('draft-state')).toHaveText('Draft kept on this device');
  await page.reload();
  await expect(sum.title()).toContainText('[EDIT]', { timeout: 20_000 });
  await expect(app.current().getByText('Restored your unsaved changes')).toBeVisible();
  const list = app.current().getByTestId(app.isPhone ? 'rc-cards' : 'rc-grid');
  await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  if (app.isPhone)
    await expect(app.current().getByTestId('rc-card').filter({ hasText: 'OFFLINE GUEST' })).toBeVisible();
  else
    await expect
      .poll(() => page.$$eval('[data-cell$=":SI"] input', (els) => els.map((e) => (e as HTMLInputElement).value)))
      .toContain('SI-7070');

  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const stored = await apiGet<{ data: { content: { SI: string; name: string }[] } }>(
    server.url,
    token,
    `/rc/3/view_sum/${branchDay(0)}`,
  );
  expect(stored.data.content).toEqual(
    expect.arrayContaining([expect.objectContaining({ SI: 'SI-7070', name: 'OFFLINE GUEST' })]),
  );
});
