// Several instances on one database (issue 17): a support-mail row on its way names its sender. An instance
// that starts takes back its own interrupted rows (and rows of no instance) at once, and another instance's
// only when their lease has run out, so it never marks mails a live instance is sending as unconfirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverInterrupted, SENDING_LEASE_MS } from '../../src/server/modules/support-mail/jobs';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('sending lease', () => {
  it('takes back own and ownerless rows at once, another instance’s only after its lease', async () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    const recent = new Date(now - 60_000).toISOString();
    const old = new Date(now - SENDING_LEASE_MS - 1000).toISOString();
    const job = await s.db
      .insertInto('support_mail_jobs')
      .values({
        kind: 'guest',
        state: 'running',
        total: 4,
        list_hash: 'lease-test',
        reply_to: '',
        retries: 0,
        created_at: recent,
        created_by: 1,
        created_by_name: 'Admin',
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = [
      { email: 'mine@example.test', sender: 'A', tried_at: recent },
      { email: 'nobody@example.test', sender: '', tried_at: recent },
      { email: 'live-other@example.test', sender: 'B', tried_at: recent },
      { email: 'dead-other@example.test', sender: 'B', tried_at: old },
    ];
    await s.db
      .insertInto('support_mail_recipients')
      .values(
        rows.map((r) => ({
          job_id: job.id,
          name: 'x',
          email: r.email,
          state: 'sending',
          error: '',
          attempts: 1,
          tried_at: r.tried_at,
          sent_at: null,
          sender: r.sender,
        })),
      )
      .execute();
    expect(await recoverInterrupted(s.db, 'A', now)).toBe(3);
    const states = await s.db
      .selectFrom('support_mail_recipients')
      .select(['email', 'state'])
      .where('job_id', '=', job.id)
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { email: 'mine@example.test', state: 'unconfirmed' },
      { email: 'nobody@example.test', state: 'unconfirmed' },
      { email: 'live-other@example.test', state: 'sending' },
      { email: 'dead-other@example.test', state: 'unconfirmed' },
    ]);
  });
});
