// The staff mistakes register /acc_staff at phone and tablet size (spec 2 section 2.3).
import type { Page } from '@playwright/test';
import { apiGet, apiLogin, expect, test, type AppModel } from './support/fixtures';
import { branchDay } from './support/rc';
import { picture } from './support/page-checks';

/** Page model of /acc_staff. */
class StaffPage {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}

  async load(): Promise<void> {
    await this.page.goto('/acc_staff');
    await this.app.current().getByRole('button', { name: 'Load Data' }).first().click();
  }
  title() {
    return this.app.current().getByTestId('staff-title');
  }
  button(name: string | RegExp) {
    return this.app.current().getByRole('button', { name, exact: typeof name === 'string' });
  }
  toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
  /** The mistakes on screen: table rows on a tablet, cards on a phone. */
  rows() {
    return this.app.current().getByTestId(this.app.isPhone ? 'staff-card' : 'staff-row');
  }

  /** Adds a mistake: in the row sheet on a phone, in the table's new row on a tablet. */
  async add(name: string, mistake: string, owesVnd: string): Promise<void> {
    await this.button('Add').click();
    if (this.app.isPhone) {
      const sheet = this.page.getByTestId('staff-sheet');
      await sheet.getByLabel('Name', { exact: true }).fill(name);
      await sheet.getByLabel('Mistakes', { exact: true }).fill(mistake);
      await sheet.getByLabel('Owes VND', { exact: true }).fill(owesVnd);
      await picture(this.page, 'acc-staff-sheet-phone.png');
      await sheet.getByRole('button', { name: 'Done' }).click();
      await expect(sheet).toBeHidden();
      return;
    }
    const row = this.rows().last();
    await expect(row.getByLabel('Name new row')).toBeFocused();
    await row.getByLabel('Name new row').fill(name);
    await row.getByLabel(`Mistakes ${name}`).fill(mistake);
    await row.getByLabel(`Owes VND ${name}`).fill(owesVnd);
    await row.getByLabel(`Owes VND ${name}`).blur();
  }
}

const month = () => branchDay(0).slice(0, 7);

test('an accountant adds a mistake, keeps it through a reload before saving, saves, reloads and sees it', async ({
  app,
  page,
}) => {
  const staff = new StaffPage(page, app);
  await app.signInHome('accountant.hbt1@sumbook.test');
  await staff.load();
  await expect(staff.title()).toHaveText(`[EDIT] HBT1 ${month()}`);
  await expect(staff.toast('SUCCESS LOAD DATA FROM SERVER')).toBeVisible();
  const before = await staff.rows().count();
  expect(before).toBeGreaterThan(0); // the demo register

  await staff.add('Tran Van Binh', 'Minibar not charged on check-out', '1250000');
  await expect(app.current().getByTestId('staff-pending')).toHaveText('1 unsaved · kept on this device');
  await picture(page, `acc-staff-edit-${app.isPhone ? 'phone' : 'tablet'}.png`);

  // Nothing typed is lost: a reload before SAVE brings the new row back from the device.
  await page.reload();
  await app.current().getByRole('button', { name: 'Load Data' }).first().click();
  await expect(app.current().getByTestId('staff-pending')).toHaveText('1 unsaved · kept on this device');
  // A card shows the name as text; a table row holds it in its Name box (labelled with it).
  const added = staff
    .rows()
    .filter(app.isPhone ? { hasText: 'Tran Van Binh' } : { has: page.getByLabel('Name Tran Van Binh') });
  await expect(added).toHaveCount(1);

  await staff.button('SAVE').click();
  await expect(staff.toast('SUCCESS SAVE DATA')).toBeVisible();
  await expect(app.current().getByTestId('staff-pending')).toHaveCount(0);
  await staff.button('SAVE').click();
  await expect(staff.toast('HAVE NOT DATA CHANGE')).toBeVisible();

  await page.reload();
  await app.current().getByRole('button', { name: 'Load Data' }).first().click();
  await expect(staff.title()).toHaveText(`[EDIT] HBT1 ${month()}`);
  await expect(staff.rows()).toHaveCount(before + 1);
  if (app.isPhone) {
    await expect(added).toContainText('Minibar not charged on check-out');
    await expect(added).toContainText('Owes 1,250,000 VND');
  } else {
    await expect(added.getByLabel('Owes VND Tran Van Binh')).toHaveValue('1,250,000');
  }
  await expect(app.current().getByTestId('staff-pending')).toHaveCount(0);

  // Delete needs a selection.
  await (app.isPhone ? staff.app.current().getByRole('button', { name: 'More actions' }).click() : Promise.resolve());
  await (app.isPhone ? page.getByRole('button', { name: 'Delete' }) : staff.button('Delete')).click();
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toContainText('No item selected');
});

// One size (@tablet): the tablet's table is where the register could offer inputs; the role rule is the point.
test('a branch manager sees [VIEW] with no Add, and the register with its totals @tablet', async ({ app, page }) => {
  const staff = new StaffPage(page, app);
  await app.signInHome('manager.hbt1@sumbook.test');
  await staff.load();
  await expect(staff.title()).toHaveText(`[VIEW] HBT1 ${month()}`);
  await expect(staff.rows().first()).toBeVisible();
  await expect(staff.button('Excel')).toBeVisible();
  await expect(staff.button('Add')).toHaveCount(0);
  await expect(staff.button('SAVE')).toHaveCount(0);
  await expect(app.current().getByTestId('staff-totals')).toContainText('Owes VND');
  if (!app.isPhone) await expect(staff.rows().first().locator('input')).toHaveCount(0);
  await picture(page, `acc-staff-view-${app.isPhone ? 'phone' : 'tablet'}.png`);

  // The month's file, then the whole year (which has no single-month file).
  const downloading = page.waitForEvent('download');
  await staff.button('Excel').click();
  expect((await downloading).suggestedFilename()).toBe(`acc_staff_${month().replace('-', '_')}.xlsx`);
  const inMonth = await staff.rows().count();
  await app.current().getByRole('button', { name: 'Show the pickers' }).click();
  await app.current().getByTestId('staff-month').click();
  await page.locator('ion-popover:not(.overlay-hidden) ion-radio').filter({ hasText: 'Whole year' }).click();
  await app.current().getByRole('button', { name: 'Load Data' }).first().click();
  await expect(staff.title()).toHaveText(`[VIEW] HBT1 ${month().slice(0, 4)}`);
  expect(await staff.rows().count()).toBeGreaterThanOrEqual(inMonth);
  await staff.button('Excel').click();
  await expect(page.locator('ion-alert:not(.overlay-hidden)')).toContainText('PLEASE SELECT MONTH VIEW');
});

test('a row the leader saved meanwhile: SAVE is refused; on Load Data theirs is shown and mine is set aside, then restored and saved @tablet', async ({
  app,
  page,
  server,
}) => {
  // One size (@tablet, see playwright.config.ts): the table flow; the phone edits the same rows in its sheet.
  const staff = new StaffPage(page, app);
  await app.signInHome('accountant.hbt1@sumbook.test');
  await staff.load();
  await expect(staff.title()).toHaveText(`[EDIT] HBT1 ${month()}`);
  const token = await apiLogin(server.url, 'accleader.hanoi@sumbook.test');
  type View = { data: { content: ({ ID: string; name: string; deleted: boolean } & Record<string, unknown>)[] } };
  const first = (await apiGet<View>(server.url, token, `/acc/staff/3/view_accstaff/${month()}`)).data.content.filter(
    (r) => !r.deleted,
  )[0];
  const processing = staff.rows().first().getByLabel(`Processing ${first.name}`);
  await processing.fill('Mine: paid back');

  const theirs = await fetch(`${server.url}/api/acc/staff/3/up_accstaff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      listIdChangeAccStaff: [first.ID],
      listAccStaff: [{ ...first, processing: 'Theirs: warning' }],
    }),
  });
  expect(theirs.status).toBe(200);

  await staff.button('SAVE').click();
  const refused = page.locator('ion-alert:not(.overlay-hidden)');
  await expect(refused).toContainText("Can't SAVE report, please reload page and check again.");
  await refused.getByRole('button', { name: 'OK' }).click();
  await app.current().getByRole('button', { name: 'Load Data' }).first().click();
  const aside = page.locator('ion-alert:not(.overlay-hidden)').filter({ hasText: 'changed by someone else' });
  await expect(aside).toBeVisible();
  await aside.getByRole('button', { name: 'OK' }).click();
  await expect(processing).toHaveValue('Theirs: warning');

  // The drafts screen lists my copy; restored, it stands on their save and goes through.
  await app.openUserMenu();
  await page.locator('ion-popover').getByText('Drafts on this device').click();
  const item = page.getByTestId('draft-item').filter({ hasText: `ACC STAFF · HBT1 ${month()}` });
  await expect(item).toContainText('Set aside after a conflict');
  await item.getByRole('button', { name: 'Restore into ACC STAFF' }).click();
  await expect(processing).toHaveValue('Mine: paid back');
  await staff.button('SAVE').click();
  await expect(staff.toast('SUCCESS SAVE DATA')).toBeVisible();
  const after = await apiGet<View>(server.url, token, `/acc/staff/3/view_accstaff/${month()}`);
  expect(after.data.content.find((r) => r.ID === first.ID)?.processing).toBe('Mine: paid back');
});
