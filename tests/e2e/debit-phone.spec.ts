import { expect, test } from './support/fixtures';
import { DebitModel, demoYear } from './support/debit';
import { picture } from './support/page-checks';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'phone scenario');

test('on a phone, reception searches a company and reads the history of a card', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await debit.open('/reception_debit');
  await picture(page, 'debit-reception-empty-phone.png');
  await debit.load({ year: demoYear(), month: '00' });
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeVisible();
  await expect(debit.title()).toContainText('[VIEW] HBT1');
  // Reception opens on RC; the company search runs on the server over every type.
  await expect(app.current().getByRole('radio', { name: 'RC', exact: true })).toBeChecked();
  await debit.type('ALL');
  await debit.search('HINODE');
  const cards = debit.cards();
  await expect(cards.first()).toContainText('HINODE LOGISTICS');
  const count = await cards.count();
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('HINODE LOGISTICS');
  await expect(app.current().getByTestId('search-count')).toContainText(' of ');
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();
  await picture(page, 'debit-reception-phone.png');

  await cards.first().getByRole('button').click();
  const sheet = debit.sheet();
  await expect(sheet).toBeVisible();
  const history = sheet.getByTestId('debit-history');
  await expect(history.locator('li').last()).toContainText('Debit from RC Sum');
  await expect(sheet.getByLabel('Note')).toBeVisible();
  // Reception may not mark paid; it may not return this card unless it is a company, cancel, no-show or deposit debit.
  await expect(sheet.getByRole('button', { name: 'Paid', exact: true })).toHaveCount(0);
  await picture(page, 'debit-sheet-phone.png');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});

test('on a phone the cards load the next 50 as the user scrolls and keep few cards in the DOM', async ({
  app,
  page,
}) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('reception.hbt1@sumbook.test');
  await debit.open('/reception_debit');
  await debit.load({ year: demoYear(), month: '00' });
  await debit.type('ALL');
  const list = app.current().getByTestId('debit-cards');
  await expect(debit.cards().first()).toBeVisible();
  const total = Number((await app.current().getByTestId('debit-total').innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(100);
  let furthest = 0;
  const end = list.getByText(`All ${total} lines`);
  for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
    await list.evaluate((el) => el.scrollBy(0, 3000));
    await expect(debit.cards().last()).toBeVisible();
    expect(await debit.cards().count()).toBeLessThanOrEqual(60);
    furthest = Math.max(furthest, Number(await debit.cards().last().getAttribute('data-index')));
  }
  await expect(end).toBeVisible();
  await list.evaluate((el) => el.scrollBy(0, el.scrollHeight));
  await expect(debit.cards().last()).toHaveAttribute('data-index', String(total - 1));
  expect(furthest).toBeGreaterThan(50);
  expect(await debit.cards().count()).toBeLessThanOrEqual(60);
});

test('on a phone the aging tab reads as cards with the four buckets', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await debit.open('/acc_debit');
  await debit.load({ year: demoYear(), month: '00' });
  await expect(debit.title()).toContainText('[EDIT] HBT1');
  await expect(debit.tab('DEBIT AREA')).toBeVisible();
  await expect(debit.cards().first()).toBeVisible();
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();
  await picture(page, 'debit-acc-phone.png');
  await debit.tab('PAID AREA').click();
  await expect(debit.cards().first().getByTestId('debit-status')).toHaveText('Paid');

  await debit.tab('AGING').click();
  const card = app.current().getByTestId('aging-card').first();
  await expect(card).toContainText('Hai Ba Trung 1');
  for (const bucket of ['0–30 days', '31–60 days', '61–90 days', '90+ days']) await expect(card).toContainText(bucket);
  await picture(page, 'debit-aging-phone.png');
});

test('on a phone the accountant marks a debit paid from its sheet', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accountant.hbt1@sumbook.test');
  await debit.open('/acc_debit');
  await debit.load({ year: demoYear(), month: '00' });
  const card = debit
    .cards()
    .filter({ has: page.getByTestId('debit-status').filter({ hasText: /^Debit$/ }) })
    .first();
  const id = await card.getAttribute('data-line');
  await card.getByRole('button').click();
  const sheet = debit.sheet();
  await expect(sheet.getByRole('group', { name: 'Actions' }).locator('ion-button')).toHaveText(['Paid', 'Delete']);
  await sheet.getByRole('button', { name: 'Paid', exact: true }).click();
  const pay = debit.payment();
  await pay.getByRole('button', { name: 'Paid' }).click();
  await expect(pay.getByRole('alert')).toContainText('Please input a guest payment');
  await pay.getByLabel('Card VND').fill('2,000,000');
  await picture(page, 'debit-payment-phone.png');
  await pay.getByRole('button', { name: 'Paid' }).click();
  await expect(debit.toast('Update Success')).toBeVisible();
  await expect(sheet.getByTestId('debit-status')).toHaveText('Paid');
  await expect(sheet.getByTestId('debit-history').locator('li').first()).toContainText('Change Paid by Do Van Long');
  await expect(sheet).toContainText('VND card 2,000,000');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(app.current().locator(`[data-testid=debit-card][data-line="${id}"]`)).toHaveCount(0);
});

test('on a phone /az_debit asks the accountant leader for a branch, then lists it', async ({ app, page }) => {
  const debit = new DebitModel(page, app);
  await app.signInAs('accleader.hanoi@sumbook.test');
  await debit.open('/az_debit');
  await debit.ok().click();
  await expect(debit.alert()).toContainText('PLEASE SELECT BRANCH');
  await debit.alert().getByRole('button', { name: 'OK' }).click();
  await debit.pickBranch('Hai Ba Trung 1');
  await picture(page, 'debit-az-pickers-phone.png');
  await debit.ok().click();
  await expect(debit.title()).toContainText('[VIEW] HBT1');
  await expect(app.current().getByRole('radio', { name: 'ACC', exact: true })).toBeChecked();
  await expect(debit.cards().first().or(app.current().getByTestId('empty-state'))).toBeVisible();
  await expect(debit.toast('SUCCESS LOAD DATA FROM SERVER')).toBeHidden();
  await picture(page, 'debit-az-phone.png');
});
