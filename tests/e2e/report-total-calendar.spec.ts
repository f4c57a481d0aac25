import { branchToday } from '../../src/domain/branches';
import { apiGet, apiLogin, expect, test } from './support/fixtures';
import { picture } from './support/page-checks';

const MANAGER = 'manager.hbt1@sumbook.test'; // role 2, branch 3 (40 rooms): the calendar loads at once
type Day = { date: string; percent: number; colour: string };
type Calendar = { data: { month2: string; content: Day[]; content2: Day[] } };

test('calendar: two months with coloured days and the legend; Calendar 2 adds the predicted row', async ({
  app,
  page,
  server,
}) => {
  const month = branchToday(3).slice(0, 7);
  await app.signInAs(MANAGER);
  await page.goto('/report-total');
  const here = app.current();
  await here.getByTestId('rt-tab-calendar').click();
  const tab = here.getByTestId('calendar-tab');
  await expect(tab.getByTestId('cal-head')).toContainText('Hai Ba Trung 1 · 40 rooms', { timeout: 30_000 });
  const token = await apiLogin(server.url, MANAGER);
  const cal = await apiGet<Calendar>(server.url, token, `/report/3/take_guest_number/Ha%20Noi/${month}/calendar`);
  const months = tab.getByTestId('cal-month');
  await expect(months).toHaveCount(2);
  await expect(months.nth(0)).toHaveAttribute('data-month', month);
  await expect(months.nth(1)).toHaveAttribute('data-month', cal.data.month2);
  await expect(months.nth(0).getByTestId('cal-day')).toHaveCount(cal.data.content.length);
  await expect(months.nth(1).getByTestId('cal-day')).toHaveCount(cal.data.content2.length);
  // Every day in its colour (as the server worked it out), with its percentage.
  const coloured = cal.data.content.filter((d) => d.colour !== 'white');
  expect(coloured.length).toBeGreaterThan(0);
  for (const d of [...coloured.slice(0, 3), cal.data.content[0]]) {
    const cell = tab.locator(`[data-testid=cal-day][data-date="${d.date}"]`);
    await expect(cell).toHaveAttribute('data-colour', d.colour);
    await expect(cell.locator('.cal-p')).toHaveText(`${d.percent.toFixed(2)}%`);
  }
  await expect(tab.getByTestId('cal-legend').locator('li')).toHaveText([
    '90% or more',
    '80% - 89.99%',
    '70% - 79.99%',
    '60% - 69.99%',
    'under 60%',
  ]);
  const [a, b] = [await months.nth(0).boundingBox(), await months.nth(1).boundingBox()];
  if (app.isPhone) {
    // Stacked, and nothing wider than the phone.
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } else {
    // Side by side on a tablet.
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  }
  await picture(page, `cal-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });

  await here.getByTestId('rt-tab-calendar2').click();
  const tab2 = here.getByTestId('calendar2-tab');
  await expect(tab2.getByTestId('cal-month')).toHaveCount(2, { timeout: 30_000 });
  await expect(tab2.getByTestId('cal-predicted')).toHaveCount(cal.data.content.length + cal.data.content2.length);
  await expect(tab2.getByTestId('cal-head')).toContainText('same date');
  await tab2.locator('ion-segment-button').filter({ hasText: 'Same weekday' }).click();
  await expect(tab2.getByTestId('cal-head')).toContainText('same weekday');
  await picture(page, `cal2-${app.isPhone ? 'phone' : 'tablet'}.png`, { fullPage: true });
});
