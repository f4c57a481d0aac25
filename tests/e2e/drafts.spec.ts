import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

type Stored = {
  data: {
    version: number;
    revision: number;
    maker: string;
    note: string;
    content: { ID: string; SI: string; name: string }[];
  };
};

test('a draft set aside after someone else saved is listed, compared with the server, restored into the sum and saved; a draft can be discarded @tablet', async ({
  app,
  page,
  server,
}) => {
  test.slow(); // several loads and saves on a shared machine
  const sum = new SumPage(page, app);
  const day = branchDay(0);
  await app.signInAs('reception.hbt1@sumbook.test');
  await sum.open();
  await expect(sum.title()).toContainText('[EDIT]');
  await sum.addGuest('SI-7201', 'draft guest');
  await expect(app.current().getByTestId('draft-state')).toHaveText('Draft kept on this device');

  // Someone saves the same sum from another device: the draft now stands on an older save.
  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const stored = await apiGet<Stored>(server.url, token, `/rc/3/view_sum/${day}`);
  const renamed = stored.data.content[1];
  const content = stored.data.content.map((r) => (r.ID === renamed.ID ? { ...r, name: 'RENAMED ELSEWHERE' } : r));
  const saved = await fetch(`${server.url}/api/rc/3/up_sum`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      day,
      version: stored.data.version,
      revision: stored.data.revision,
      maker: stored.data.maker || 'Other device',
      note: stored.data.note,
      content,
    }),
  });
  expect(saved.status).toBe(200);

  await page.reload();
  const notice = page.locator('ion-alert:not(.overlay-hidden)').filter({ hasText: 'separate copy' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: 'OK' }).click();

  await app.openUserMenu();
  await page.locator('ion-popover').getByText('Drafts on this device').click();
  const item = page.getByTestId('draft-item').filter({ hasText: `RC SUM · HBT1 ${day}` });
  await expect(item).toContainText('Set aside after a conflict');
  await expect(item).toContainText(`${stored.data.content.length + 1} rows`);
  await item.getByRole('button', { name: 'Compare with server' }).click();
  await expect(item.getByTestId('diff-added')).toContainText('SI-7201 · DRAFT GUEST');
  await expect(item.getByTestId('diff-changed')).toContainText('name: RENAMED ELSEWHERE →');
  await expect(item.getByTestId('diff-removed')).toHaveCount(0);

  await item.getByRole('button', { name: 'Restore into RC SUM' }).click();
  await expect(app.current().getByText('Restored your unsaved changes')).toBeVisible({ timeout: 20_000 });
  // The request leaves the address, so a later reload does not ask again.
  await expect(page).toHaveURL(new RegExp(`/reception_sum/3/${day}/current$`));
  await sum.button(/SAVE REPORT/).click();
  await sum.confirm('SAVE REPORT', 'Save');
  await expect(sum.toast('SUCCESS SAVE DATA')).toBeVisible();
  const after = await apiGet<Stored>(server.url, token, `/rc/3/view_sum/${day}`);
  expect(after.data.content).toEqual(
    expect.arrayContaining([expect.objectContaining({ SI: 'SI-7201', name: 'DRAFT GUEST' })]),
  );

  await sum.addGuest('SI-7202', 'to be discarded');
  await expect(app.current().getByTestId('draft-state')).toHaveText('Draft kept on this device');
  await app.openUserMenu();
  await page.locator('ion-popover').getByText('Drafts on this device').click();
  let draft = page.getByTestId('draft-item').filter({ hasText: 'Unsaved changes' });
  await expect(draft).toHaveCount(1);
  await expect(page.getByTestId('draft-item').filter({ hasText: 'Set aside' })).toHaveCount(0);
  // Restoring into the sum already open loads it again with the draft.
  await draft.getByRole('button', { name: 'Restore into RC SUM' }).click();
  await expect(page).toHaveURL(new RegExp(`/reception_sum/3/${day}/current$`));
  await expect(page.locator('[data-testid=toast]').filter({ hasText: 'SUCCESS LOAD DATA FROM SERVER' })).toBeVisible();
  await expect(app.current().getByText('Restored your unsaved changes')).toBeVisible();

  await app.openUserMenu();
  await page.locator('ion-popover').getByText('Drafts on this device').click();
  draft = page.getByTestId('draft-item').filter({ hasText: 'Unsaved changes' });
  await expect(draft).toHaveCount(1);
  await draft.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.locator('ion-alert:not(.overlay-hidden)').filter({ hasText: 'Discard these unsaved changes' });
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('No drafts on this device')).toBeVisible();
});
