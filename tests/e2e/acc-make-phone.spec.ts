import { expect, test } from './support/fixtures';
import { AccPage, branchDay } from './support/acc';
import { picture } from './support/page-checks';

// One size only: skipped before any server starts for the other size.
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'phone scenario');

test('on a phone the month reads as cards with its totals pinned, and nothing scrolls sideways', async ({
  app,
  page,
}) => {
  const acc = new AccPage(page, app);
  const lastMonth = previous(branchDay(0).slice(0, 7));
  await app.signInAs('accountant.hbt1@sumbook.test');
  await acc.openScreen();

  // Last month has its debit on sum in the demo: the month view opens.
  await acc.load('Month', lastMonth);
  await expect(acc.title()).toContainText(`[VIEW] HBT1 Month ${lastMonth}`);
  const cards = app.current().getByTestId('period-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(`${lastMonth}-01`);
  await expect(cards.first()).toContainText('Nights');
  await expect(cards.first()).toContainText('Sub');
  // Only the cards in view are in the DOM (virtualised); the month totals stay pinned below them.
  expect(await cards.count()).toBeLessThan(20);
  const totals = acc.totals();
  await expect(totals).toBeVisible();
  await expect(totals).toHaveAttribute('aria-label', 'Month totals');
  const box = await totals.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await acc.noSidewaysScroll();
  await picture(page, 'acc-month-phone.png');

  // The debit area as cards, and a day as cards with its totals.
  await acc.tab('ACC DEBIT AREA').click();
  await expect(app.current().getByTestId('rc-card').first()).toBeVisible();
  await acc.noSidewaysScroll();

  await cards.first().isVisible();
  await acc.load('Day', branchDay(-1));
  await expect(acc.title()).toContainText(`[EDIT] HBT1 ${branchDay(-1)}`);
  await expect(app.current().getByTestId('rc-card').first()).toBeVisible();
  await acc.noSidewaysScroll();
  await picture(page, 'acc-day-phone.png');
});

function previous(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
