import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { AppModel, expect, test } from './support/fixtures';
import { BreakfastModel, SUPERVISOR, roomCardPhoto, serverBreakfast, today3, videoOf } from './support/breakfast';
import { picture } from './support/page-checks';

const shot = (app: AppModel, name: string) => `bf-${name}-${app.isPhone ? 'phone' : 'tablet'}.png`;

test('the supervisor enters a day on the quick edit; the phone shows one card per day without sideways scrolling', async ({
  app,
  page,
  server,
}) => {
  const bf = new BreakfastModel(page, app);
  const { month, day } = today3();
  await app.signInAs(SUPERVISOR);
  await bf.open();
  await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
  await picture(page, shot(app, 'month'));
  if (app.isPhone) {
    const card = app.current().locator(`[data-day="${day}"]`);
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(bf.sheet()).toBeVisible();
  } else {
    await expect(app.current().locator('tbody tr[data-room]')).toHaveCount(40);
    await bf.openDay(day);
  }
  await bf.type('201', 2);
  await bf.type('outSide', 3);
  await expect(bf.sheet().getByTestId('bf-sheet-figures')).toContainText('Have BF 2');
  await picture(page, shot(app, 'sheet'));
  await bf.closeSheet();
  await expect.poll(async () => (await serverBreakfast(server.url, month)).room('201', day)).toBe(2);
  const serverDay = (await serverBreakfast(server.url, month)).data.days[day - 1];
  expect(serverDay).toMatchObject({ outSide: 3, guestHaveBF: 2, total: 5 });
  if (app.isPhone) {
    await expect(app.current().getByTestId(`bf-card-have-${day}`)).toHaveText('2');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  } else {
    await expect(bf.cell('201', day)).toHaveText('2');
    await expect(
      bf
        .row('total')
        .locator('td')
        .nth(day - 1),
    ).toHaveText('5');
  }
});

test.describe('with the service worker', () => {
  // The offline reload needs the service worker (off by default in the browser tests).
  test.use({ serviceWorkers: 'allow' });

  test('tablet offline: counts and a scanned card survive a reload and a closed page, then reach the server exactly once @tablet', async ({
    app,
    page,
    context,
    server,
  }) => {
    // One size (@tablet, see playwright.config.ts): tablet scenario.
    // A third browser decodes a fake camera's video: slow when the two test workers load both cores.
    test.setTimeout(240_000);
    const { month, day } = today3();
    await app.signInAs(SUPERVISOR);
    const { photo, room } = await roomCardPhoto(page, app);
    const before = (await serverBreakfast(server.url, month)).room(room, day);
    const bf = new BreakfastModel(page, app);
    await bf.open();
    await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
    await app.waitForServiceWorker();

    await context.setOffline(true);
    await bf.openDay(day);
    const [r1, r2] = ['401', '402'].filter((r) => r !== room).concat('403');
    await bf.type(r1, 2);
    await bf.type(r2, 1);
    await bf.closeSheet();
    await app
      .current()
      .getByTestId('bf-photo')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
    await expect(bf.toast(`Room ${room}: +1 breakfast guest`)).toBeVisible();
    await expect(bf.outboxCount()).toHaveText('3');
    await expect(bf.cell(room, day)).toHaveText(String(before + 1));

    // Reload with no network: the month from this device, the counts still waiting.
    await page.reload();
    await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
    await expect(app.current().getByTestId('offline-banner')).toBeVisible();
    await expect(bf.cell(r1, day)).toHaveText('2');
    await expect(bf.cell(room, day)).toHaveText(String(before + 1));

    // The app closed and opened again, still offline.
    await page.close();
    const again = await context.newPage();
    const app2 = new AppModel(again, server);
    const bf2 = new BreakfastModel(again, app2);
    await bf2.open();
    await bf2.loaded(`[EDIT] HBT1 ${month} Breakfast`);
    await expect(bf2.cell(r2, day)).toHaveText('1');
    await expect(bf2.outboxCount()).toHaveText('3');
    await app2.current().getByTestId('outbox').click();
    const list = again.getByTestId('outbox-list');
    await expect(list.getByTestId('outbox-waiting')).toHaveCount(3);
    await picture(again, 'bf-outbox-tablet.png');

    // Back online: sent in order without a tap, each once.
    await context.setOffline(false);
    await expect(list.getByTestId('outbox-sent')).toHaveCount(3, { timeout: 30_000 });
    await expect(list.getByTestId('outbox-waiting')).toHaveCount(0);
    const held = await serverBreakfast(server.url, month);
    expect([held.room(r1, day), held.room(r2, day), held.room(room, day)]).toEqual([2, 1, before + 1]);
  });
});

test('two tablets on the same day: different rooms are both kept, the same cell shows both values @tablet', async ({
  app,
  page,
  browser,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  const { month, day } = today3();
  const a = new BreakfastModel(page, app);
  await app.signInAs(SUPERVISOR);
  await a.open();
  await a.loaded(`[EDIT] HBT1 ${month} Breakfast`);
  const other = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } });
  const page2 = await other.newPage();
  const app2 = new AppModel(page2, server);
  const b = new BreakfastModel(page2, app2);
  await app2.signInAs(SUPERVISOR);
  await b.open();
  await b.loaded(`[EDIT] HBT1 ${month} Breakfast`);

  await a.openDay(day);
  await a.type('302', 1);
  await a.type('301', 2);
  await a.closeSheet();
  await expect.poll(async () => (await serverBreakfast(server.url, month)).room('301', day)).toBe(2);
  await b.openDay(day);
  await b.type('303', 1);
  await b.type('301', 3);
  const conflict = page2.getByTestId('bf-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict.getByTestId('bf-conflict-mine')).toHaveText('3');
  await expect(conflict.getByTestId('bf-conflict-theirs')).toHaveText('2');
  await picture(page2, 'bf-conflict-tablet.png');
  let held = await serverBreakfast(server.url, month);
  expect([held.room('301', day), held.room('302', day), held.room('303', day)]).toEqual([2, 1, 1]);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(async () => (await serverBreakfast(server.url, month)).room('301', day)).toBe(3);
  held = await serverBreakfast(server.url, month);
  expect(held.room('302', day)).toBe(1);
  await other.close();
});

test('Scan room: a fake camera showing a room card adds one breakfast guest to that room, undo takes it back @tablet', async ({
  app,
  page,
  server,
}, info) => {
  // One size (@tablet, see playwright.config.ts): tablet scenario.
  // A third browser decodes a fake camera's video: slow when the two test workers load both cores.
  test.setTimeout(240_000);
  const { month, day } = today3();
  await app.signInAs(SUPERVISOR);
  const { photo, room } = await roomCardPhoto(page, app);
  mkdirSync(info.outputDir, { recursive: true });
  const video = join(info.outputDir, 'card.y4m');
  writeFileSync(video, await videoOf(page, photo));
  const before = (await serverBreakfast(server.url, month)).room(room, day);

  const launch = info.project.use.launchOptions ?? {};
  const camBrowser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const ctx = await camBrowser.newContext({
      baseURL: server.url,
      viewport: { width: 820, height: 1180 },
      permissions: ['camera'],
    });
    const camPage = await ctx.newPage();
    const camApp = new AppModel(camPage, server);
    const bf = new BreakfastModel(camPage, camApp);
    await camApp.signInAs(SUPERVISOR);
    await bf.open();
    await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
    await camApp.current().getByRole('button', { name: 'Scan room' }).click();
    const added = bf.toast(`Room ${room}: +1 breakfast guest`);
    await expect(added)
      .toBeVisible({ timeout: 90_000 })
      .catch(async (err: unknown) => {
        // What the camera's page showed (the scanner's own message, if it could not start), for the report.
        await camPage.screenshot({ path: join(info.outputDir, 'camera-page.png') }).catch(() => undefined);
        throw err;
      });
    await expect(bf.cell(room, day)).toHaveText(String(before + 1));
    // The Undo toast shows for 3 s (spec 1 section 9): it is tapped at once, the server is read after.
    await added.getByRole('button', { name: 'Undo' }).click();
    await picture(camPage, 'bf-scan-tablet.png');
    await expect.poll(async () => (await serverBreakfast(server.url, month)).room(room, day)).toBe(before);
    await camPage.getByTestId('bf-scanner').getByRole('button', { name: 'Close' }).click();
    // The card stayed in front of the camera all along: it was counted once, not again after the undo.
    expect((await serverBreakfast(server.url, month)).room(room, day)).toBe(before);
    // The grid leaves a zero blank.
    await expect(bf.cell(room, day)).toHaveText(before === 0 ? '' : String(before));
  } finally {
    await camBrowser.close();
  }
});

// One size (@tablet): the supervisor's tablet; the phone's day card opens the same sheet (the quick edit test).
test("a day closed and reopened by the supervisor shows who reopened it on the day's sheet @tablet", async ({
  app,
  page,
}) => {
  const bf = new BreakfastModel(page, app);
  const { month, day: today } = today3();
  const day = today === 1 ? 2 : today - 1;
  await app.signInAs(SUPERVISOR);
  await bf.open();
  await bf.loaded(`[EDIT] HBT1 ${month} Breakfast`);
  const card = app.current().locator(`[data-day="${day}"]`);
  const lock = (action: 'Close' | 'Open') =>
    app.isPhone
      ? card.getByRole('button', { name: `${action} day` })
      : app.current().getByRole('button', { name: `${action} day ${day}` });
  for (const action of ['Close', 'Open'] as const) {
    await lock(action).click();
    await page.locator('ion-alert').getByRole('button', { name: 'OK' }).click();
    await expect(lock(action === 'Close' ? 'Open' : 'Close')).toBeVisible();
  }
  if (app.isPhone) await card.getByRole('button', { name: 'Edit' }).click();
  else await bf.openDay(day);
  await expect(bf.sheet().getByTestId('bf-sheet-reopened')).toContainText('Reopened by Dang Thi Mai on ');
  await picture(page, shot(app, 'reopened'));
});
