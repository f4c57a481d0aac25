import { EXPECTED_MISSING, monthDays } from '../../src/domain/expected';
import { previousMonth } from '../../src/domain/dates';
import { readWorkbook } from './support/acc';
import { expect, test } from './support/fixtures';
import { ExpectedModel, branchMonth, expectNoSidewaysScroll, serverPlan, swipe, writeCellAs } from './support/expected';
import { picture } from './support/page-checks';

const MANAGER = 'manager.hbt1@sumbook.test';
const STALE = "Can't SAVE report, please reload page and check again.";

test('tablet: the manager edits a cell rate and comment, reloads and sees it, with the day figures and the Excel file @tablet', async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const ex = new ExpectedModel(page, app);
  const { month } = branchMonth(3);
  const day = monthDays(month);
  const [room] = (await serverPlan(server.url, MANAGER, 3, month)).emptyRooms(day);
  await app.signInAs(MANAGER);
  await ex.open();
  await ex.loaded(`[EDIT] HBT1 ${month} Expected`);
  await expect(ex.toast('SUCCESS LOAD DATA FROM SERVER')).toBeVisible();
  // A row per room (40) grouped by type, a column per day, the week headers.
  await expect(app.current().locator('tbody tr[data-room]')).toHaveCount(40);
  await expect(ex.dayHead(day)).toContainText(String(day));
  await expect(app.current().getByTestId('week-1')).toContainText('%');
  await picture(page, 'expected-grid-tablet.png');

  const before = Number((await ex.foot('rooms-sold', day).innerText()).trim());
  await ex.cell(room, day).click();
  const editor = ex.editor();
  await ex.typeRate(editor.getByLabel('Rate'), '888000');
  await editor.getByLabel('Comment').fill('Birthday cake at 20:00');
  await picture(page, 'expected-cell-editor-tablet.png');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(ex.cell(room, day)).toHaveText('888,000');
  await expect(ex.saveState()).toHaveText('All changes saved');
  await expect(ex.foot('rooms-sold', day)).toHaveText(String(before + 1));
  const saved = (await serverPlan(server.url, MANAGER, 3, month)).cell(room, day);
  expect(saved).toMatchObject({ rate: 888000, comment: 'Birthday cake at 20:00' });

  await page.reload();
  await ex.loaded(`[EDIT] HBT1 ${month} Expected`);
  await expect(ex.cell(room, day)).toHaveText('888,000');
  await expect(ex.cell(room, day)).toHaveClass(/comment/);
  await expect(ex.cell(room, day)).toHaveAttribute('title', 'Birthday cake at 20:00');

  const download = page.waitForEvent('download');
  await app.current().getByRole('button', { name: 'DOWN LOAD EXCEL FILE' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`HBT1_${month}_Expected.xlsx`);
  await expect(ex.toast('Success download Excel File')).toBeVisible();
  expect((await readWorkbook(file)).rows).toBeGreaterThan(40);
});

test('tablet: a closed day refuses its cells (X) until it is opened again; the quick edit lists 40 rooms in two columns @tablet', async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const ex = new ExpectedModel(page, app);
  const { month } = branchMonth(3);
  const { plan } = await serverPlan(server.url, MANAGER, 3, month);
  const [room, other] = [plan.rooms[1].number, plan.rooms[2].number];
  const day = monthDays(month) - 1;
  await app.signInAs(MANAGER);
  await ex.open();
  await ex.loaded(/^\[EDIT\] HBT1 /);

  await ex
    .dayHead(day)
    .getByRole('button', { name: `Close day ${day}` })
    .click();
  await ex.confirm('Close day');
  await expect(ex.dayHead(day)).toContainText('X');
  await expect(ex.cell(room, day)).toHaveClass(/closed/);
  await ex.cell(room, day).click();
  await expect(ex.editor()).toContainText('Closed (X)');
  await expect(ex.editor().getByLabel('Rate')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(ex.editor()).toHaveCount(0);
  // The server refuses it too.
  expect(await writeCellAs(server.url, MANAGER, 3, { monthEx: month, room, day, rate: 1, comment: '' })).toBe(409);
  await picture(page, 'expected-closed-day-tablet.png');

  await ex
    .dayHead(day)
    .getByRole('button', { name: `Open day ${day}` })
    .click();
  await ex.confirm('Open day');
  await expect(ex.dayHead(day)).not.toContainText('X');
  await ex.cell(room, day).click();
  await expect(ex.editor().getByLabel('Rate')).toBeVisible();
  await ex.editor().getByRole('button', { name: 'Cancel' }).click();
  await expect(ex.editor()).toHaveCount(0);

  await ex.dayHead(day).getByTitle('Quick edit of the day').click();
  const quick = ex.quickEdit();
  const rooms = quick.getByTestId('quick-rooms');
  await expect(rooms.locator('.ex-room-row')).toHaveCount(40);
  const columns = await rooms.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
  await ex.typeRate(quick.getByLabel(`Rate ${room}`), '610000');
  await ex.typeRate(quick.getByLabel(`Rate ${other}`), '620000');
  await quick.getByLabel(`Comment ${other}`).fill('Early check-in');
  await expect(quick).toContainText('2 changed');
  await picture(page, 'expected-quick-edit-tablet.png');
  await quick.getByRole('button', { name: 'SAVE' }).click();
  await expect(ex.toast('SUCCESS SAVE DATA')).toBeVisible();
  await expect(quick).toHaveCount(0);
  await expect(ex.cell(room, day)).toHaveText('610,000');
  await expect(ex.cell(other, day)).toHaveText('620,000');
  const now = await serverPlan(server.url, MANAGER, 3, month);
  expect(now.cell(other, day)).toMatchObject({ rate: 620000, comment: 'Early check-in' });
});

test('tablet: a change based on an older value is refused with the spec message, both values shown, never overwritten @tablet', async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const ex = new ExpectedModel(page, app);
  const { month } = branchMonth(3);
  const day = monthDays(month);
  const [, room] = (await serverPlan(server.url, MANAGER, 3, month)).emptyRooms(day);
  await app.signInAs(MANAGER);
  await ex.open();
  await expect(ex.cell(room, day)).toHaveText('');
  // The cell is filled elsewhere (another device) after this screen loaded it.
  expect(
    await writeCellAs(server.url, MANAGER, 3, {
      monthEx: month,
      room,
      day,
      rate: 990000,
      comment: 'Held for the owner',
      baseRev: 0,
    }),
  ).toBe(200);
  await ex.cell(room, day).click();
  await ex.typeRate(ex.editor().getByLabel('Rate'), '500000');
  await ex.editor().getByRole('button', { name: 'Save' }).click();
  const dialog = ex.conflict();
  await expect(dialog.getByRole('alert')).toHaveText(STALE);
  await expect(dialog.getByTestId('conflict-mine')).toContainText('500,000');
  await expect(dialog.getByTestId('conflict-server')).toContainText('990,000');
  await expect(dialog.getByTestId('conflict-server')).toContainText('Held for the owner');
  await expect(ex.cell(room, day)).toHaveText('990,000');
  expect((await serverPlan(server.url, MANAGER, 3, month)).cell(room, day)?.rate).toBe(990000);
  await picture(page, 'expected-conflict-tablet.png');
  await dialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ex.cell(room, day)).toHaveText('990,000');
});

test('tablet: a month without a plan says so; the manager imports it from MOJA @tablet', async ({ app, page }) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const ex = new ExpectedModel(page, app);
  const old = previousMonth(previousMonth(branchMonth(3).month));
  await app.signInAs(MANAGER);
  await ex.open(`/manager_expected/3/${old}`);
  await expect(app.current().getByTestId('empty-state')).toContainText(EXPECTED_MISSING);
  await app.current().getByTestId('import-moja').click();
  await expect(ex.alert()).toContainText('MOJA');
  await expect(ex.alert()).toContainText('cells filled from the booking system');
  await ex.confirm('OK');
  await expect(app.current().getByTestId('expected-grid')).toBeVisible();
  await ex.loaded(`[EDIT] HBT1 ${old} Expected`);
});

test('tablet: a supervisor holding the manager-sum right opens and edits the plan of branch 1 @tablet', async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const ex = new ExpectedModel(page, app);
  const email = 'supervisor.tvl1@sumbook.test';
  const { month } = branchMonth(1);
  const { plan } = await serverPlan(server.url, email, 1, month);
  const room = plan.rooms[0].number;
  const day = monthDays(month);
  await app.signInHome(email);
  expect(await app.tabLabels()).toContain('MAN EXPECTED');
  await app.openTab('MAN EXPECTED');
  await ex.loaded(`[EDIT] TVL1 ${month} Expected`);
  await ex.cell(room, day).click();
  await ex.typeRate(ex.editor().getByLabel('Rate'), '1200000');
  await page.keyboard.press('Enter');
  await expect(ex.cell(room, day)).toHaveText('1,200,000');
  await expect(ex.saveState()).toHaveText('All changes saved');
  expect((await serverPlan(server.url, email, 1, month)).cell(room, day)?.rate).toBe(1200000);
});

test('phone: one day at a time; next and swipe move between days; a rate saves at once; closed days are read only; no sideways scrolling @phone', async ({
  app,
  page,
  server,
}) => {
  // One size (@phone, see playwright.config.ts): phone scenario.
  const ex = new ExpectedModel(page, app);
  const { month, today } = branchMonth(3);
  const { plan } = await serverPlan(server.url, MANAGER, 3, month);
  const room = plan.rooms[0].number;
  await app.signInAs(MANAGER);
  await ex.open();
  await ex.loaded(`[EDIT] HBT1 ${month} Expected`);
  const card = ex.dayCard();
  await expect(card).toHaveAttribute('data-day', String(today));
  await expect(app.current().getByTestId('month-capacity')).toContainText('%');
  await expect(card.locator('.ex-room-row')).toHaveCount(40);
  await expectNoSidewaysScroll(page);
  await picture(page, 'expected-day-phone.png');

  const start = Math.min(today, monthDays(month) - 2);
  await app.current().getByLabel('Day', { exact: true }).selectOption(String(start));
  await app.current().getByRole('button', { name: 'Next day' }).click();
  await expect(card).toHaveAttribute('data-day', String(start + 1));
  await swipe(page, '.ion-page:not(.ion-page-hidden) [data-testid=day-pager]', -160);
  const day = start + 2;
  await expect(card).toHaveAttribute('data-day', String(day));
  await swipe(page, '.ion-page:not(.ion-page-hidden) [data-testid=day-pager]', 160);
  await expect(card).toHaveAttribute('data-day', String(day - 1));
  await app.current().getByRole('button', { name: 'Next day' }).click();
  await expect(card).toHaveAttribute('data-day', String(day));

  const rooms = Number((await card.getByTestId('day-rooms').innerText()).split(' / ')[0]);
  const hadRate = ((await serverPlan(server.url, MANAGER, 3, month)).cell(room, day)?.rate ?? 0) > 0;
  await ex.typeRate(ex.rate(room), '720000');
  await card.getByLabel(`Comment ${room}`).fill('Window seat');
  await card.getByLabel(`Comment ${room}`).press('Enter');
  await expect(ex.saveState()).toHaveText('All changes saved');
  await expect(card.getByTestId('day-rooms')).toHaveText(`${hadRate ? rooms : rooms + 1} / 40`);
  expect((await serverPlan(server.url, MANAGER, 3, month)).cell(room, day)).toMatchObject({
    rate: 720000,
    comment: 'Window seat',
  });
  await expectNoSidewaysScroll(page);
  await picture(page, 'expected-day-edited-phone.png');

  const closed = plan.listSaveDay[0];
  if (closed) {
    await app.current().getByLabel('Day', { exact: true }).selectOption(String(closed));
    await expect(card).toContainText('Closed (X)');
    // Read only: the rooms as text, no input.
    await expect(card.getByTestId(`rate-${room}`)).toBeVisible();
    await expect(card.locator('input')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Open day' })).toBeVisible();
    await picture(page, 'expected-closed-phone.png');
  }
});

test('phone: a rate typed offline waits in the outbox and reaches the server when back online @phone', async ({
  app,
  page,
  context,
  server,
}) => {
  // One size (@phone, see playwright.config.ts): phone scenario.
  const ex = new ExpectedModel(page, app);
  const { month } = branchMonth(3);
  const { plan } = await serverPlan(server.url, MANAGER, 3, month);
  const room = plan.rooms[5].number;
  const day = monthDays(month);
  await app.signInAs(MANAGER);
  await ex.open();
  await ex.loaded(/^\[EDIT\] HBT1 /);
  await app.current().getByLabel('Day', { exact: true }).selectOption(String(day));
  await context.setOffline(true);
  await ex.typeRate(ex.rate(room), '655000');
  await ex.rate(room).press('Enter');
  await expect(ex.saveState()).toHaveText('1 change waiting to be sent');
  await expect(app.current().getByTestId('outbox-count')).toHaveText('1');
  await expect(ex.rate(room)).toHaveValue('655,000');
  await picture(page, 'expected-offline-phone.png');

  await context.setOffline(false);
  await expect(app.current().getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(ex.saveState()).toHaveText('All changes saved');
  expect((await serverPlan(server.url, MANAGER, 3, month)).cell(room, day)?.rate).toBe(655000);
});
