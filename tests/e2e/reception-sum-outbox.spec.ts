import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

// The offline start needs the service worker (off by default in the browser tests).
test.use({ serviceWorkers: 'allow' });

test('two saves and a send made offline become one save and one send, and both reach the server without a conflict @tablet', async ({
  app,
  page,
  context,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): the subject is the outbox; reception-sum-offline.spec.ts types offline at both sizes.
  test.slow(); // a long offline flow on a shared machine
  const sum = new SumPage(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  await app.waitForServiceWorker();
  await context.setOffline(true);

  await sum.addGuest('SI-7101', 'first offline guest');
  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');

  await sum.addGuest('SI-7102', 'second offline guest');
  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');

  await sum.button('SEND REPORT').click();
  await sum.confirm('SEND REPORT', 'Send', 'Sent while offline');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('2');

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(sum.title()).toContainText('[VIEW]');
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toHaveCount(0);

  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const stored = await apiGet<{ data: { edit: boolean; content: { SI: string; name: string }[] } }>(
    server.url,
    token,
    `/rc/3/view_sum/${branchDay(0)}`,
  );
  expect(stored.data.edit).toBe(false);
  expect(stored.data.content).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ SI: 'SI-7101', name: 'FIRST OFFLINE GUEST' }),
      expect.objectContaining({ SI: 'SI-7102', name: 'SECOND OFFLINE GUEST' }),
    ]),
  );
});
