import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { changeAs, DebitModel, demoYear, serverLine } from './support/debit';
import { picture } from './support/page-checks';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'tablet scenario');

const PAYMENT_NEEDED = 'Please input a guest payment (cash, card or transfer) before Paid';

test('the accountant finds an open debit, is asked for a guest payment, marks it paid and reads the new history line', async ({
  app,
  page,
  server,
}) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await debit.open('/acc_debit');
  await expect(app.current().getByTestId('empty-state')).toContainText('NOT DATA');
  await expect(app.current().getByTestId('empty-state')).toContainText('PLEASE SELECT DATE AND LOAD DATA');

  await debit.load({ year: demoYear(), month: '00' });
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeVisible();
  await expect(debit.title()).toContainText('[EDIT] HBT1');
  const debitArea = debit.area('DEBIT AREA');
  await expect(debit.rows(debitArea).first()).toBeVisible();
  await expect(debit.rows(debit.area('PAID AREA')).first()).toBeVisible();
  // The accountant's default page size is 10; hidden by default: Bill and the guest payment groups.
  expect(await debit.rows(debitArea).count()).toBeLessThanOrEqual(10);
  await expect(debitArea.getByRole('columnheader', { name: 'Check in' })).toHaveCount(0);
  await picture(page, 'debit-acc-tablet.png');

  const open = debit
    .rows(debitArea)
    .filter({ has: page.getByRole('button', { name: '(Action ?)' }) })
    .first();
  const id = await open.getAttribute('data-line');
  const invoice = (await open.locator('td.db-col-hi').innerText()).replace(/^SI /, '').trim();
  await open.getByRole('button', { name: '(Action ?)' }).click();
  const pay = debit.payment();
  await expect(pay).toBeVisible();
  await pay.getByRole('button', { name: 'Paid' }).click();
  await expect(pay.getByRole('alert')).toHaveText(PAYMENT_NEEDED);
  await picture(page, 'debit-payment-tablet.png');

  await pay.getByLabel('Cash VND').fill('1500000');
  await pay.getByRole('button', { name: 'Paid' }).click();
  await expect(debit.toast('Update Success')).toBeVisible();
  await expect(pay).toBeHidden();

  // The line left DEBIT AREA for PAID AREA; its history has the new 'Change Paid by' line.
  await debit.search(invoice);
  const paidRow = debit.area('PAID AREA').locator(`[data-line="${id}"]`);
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow.getByTestId('debit-status')).toHaveText('Paid');
  await expect(debitArea.locator(`[data-line="${id}"]`)).toHaveCount(0);
  await paidRow.getByRole('button', { name: '(history)' }).click();
  const history = page.locator('ion-modal:not(.overlay-hidden)').filter({ hasText: `History ${invoice}` });
  await expect(history.getByText(/Change Paid by Do Van Long/)).toHaveCount(1);
  await expect(history.locator('ion-item').last()).toContainText(`${new Date().toISOString().slice(0, 10)}`);
  await expect(history.locator('ion-item').last()).toContainText('Change Paid by Do Van Long');

  const stored = await serverLine(server.url, 'accountant.hbt1@sumbook.test', 3, invoice, true);
  expect(stored.paid).toBe('Paid');
});

test('the aging tab shows the four buckets per branch and per company', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await debit.open('/reception_debit');
  await debit.load();
  await debit.type('ALL');
  await debit.tab('AGING').click();
  const aging = app.current().getByTestId('aging');
  for (const table of ['Aging Branch', 'Aging Company']) {
    const t = aging.getByRole('table', { name: table });
    for (const bucket of ['0–30 days', '31–60 days', '61–90 days', '90+ days'])
      await expect(t.getByRole('columnheader', { name: bucket })).toBeVisible();
  }
  await expect(
    aging.getByRole('table', { name: 'Aging Branch' }).getByRole('rowheader', { name: 'Hai Ba Trung 1' }),
  ).toBeVisible();
  await expect(
    aging
      .getByRole('table', { name: 'Aging Company' })
      .getByRole('rowheader', { name: 'HINODE LOGISTICS', exact: true }),
  ).toBeVisible();
  await picture(page, 'debit-aging-tablet.png', { fullPage: true });
});

test('a CEO without an area is asked for one; a supervisor sees [VIEW] and RC by default without the company column', async ({
  app,
  page,
}) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('ceo@sumbook.test');
  await debit.open('/az_debit');
  await debit.ok().click();
  await expect(debit.alert()).toContainText('PLEASE SELECT AREA');
  await debit.alert().getByRole('button', { name: 'OK' }).click();
  await expect(debit.alert()).toHaveCount(0);
  await expect(app.current().getByTestId('empty-state')).toBeVisible();
  await debit.pickArea('Ha Noi');
  await debit.ok().click();
  await expect(debit.alert()).toContainText('PLEASE SELECT BRANCH');
  await debit.alert().getByRole('button', { name: 'OK' }).click();
  await debit.pickBranch('Hai Ba Trung 1');
  await debit.ok().click();
  await expect(debit.title()).toContainText('[VIEW] HBT1');
  await expect(app.current().getByRole('radio', { name: 'ALL', exact: true })).toBeChecked();
  await expect(debit.rows().first()).toBeVisible();
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();
  await picture(page, 'debit-az-tablet.png');
  await app.logOut();

  await app.signInAs('supervisor.hbt1@sumbook.test');
  await debit.open('/reception_debit');
  await debit.load({ year: demoYear(), month: '00' });
  await expect(debit.title()).toContainText('[VIEW] HBT1');
  await expect(app.current().getByRole('radio', { name: 'RC', exact: true })).toBeChecked();
  const table = app.current().getByTestId('debit-table');
  await expect(debit.rows().first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await debit.type('ALL');
  await expect(table.getByRole('columnheader', { name: 'Company' })).toBeVisible();

  // Headers sort on the server: Amount, largest first, then smallest first.
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  const amounts = async () =>
    (await debit.rows().locator('td.db-col-amount').allInnerTexts()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
  await expect
    .poll(async () => {
      const a = await amounts();
      return a[0] >= a[a.length - 1] && a[0] > 0;
    })
    .toBe(true);
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await amounts())[0]).toBe(0);
  // Page size 20.
  await app.current().getByLabel('Rows per page').selectOption('20');
  await expect(debit.rows()).toHaveCount(20);
  await expect(app.current().getByTestId('page-range')).toContainText('1–20 of');
  await picture(page, 'debit-reception-tablet.png');
});

test('an address opens the branch, month and line; the accountant leader returns a paid line to Debit', async ({
  app,
  page,
  server,
}) => {
  const debit = new DebitModel(page, app);
  const line = await serverLine(server.url, 'reception.hbt1@sumbook.test', 3, '');
  await app.signInAs('reception.hbt1@sumbook.test');
  await page.goto(`/reception_debit/3/${demoYear()}/${line.id}`);
  await expect(debit.sheet()).toBeVisible({ timeout: 20_000 });
  await expect(debit.sheet()).toContainText(line.hi || line.si);
  await debit.sheet().getByRole('button', { name: 'Close' }).click();
  await page.goto(`/reception_debit/5/${demoYear()}-01`);
  await expect(debit.alert()).toContainText('Mistake Branch');
  await debit.alert().getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reception_debit$/);
  await app.logOut();

  await app.signInAs('accleader.hanoi@sumbook.test');
  await page.goto(`/acc_debit/3/${demoYear()}/00`);
  await expect(debit.title()).toContainText('[VIEW] HBT1');
  const paidArea = debit.area('PAID AREA');
  const row = debit
    .rows(paidArea)
    .filter({ has: page.getByRole('button', { name: '(Action ?)' }) })
    .first();
  const id = await row.getAttribute('data-line');
  await row.getByRole('button', { name: '(Action ?)' }).click();
  await expect(debit.alert()).toContainText('Return');
  await debit.alert().getByRole('button', { name: 'Back to Debit' }).click();
  await expect(debit.toast('Update Success')).toBeVisible();
  await expect(debit.area('DEBIT AREA').locator(`[data-line="${id}"]`)).toBeVisible();
  await expect(paidArea.locator(`[data-line="${id}"]`)).toHaveCount(0);
});

test('the column chooser shows a hidden group and keeps the choice on the server', async ({ app, page, server }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await debit.open('/acc_debit');
  await debit.load({ year: demoYear(), month: '00' });
  const table = debit.area('DEBIT AREA');
  await expect(debit.rows(table).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Check in' })).toHaveCount(0);
  await app.current().getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByTestId('column-chooser');
  await chooser.getByLabel('Group Bill').check();
  await chooser.getByRole('button', { name: 'Done' }).click();
  await expect(table.getByRole('columnheader', { name: 'Check in' })).toBeVisible();
  const token = await apiLogin(server.url, 'accountant.hbt1@sumbook.test');
  await expect
    .poll(
      async () =>
        (await apiGet<{ data: { accHiddenTab: { Bill?: string[] } } }>(server.url, token, '/user/infor')).data
          .accHiddenTab.Bill,
    )
    .toEqual(expect.arrayContaining(['Guest Pay By Cash', 'Guest Pay By Card']));
  const tab = (await apiGet<{ data: { accHiddenTab: { Bill?: string[] } } }>(server.url, token, '/user/infor')).data
    .accHiddenTab;
  expect(tab.Bill).not.toContain('Bill');
});

/** Reception opens the first line of the whole year in its sheet; answers the line's id and invoice number. */
async function openFirstLine(debit: DebitModel): Promise<{ id: string; invoice: string }> {
  await debit.open('/reception_debit');
  await debit.load({ year: demoYear(), month: '00' });
  const row = debit.rows().first();
  const id = (await row.getAttribute('data-line')) ?? '';
  const invoice = (await row.locator('td.db-col-hi').innerText()).replace(/^SI /, '').trim();
  await row.click();
  await expect(debit.sheet()).toBeVisible();
  return { id, invoice };
}

test('a note saved offline waits in the outbox and reaches the server when back online', async ({
  app,
  page,
  context,
  server,
}) => {
  const debit = new DebitModel(page, app);
  await app.signInHome('reception.hbt1@sumbook.test');
  const { invoice } = await openFirstLine(debit);
  await context.setOffline(true);
  const sheet = debit.sheet();
  await sheet.getByLabel('Note').fill('guest pays on Friday');
  await sheet.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(sheet.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toContainText(
    'Note: guest pays on Friday',
  );
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');
  await picture(page, 'debit-offline-tablet.png');

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(debit.toast('Update Success')).toBeVisible();
  await expect(sheet.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toHaveCount(0);
  await expect(sheet.getByTestId('debit-history').locator('li').first()).toContainText(
    'Change Note by Nguyen Thi Lan: guest pays on Friday',
  );
  expect((await serverLine(server.url, 'reception.hbt1@sumbook.test', 3, invoice)).note).toBe('guest pays on Friday');
});

test('a note queued offline on a line someone changed meanwhile shows the conflict, keeps the text and applies again', async ({
  app,
  page,
  context,
  server,
}) => {
  const debit = new DebitModel(page, app);
  await app.signInHome('reception.hbt1@sumbook.test');
  const { id, invoice } = await openFirstLine(debit);
  await context.setOffline(true);
  await debit.sheet().getByLabel('Note').fill('my offline note');
  await debit.sheet().getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');

  // Meanwhile the accountant changes the same line's company: the line's rev moves on.
  const before = await serverLine(server.url, 'accountant.hbt1@sumbook.test', 3, invoice);
  const status = await changeAs(server.url, 'accountant.hbt1@sumbook.test', 3, `update_company_name/${id}`, {
    rev: before.rev,
    company: 'SAKURA TRAVEL',
  });
  expect(status).toBe(200);

  await context.setOffline(false);
  const conflict = page.locator('ion-modal.db-conflict:not(.overlay-hidden)');
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict.getByLabel('Your text')).toHaveValue('my offline note');
  await expect(conflict.getByTestId('conflict-current')).toContainText('Company: SAKURA TRAVEL');
  await expect(conflict.getByTestId('conflict-current')).toContainText('Change Company by Do Van Long');
  await picture(page, 'debit-conflict-tablet.png');

  await conflict.getByRole('button', { name: 'Apply my change again' }).click();
  await expect(debit.toast('Update Success')).toBeVisible();
  await expect(conflict).toBeHidden();
  const after = await serverLine(server.url, 'reception.hbt1@sumbook.test', 3, invoice);
  expect(after.note).toBe('my offline note');
  expect(after.company).toBe('SAKURA TRAVEL');
});
