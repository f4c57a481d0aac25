import { branchToday } from '../../src/domain/branches';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/expected';
import { codesOf } from './support/survey';
import { picture } from './support/page-checks';

const SUPERVISOR = 'supervisor.hbt1@sumbook.test';
const toast = (page: Page, text: string) => page.locator('[data-testid=toast]').filter({ hasText: text });

/** A guest's survey sent through the public page's call, with a comment. */
async function guestSends(url: string, comment: string): Promise<string> {
  const code = (await codesOf(url, SUPERVISOR, 3)).filter((c) => c.target === 'room')[7];
  const res = await fetch(`${url}/api/survey/public/${code.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lang: 'en',
      answers: {
        q7: 'no',
        q8: comment,
        q5: [
          { score: 2, improve: [], other: '' },
          { score: 1, improve: [], other: '' },
        ],
      },
    }),
  });
  expect(res.status).toBe(201);
  return code.room;
}

test.describe('tablet', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'a supervisor on a tablet');

  test('a supervisor finds the new survey, replies to its comment and sends the week report', async ({
    app,
    page,
    server,
    context,
  }) => {
    const comment = 'The shower was cold <script>x</script>';
    const room = await guestSends(server.url, comment);
    await app.signInAs(SUPERVISOR);
    await page.goto('/survey_online');
    const view = app.current();
    await expect(view.getByTestId('survey-title').first()).toContainText(`HBT1 ${branchToday(3).slice(0, 7)}`);
    const row = view.locator('tr[data-comment]').filter({ hasText: comment }).first();
    const scores = view.locator(`tr[data-entry="${await row.getAttribute('data-comment')}"]`);
    await expect(scores).toContainText(room);
    await expect(scores.locator('td.sv-score.red').first()).toHaveText('2');
    await picture(page, 'survey-online-tablet.png');
    const reply = row.getByRole('textbox');
    await reply.fill('Sorry: the boiler was repaired the same evening.');
    await row.getByRole('button', { name: 'Save reply' }).click();
    await expect(toast(page, 'Update Success')).toBeVisible();
    await page.reload();
    await expect(
      app.current().locator('tr[data-comment]').filter({ hasText: comment }).first().getByRole('textbox'),
    ).toHaveValue('Sorry: the boiler was repaired the same evening.');
    // Offline, a reply waits in the outbox (counted in the top bar) and is sent without a tap when back online.
    const again = app.current().locator('tr[data-comment]').filter({ hasText: comment }).first();
    await context.setOffline(true);
    await again.getByRole('textbox').fill('Checked again by the supervisor.');
    await again.getByRole('button', { name: 'Save reply' }).click();
    await expect(again.getByText('Waiting to be sent')).toBeVisible();
    await expect(page.getByTestId('outbox-count')).toHaveText('1');
    await context.setOffline(false);
    await expect(toast(page, 'Update Success')).toBeVisible();
    await expect(again.getByText('Waiting to be sent')).toHaveCount(0);
    // The report tab: departments and the chart's numbers one tap away.
    await app.current().locator('ion-segment-button').filter({ hasText: 'Survey Report' }).click();
    await expect(app.current().getByTestId('survey-report-table')).toContainText('Reception');
    await app.current().getByRole('button', { name: 'Show numbers' }).click();
    await expect(app.current().getByTestId('survey-chart-numbers')).toContainText('HouseKeeping');
    // SEND REPORT: the maker is required.
    await app.current().getByRole('button', { name: 'SEND REPORT' }).click();
    const modal = page.getByTestId('send-report');
    await modal.getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please input maker name!');
    const week = `Week ${Math.min(5, Math.ceil(Number(branchToday(3).slice(8)) / 7))}`;
    await modal.getByLabel('Report').selectOption(week);
    await modal.getByLabel('Maker').fill('Lan');
    await modal.getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(toast(page, 'Success sent mail')).toBeVisible();
    await app.current().getByRole('button', { name: 'SEND REPORT' }).click();
    await expect(page.getByTestId('send-report')).toContainText(`${week} · Lan`);
  });
});

test.describe('phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'a manager and the CEO on phones');

  test('the survey month as cards, QR cards to print, and the CEO turns the demo tablet OFF', async ({ app, page }) => {
    await app.signInAs('ceo@sumbook.test');
    await page.goto('/survey_online/1/' + branchToday(1).slice(0, 7));
    await expect(app.current().getByTestId('survey-card').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await picture(page, 'survey-online-phone.png');
    await page.goto('/make_qr_survey');
    const qr = app.current();
    await qr
      .getByLabel('Area')
      .selectOption?.('Ha Noi')
      .catch(() => undefined);
    await qr.getByRole('button', { name: 'Load Data' }).click();
    await expect(qr.getByTestId('qr-card').first()).toBeVisible();
    await expect(qr.getByTestId('qr-card').first()).toContainText('QR Survey');
    await expect(qr.getByTestId('qr-card').first()).toContainText('results go directly to management');
    await expectNoSidewaysScroll(page);
    await picture(page, 'survey-qr-phone.png');
    // Printing shows the cards only, four to an A4 sheet in the A6 layout.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('ion-app')).toBeHidden();
    const sheets = page.getByTestId('qr-print').locator('.qr-sheet');
    await expect(sheets.first().getByTestId('qr-card')).toHaveCount(4);
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/manage_user');
    await app.current().locator('[data-section=survey]').click();
    const adm = app.current().getByTestId('admin-survey');
    const card = adm.getByTestId('tablet-card').first();
    await expect(card).toContainText('Reception desk');
    await card.getByRole('button', { name: 'Turn OFF' }).click();
    await expect(card.getByTestId('tablet-status')).toHaveText('OFF');
    await expectNoSidewaysScroll(page);
  });

  test('Tablet Status shows a tablet activated just now first, marked New, with the count of the cap', async ({
    app,
    page,
    server,
  }) => {
    const res = await fetch(`${server.url}/api/survey/send_pass_active_tablet/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pass: 'tablet2026' }),
    });
    expect(res.status).toBe(200);
    await app.signInAs('ceo@sumbook.test');
    await page.goto('/manage_user');
    await app.current().locator('[data-section=survey]').click();
    const adm = app.current().getByTestId('admin-survey');
    await expect(adm.getByTestId('tablet-limits')).toContainText('2 of 10 tablets');
    const cards = adm.getByTestId('tablet-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Tablet 2');
    await expect(cards.first().getByTestId('tablet-new')).toHaveText('New');
    await expect(cards.nth(1)).toContainText('Reception desk');
    await expect(cards.nth(1).getByTestId('tablet-new')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await picture(page, 'survey-tablet-status-new.png');
  });
});
