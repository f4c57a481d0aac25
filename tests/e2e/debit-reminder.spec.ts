// Reminders for unpaid bills (issue 32): the job, run on the test server's database with a clock the test
// sets, rings the accountant's bell; tapping the reminder opens the debit line it names.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/server/db/connection';
import { remindUnpaid } from '../../src/server/modules/debit/reminders';
import { expect, test } from './support/fixtures';
import { DebitModel } from './support/debit';
import { picture } from './support/page-checks';

type Line = { id: number; day: string; hi: string; si: string };

test('the accountant sees an unpaid-bill reminder in the bell and tapping it opens the line @phone', async ({
  app,
  page,
  server,
}) => {
  const file = join(server.dataDir, 'sumbook.db');
  // One open line of the accountant's book of HBT1 is left open, so the bell holds one reminder.
  const raw = new Database(file);
  const line = raw
    .prepare(
      `select id, day, hi, si from debits where branch_id = 3 and book = 'acc' and paid in ('Debit', 'Non Paid')
       order by day desc, id desc limit 1`,
    )
    .get() as Line;
  raw
    .prepare(`update debits set paid = 'Paid' where branch_id = 3 and book = 'acc' and id <> ? and paid <> 'Paid'`)
    .run(line.id);
  raw.close();
  const db = openDatabase(file);
  const eightDaysOn = new Date(Date.parse(`${line.day}T05:00:00Z`) + 8 * 86_400_000);
  const run = await remindUnpaid(db, { send: async () => undefined }, eightDaysOn);
  await db.destroy();
  expect(run.notices).toBeGreaterThan(0);

  const debit = new DebitModel(page, app);
  await app.signInHome('accountant.hbt1@sumbook.test');
  const bell = app.current().getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const reminder = page
    .getByTestId('notification-list')
    .locator('ion-item')
    .filter({ hasText: 'Unpaid bill to check (7 days)' });
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText(`unpaid for 8 days (since ${line.day})`);
  await picture(page, 'debit-reminder-bell-phone.png');
  await reminder.locator('h3').click();
  await expect(page).toHaveURL(
    new RegExp(`/acc_debit/3/${line.day.slice(0, 4)}/${line.day.slice(5, 7)}\\?line=${line.id}$`),
  );
  await expect(debit.sheet()).toBeVisible({ timeout: 20_000 });
  await expect(debit.sheet()).toContainText(line.hi || line.si);
  await picture(page, 'debit-reminder-line-phone.png');
});
