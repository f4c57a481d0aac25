import { AREAS, BRANCHES } from '../../../domain/branches';
import { defaultAccessMap } from '../../../domain/tabs';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/util';
import type { Db } from '../connection';
import { CARD_TITLES, DEMO_GUIDES } from './guides';
import { seedPms, type SeedInvoice } from './pms';
import { roomsFor } from './rooms';
import { DEMO_PASSWORD, DEMO_USERS } from './users';
import { transact } from '../transact';

/** scrypt cost of the demo users' hashes (see seedDemo). */
const DEMO_PASSWORD_COST = 2 ** 10;

/** Reference data every installation needs: areas, branches, rooms, card titles, guides. */
export async function seedReference(db: Db): Promise<void> {
  const has = await db.selectFrom('branches').select('id').limit(1).executeTakeFirst();
  if (has) return;
  await transact(db, async (trx) => {
    for (const name of AREAS) await trx.insertInto('areas').values({ name }).execute();
    for (const b of BRANCHES) {
      const other = {
        sumRate: b.id === 11 ? 1 : 25400,
        fixedExpense: 0,
        surveyDay: 1,
        systemCode: b.systemCode,
        timeZone: b.timeZone,
      };
      await trx
        .insertInto('branches')
        .values({ id: b.id, code: b.code, name: b.name, area: b.area, rooms: b.rooms, other: JSON.stringify(other) })
        .execute();
      const rooms = roomsFor(b).map((r) => ({ branch_id: b.id, ...r }));
      await trx.insertInto('rooms').values(rooms).execute();
    }
    await trx
      .insertInto('card_titles')
      .values(CARD_TITLES.map((c, i) => ({ ...c, sort: i })))
      .execute();
    await trx
      .insertInto('guides')
      .values(DEMO_GUIDES.map((g, i) => ({ ...g, sort: i })))
      .execute();
  });
}

/** What the shared demo seed hands to each module's demo seed. */
export interface DemoSeed {
  now: Date;
  /** The PMS invoices of each branch (60 days back to 2 ahead). */
  invoices: Map<number, SeedInvoice[]>;
  /** Those and the stays in house or arriving by then that check out later: what the demo plans are made of. */
  stays: Map<number, SeedInvoice[]>;
}
export type ModuleSeed = (db: Db, demo: DemoSeed) => Promise<void>;

/**
 * Demo users (one password for all, see README), a few notifications so the bell has something to show,
 * the PMS invoices of every branch, then each module's demo data (relative to `now`).
 */
export async function seedDemo(db: Db, modules: readonly ModuleSeed[] = [], now: Date = new Date()): Promise<void> {
  const has = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (has) return;
  // Each demo user has its own salt. The demo password is published (README), so a high cost would protect
  // nothing: its hashes use 2^10, in parallel on libuv's thread pool, which takes about as long as the one
  // shared 2^14 hash did (17 hashes at 2^14 added 0.6-3 s to the seeded start, at 2^17 far more).
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, DEMO_PASSWORD_COST)));
  const created = nowIso();
  await transact(db, async (trx) => {
    for (const [i, u] of DEMO_USERS.entries()) {
      const access = { ...defaultAccessMap(u.role), ...(u.extraAccess ?? {}) };
      await trx
        .insertInto('users')
        .values({
          email: u.email,
          name: u.name,
          password_hash: hashes[i],
          role: u.role,
          branch_id: u.branch,
          position: u.position,
          avatar: '',
          access: JSON.stringify(access),
          is_manage: u.isManage ? 1 : 0,
          needs_activation: u.needsActivation ? 1 : 0,
          blocked: u.blocked ? 1 : 0,
          block_msg: u.blocked ?? '',
          other: JSON.stringify({ login: { listActivated: [], listBlock: [] } }),
          acc_hidden_tab: JSON.stringify({ Bill: ['Bill', 'Guest Pay By Cash', 'Guest Pay By Card'], Massage: [] }),
          settings: '{}',
          first_login: 1,
          token_version: 0,
          created_at: created,
        })
        .execute();
    }
    const manager = await trx
      .selectFrom('users')
      .select(['id'])
      .where('email', '=', 'manager.hbt1@sumbook.test')
      .executeTakeFirstOrThrow();
    const hour = 3600 * 1000;
    const notes = [
      {
        title: 'Unpaid bill to check',
        content: 'HI 10234 (company debit) is still unpaid after 7 days.',
        type: 10,
        ago: 2 * hour,
      },
      {
        title: 'Welcome to Sumbook',
        content: 'Notifications about edit requests and unpaid bills arrive here.',
        type: 4,
        ago: 26 * hour,
      },
    ];
    for (const n of notes) {
      await trx
        .insertInto('notifications')
        .values({
          title: n.title,
          content: n.content,
          type: n.type,
          created_at: new Date(Date.now() - n.ago).toISOString(),
          isread: 0,
          answer: '',
          sent_to: manager.id,
          sent_from: 'Sumbook',
          sent_from_id: null,
          role: null,
          branch: 3,
          link: '',
        })
        .execute();
    }
    const { invoices, stays } = await seedPms(trx, now);
    for (const seed of modules) await seed(trx, { now, invoices, stays });
  });
}
