import type { Locator } from '@playwright/test';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

// The offline start needs the service worker (off by default in the browser tests).
test.use({ serviceWorkers: 'allow' });

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'the phone flow (390x844)');

interface Stored {
  msg?: string;
  data?: { revision: number; content: Record<string, unknown>[] };
}

/** Types a field key by key (as people do) and leaves it for the next one. */
async function typeIn(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

test('offline edits, an auto-save and SAVE REPORT reach the server once, as last seen, and the status follows the server', async ({
  app,
  page,
  context,
  server,
}) => {
  test.slow(); // a long offline flow on a shared machine
  const sum = new SumPage(page, app);
  const status = app.current().getByTestId('draft-state');
  const outbox = app.current().getByTestId('outbox-count');
  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const read = () => apiGet<Stored>(server.url, token, `/rc/3/view_sum/${branchDay(0)}`);
  const before = (await read()).data?.revision ?? 0;

  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  if (before === 0) await expect(status).toHaveText('Not saved yet');
  await app.waitForServiceWorker();
  await context.setOffline(true);

  await typeIn(app.current().getByLabel('Maker'), 'Lan'); // edit 1 (left when the sheet opens)
  await app.current().getByRole('button', { name: 'Add New Tab' }).last().click(); // edit 2
  const sheet = page.getByTestId('row-sheet');
  await expect(sheet).toBeVisible();
  const field = (label: string) => sheet.getByLabel(label, { exact: true });
  await typeIn(field('SI'), 'SI-8412'); // 3
  await typeIn(field('Name'), 'ito naoki'); // 4
  await typeIn(field('Company'), 'debora travel'); // 5
  await typeIn(field('Room'), '412'); // 6: "4", "41", "412" is one edit
  await typeIn(field('Action'), 'late checkout'); // 7
  // Keystrokes are no edits: nothing was auto-saved while typing.
  await expect(outbox).toHaveCount(0);
  await typeIn(field('Breakfast'), '50000'); // 8
  await typeIn(field('Sauna'), '70000'); // 9
  await typeIn(field('Massage'), '90000'); // 10, left when Expense is clicked: the auto-save
  await typeIn(field('Expense'), 'taxi');
  await expect(outbox).toHaveText('1');
  await typeIn(field('Currency'), 'VND'); // 11 and 12: after the auto-save
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(status).toHaveText('Draft kept on this device');

  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(status).toHaveText('Waiting to be sent');
  await expect(outbox).toHaveText('1'); // collapsed into the auto-save

  await page.reload();
  await expect(sum.title()).toContainText('[EDIT]', { timeout: 20_000 });
  await expect(app.current().getByText('Restored your unsaved changes')).toBeVisible();
  await expect(status).toHaveText('Waiting to be sent');
  const cards = app.current().getByTestId('rc-cards');
  await cards.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(app.current().getByTestId('rc-card').filter({ hasText: 'ITO NAOKI' })).toBeVisible();

  await context.setOffline(false);
  await expect(outbox).toHaveCount(0, { timeout: 20_000 });
  await expect(status).toHaveText('All changes saved');
  await expect(app.current().getByText('Restored your unsaved changes')).toHaveCount(0);
  await expect(page.getByText("Can't SAVE report")).toHaveCount(0);
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toHaveCount(0);

  const stored = await read();
  expect(stored.data?.revision).toBe(before + 1); // one collapsed save: one revision
  const rows = (stored.data?.content ?? []).filter((r) => r.SI === 'SI-8412');
  expect(rows).toEqual([
    expect.objectContaining({
      name: 'ITO NAOKI',
      company: 'debora travel',
      room: '412',
      action: 'late checkout',
      exp: 'taxi',
      exp_rate_type: 'VND',
      breakfast: 50000,
      sauna: 70000,
      massage: 90000,
    }),
  ]);

  await page.reload();
  await expect(sum.title()).toContainText('[EDIT]', { timeout: 20_000 });
  await expect(status).toHaveText('All changes saved');
  await expect(app.current().getByText('Restored your unsaved changes')).toHaveCount(0);
  await expect(sum.button(/SAVE REPORT/)).not.toContainText('•');
});
