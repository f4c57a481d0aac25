import { branchToday } from '../../src/domain/branches';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const RECEPTION = 'reception.hbt1@sumbook.test'; // branch 3

test('the receptionist reads guest numbers: the half of today first, then the month; capacity of 50 % or more in red', async ({
  app,
  page,
  server,
}) => {
  const today = branchToday(3);
  const month = today.slice(0, 7);
  const half = Number(today.slice(8, 10)) <= 15 ? 'Load 1->15' : 'Load 16->End';
  await app.signInAs(RECEPTION);
  await page.goto('/guest_number');
  const here = app.current();
  await expect(here.getByTestId('gn-head')).toContainText('Hai Ba Trung 1 · 40 rooms', { timeout: 30_000 });
  await expect(here.locator('ion-segment-button.segment-button-checked')).toHaveText(half);
  await here.locator('ion-segment-button').filter({ hasText: 'Load Month' }).click();
  const token = await apiLogin(server.url, RECEPTION);
  const month3 = await apiGet<{ data: { content: { day: number; guestNumber: number; capacity: number }[] } }>(
    server.url,
    token,
    `/guest/guest_number/3/3/${month}`,
  );
  const first = month3.data.content[0];
  if (app.isPhone) {
    const card = here.locator('[data-day="1"]');
    await expect(card).toContainText(`Stay guests${first.guestNumber}`);
    await expect(here.locator('[data-red]').first()).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  } else {
    await expect(here.getByTestId('gn-table').locator('tbody tr')).toHaveCount(month3.data.content.length);
    await expect(here.locator('tr[data-day="1"] td').first()).toHaveText(String(first.guestNumber));
    const reds = month3.data.content.filter((d) => d.capacity >= 50).length;
    await expect(here.locator('[data-red]')).toHaveCount(reds);
  }
  await picture(page, `gn-${app.isPhone ? 'phone' : 'tablet'}.png`);
});
