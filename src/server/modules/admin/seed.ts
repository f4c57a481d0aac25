// Demo entries for /manage_user: a few glist entries (the devices of the chain's AzShare app, which Sumbook
// does not sign in itself: a connector writes them to users.other.glist) and a browser that has used its
// three changes, so the lists and the hidden action at the limit can be seen.
import type { EntryLists, LoginEntry } from '../../../contract/admin';
import type { Db } from '../../db/connection';
import type { DemoSeed } from '../../db/seed/index';
import { parseJson } from '../../lib/util';

const entry = (id: string, at: Date, note: string, active: boolean, changes: number): LoginEntry => ({
  id,
  time: at.toISOString(),
  lateLogin: at.toISOString(),
  note,
  active,
  log: { active: changes },
});

export async function seedAdmin(db: Db, { now }: DemoSeed): Promise<void> {
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const lists: Record<string, { glist?: EntryLists; login?: EntryLists }> = {
    'reception.hbt1@sumbook.test': {
      glist: {
        listActivated: [entry('glist-hbt1-front', day(40), 'AzShare front desk phone', true, 1)],
        listBlock: [entry('glist-hbt1-old', day(90), 'Old phone (lost)', false, 2)],
      },
    },
    'manager.hbt1@sumbook.test': {
      glist: {
        listActivated: [entry('glist-hbt1-manager', day(20), 'Manager tablet', true, 5)],
        listBlock: [entry('glist-hbt1-new', day(1), 'Waiting for activation', false, 0)],
      },
    },
    'supervisor.hbt1@sumbook.test': {
      login: {
        listActivated: [entry('browser-hbt1-office', day(30), 'Office PC', true, 3)],
        listBlock: [],
      },
    },
  };
  for (const [email, add] of Object.entries(lists)) {
    const row = await db.selectFrom('users').select(['id', 'other']).where('email', '=', email).executeTakeFirst();
    if (!row) continue;
    const other = { ...parseJson<Record<string, unknown>>(row.other, {}), ...add };
    await db
      .updateTable('users')
      .set({ other: JSON.stringify(other) })
      .where('id', '=', row.id)
      .execute();
  }
}
