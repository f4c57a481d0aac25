import { expect, test } from './support/fixtures';
import { SumPage, branchDay } from './support/rc';
import { picture } from './support/page-checks';

// One size (@phone, see playwright.config.ts): phone scenario.
test.describe('phone row sheet and cards (390x844) @phone', () => {
  test('guest fields come first at full width, packages last and folded; a locked payment says why; its card strikes it "not counted"', async ({
    app,
    page,
  }) => {
    const sum = new SumPage(page, app);
    await app.signInAs('reception.hbt1@sumbook.test');
    await sum.open();
    await expect(sum.title()).toContainText('[EDIT]');
    await app.current().getByRole('button', { name: 'Add New Tab' }).last().click();
    const sheet = page.getByTestId('row-sheet');
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('SI', { exact: true }).fill('SI-7001');
    await sheet.getByLabel('Name', { exact: true }).fill('Debit Company Guest Long Name');
    await sheet.getByLabel('VND', { exact: true }).fill('500000');
    await sheet.getByLabel('Action', { exact: true }).fill('DEBIT COMPANY');
    await sheet.getByLabel('Company', { exact: true }).fill('Sunrise Travel Company');

    // Full width: as wide as the section's content box (the sheet minus its padding).
    const inner = await sheet.locator('[data-section=Guest] .rc-group-grid').boundingBox();
    for (const label of ['Name', 'Action', 'Company']) {
      const box = await sheet.getByLabel(label, { exact: true }).boundingBox();
      expect(box?.width, label).toBeCloseTo(inner?.width ?? 0, 0);
      expect(box?.width, label).toBeGreaterThan(300);
      const before = await sheet.getByLabel(label, { exact: true }).evaluate((el) => {
        const pkg = document.querySelector('[data-testid=row-sheet] [data-key^="pkg:"]');
        return !!pkg && !!(el.compareDocumentPosition(pkg) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(before, `${label} before the packages`).toBe(true);
    }
    await expect(sheet.locator('[data-section=Packages]')).not.toHaveAttribute('open', '');
    await expect(sheet.getByLabel('VND', { exact: true })).toBeDisabled();
    await expect(sheet.getByTestId('why-vnd')).toHaveText('not counted on a DEBIT row');
    await expect(sheet.getByTestId('why-vnd')).toBeVisible();
    await picture(page, `phone-sheet-edit.png`);
    await sheet.getByLabel('Action', { exact: true }).fill('Paid at 301729');
    await expect(sheet.getByTestId('why-vnd')).toHaveText('paid at 301729');
    await sheet.getByLabel('Action', { exact: true }).fill('DEBIT COMPANY');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();

    const card = app.current().getByTestId('rc-card').filter({ hasText: 'SI-7001' });
    await expect(card).toBeVisible();
    await expect(card.locator('.rc-pay-locked s')).toHaveText('VND 500,000');
    await expect(card.locator('.rc-pay-locked')).toContainText('not counted');
    await expect(card.locator('.rc-pay')).toHaveCount(0);
    await picture(card, `phone-card-debit.png`);
  });

  test('a manager opens a row of a sent day: the sheet shows the values as text, no inputs', async ({ app, page }) => {
    const sum = new SumPage(page, app);
    await app.signInAs('manager.hbt1@sumbook.test');
    await sum.open(`/reception_sum/3/${branchDay(-1)}/current`);
    await expect(sum.title()).toContainText('[VIEW]');
    await expect(app.current().getByTestId('rc-card').first()).toBeVisible();
    await expect(app.current().getByTestId('rc-cards').locator('input')).toHaveCount(0);
    await picture(page, `phone-locked-cards.png`);
    await app.current().getByTestId('rc-card').first().locator('.rc-card-body').click();
    const sheet = page.getByTestId('row-sheet');
    await expect(sheet.locator('[data-section=Guest]')).toBeVisible();
    await expect(sheet.locator('input, textarea, select')).toHaveCount(0);
    await expect(sheet.locator('[data-field=name]')).not.toHaveText('');
    await picture(page, `phone-sheet-view.png`);
  });
});
