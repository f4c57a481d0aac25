import { AppModel, apiLogin, expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';

// Live events in the browser: what another user does shows without a reload. The bell's poll is blocked
// once the stream is open, so only the stream can bring the change.

const unreadOf = async (app: AppModel): Promise<number> => {
  const label = await app
    .current()
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .getAttribute('aria-label');
  return Number(label?.match(/(\d+) unread/)?.[1]);
};

test("an edit request made on another device rings the manager's bell at once, counted once @tablet", async ({
  app,
  page,
  browser,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): the subject is the live stream, the same at both sizes; shell.spec.ts reads the bell at both.
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await app.signInHome('manager.hbt1@sumbook.test');
  await stream;
  const before = await unreadOf(app);
  await page.route('**/api/user/notifications', (route) => route.abort());

  const receptionContext = await browser.newContext({ baseURL: server.url, viewport: page.viewportSize() });
  const receptionPage = await receptionContext.newPage();
  const reception = new AppModel(receptionPage, server);
  const sum = new SumPage(receptionPage, reception);
  const day = branchDay(-2);
  await reception.signInAs('reception.hbt1@sumbook.test');
  await sum.open(`/reception_sum/3/${day}/current`);
  await expect(sum.title()).toContainText('[VIEW]');
  await sum.button('REQUEST EDIT').click();
  await sum.confirm('REQUEST EDIT', 'Send request', 'Card paid, not cash');
  await expect(sum.toast('Your request was sent')).toBeVisible();
  await receptionContext.close();

  const bell = app.current().getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 10_000 });

  // The poll comes back and brings the same notice: still counted once.
  await page.unroute('**/api/user/notifications');
  const polled = page.waitForResponse((r) => r.url().endsWith('/api/user/notifications') && r.status() === 200);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await polled;
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell.click();
  await expect(
    page
      .getByTestId('notification-list')
      .locator('ion-item')
      .filter({ hasText: `Request edit RC Sum HBT1 ${day}` }),
  ).toHaveCount(1);
});

test('a reception sum sent by someone else shows as sent without a reload @tablet', async ({ app, page, server }) => {
  // One size (@tablet, see playwright.config.ts): the subject is the live stream, the same at both sizes.
  const day = branchDay(0);
  const token = await apiLogin(server.url, 'reception.hbt1@sumbook.test');
  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as { data: { version: number; revision: number; content: unknown[] } };
  };
  const start = (await call('GET', `/rc/3/view_sum/${day}`)).data;
  const content = start?.content?.length
    ? start.content
    : [{ ID: 's1', SI: '50001', name: 'sato mai', packages: { 'MS 70P': 1 }, massage: 250_000, vnd: 250_000 }];
  const saved = (
    await call('POST', '/rc/3/up_sum', {
      day,
      version: start?.version ?? 1,
      revision: start?.revision ?? 0,
      maker: 'Nguyen Thi Lan',
      note: '',
      content,
    })
  ).data;

  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await app.signInHome('manager.hbt1@sumbook.test');
  await stream;
  const sum = new SumPage(page, app);
  await sum.open(`/reception_sum/3/${day}/current`);
  await expect(sum.title()).toContainText(`[EDIT] HBT1 ${day} v${saved.version}`);

  await call('POST', '/user/sent_mail_rc_sum/3', { day, version: saved.version, revision: saved.revision, note: '' });
  await expect(sum.title()).toContainText(`[VIEW] HBT1 ${day} v${saved.version}`, { timeout: 10_000 });
});
