import { expect, test } from '../support/fixtures';
import type { Page, Route } from '@playwright/test';

function monthNow() {
  return new Date().toISOString().slice(0, 7);
}
function plan(month: string) {
  const rooms = [
    ...Array.from({ length: 16 }, (_, i) => ({ number: String(101 + i), type: 'Standard' })),
    ...Array.from({ length: 16 }, (_, i) => ({ number: String(201 + i), type: 'Deluxe' })),
    ...Array.from({ length: 8 }, (_, i) => ({ number: String(301 + i), type: 'Suite' })),
  ];
  const cells = [];
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const r of rooms)
    for (let d = 1; d <= 30; d++)
      if (rnd() < 0.7)
        cells.push({
          room: r.number,
          day: d,
          rate: 550000 + Math.floor(rnd() * 8) * 50000,
          comment: rnd() < 0.04 ? 'Late check-in, JP guest' : '',
          rev: 1,
        });
  return {
    branchId: 3,
    month,
    rooms,
    cells,
    listSaveDay: [3],
    source: 'demo',
    report: {
      days: [],
      totals: { sumRate: 0, sumRoom: 0, sumShort: 0, sumLate: 0, sumRateLate: 0, sumRateShort: 0, capacity: 0 },
    },
    capacity: { weeks: [], capacityMonth: 0, guestMonth: 0, averageExpected: 0, revenue: 0 },
    canEdit: true,
  };
}

async function mock(page: Page) {
  const p = plan(monthNow());
  await page.route('**/api/expected/**', async (route: Route) => {
    const url = route.request().url();
    if (url.includes('get_expected/'))
      return url.endsWith(monthNow())
        ? route.fulfill({ json: { status: 1, msg: 'ok', data: p } })
        : route.fulfill({
            json: { status: 1, msg: 'null', data: { ...p, cells: [], listSaveDay: [], month: url.slice(-7) } },
          });
    if (url.includes('update_expected')) {
      const b = route.request().postDataJSON();
      if (b.room === '103')
        return route.fulfill({
          status: 409,
          json: {
            status: 0,
            msg: "Can't SAVE report, please reload page and check again.",
            current: { room: '103', day: b.day, rate: 990000, comment: 'Changed by Mai', rev: 7 },
          },
        });
      const c = { room: b.room, day: b.day, rate: b.rate, comment: b.comment, rev: (b.baseRev ?? 0) + 1 };
      return route.fulfill({ json: { status: 1, msg: 'ok', data: c } });
    }
    if (url.includes('update_status_list_day')) {
      const b = route.request().postDataJSON();
      p.listSaveDay = b.closed ? [...p.listSaveDay, b.colum] : p.listSaveDay.filter((d) => d !== b.colum);
      return route.fulfill({ json: { status: 1, msg: 'ok', listSaveDay: p.listSaveDay } });
    }
    if (url.includes('update_multi_one_day')) {
      const b = route.request().postDataJSON();
      return route.fulfill({
        json: {
          status: 1,
          msg: 'ok',
          data: b.list.map((x: { room: string; rate: number; comment: string; baseRev: number }) => ({
            ...x,
            day: b.day,
            rev: x.baseRev + 1,
          })),
        },
      });
    }
    return route.fulfill({ status: 404, json: { status: 0, msg: 'no' } });
  });
}

test('look', async ({ app, page }) => {
  await mock(page);
  await app.signInHome('manager.hbt1@sumbook.test');
  await page.goto('/manager_expected');
  const tag = app.isPhone ? 'phone' : 'tablet';
  await expect(app.current().getByTestId('expected-title')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ex-${tag}-1.png` });
  if (app.isPhone) {
    await app.current().getByRole('button', { name: 'Next day' }).click();
    await page.screenshot({ path: `/tmp/ex-${tag}-2.png` });
    await app.current().getByLabel('Rate 101').focus();
    await app.current().getByLabel('Rate 101').fill('777000');
    await app.current().getByLabel('Comment 101').fill('VIP');
    await app.current().getByLabel('Rate 102').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/ex-${tag}-3.png` });
    await app.current().getByLabel('Rate 103').focus();
    await app.current().getByLabel('Rate 103').fill('500000');
    await app.current().getByLabel('Rate 104').focus();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ex-${tag}-4.png` });
    console.log(
      await page.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth]),
    );
  } else {
    await app.current().getByTestId('cell-101-5').click();
    await page.waitForTimeout(500);
    console.log(
      await page.evaluate(() => {
        const p = document.querySelector('ion-popover.ex-pop') as HTMLElement & { event?: Event };
        const c = p.shadowRoot!.querySelector('.popover-content') as HTMLElement;
        const t = (p.event as Event).target as HTMLElement;
        return [
          c.style.cssText,
          JSON.stringify(t.getBoundingClientRect()),
          t.isConnected,
          (p as unknown as { reference: string }).reference,
        ];
      }),
    );
    await page.screenshot({ path: `/tmp/ex-${tag}-2.png` });
    await page.getByTestId('cell-editor').getByRole('button', { name: 'Cancel' }).click();
    await app.current().getByTestId('day-head-6').getByRole('button').first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ex-${tag}-3.png` });
    await page.getByTestId('quick-edit').getByRole('button', { name: 'Close' }).click();
    await page.goto('/manager_expected/3/2026-01');
    await expect(app.current().getByTestId('empty-state')).toBeVisible();
    await page.screenshot({ path: `/tmp/ex-${tag}-5.png` });
  }
});
