// The kernel's write primitives on the real database: the revisioned write (insert once, or update only
// from the revision read; a stale revision or a lost race is 409 with the spec's message and the current
// value) and the one send (lock committed, then mail, then mark mailed; a mail failure keeps the lock and
// a retry resends only the mail; a store that fails sends no mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trx } from '../../src/server/db/transact';
import { putRevisioned, revisioned, expectRevision } from '../../src/server/kernel/revisioned';
import { sendOnce } from '../../src/server/kernel/send-once';
import { HttpError } from '../../src/server/lib/util';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const SAVE_REFUSED = "Can't SAVE report, please reload page and check again.";
const EDIT_REFUSED = "Can't EDIT report, please reload page and check again.";
let year = 2090;
/** A chart row of its own (acc_charts: unique branch, year and type; revision column `rev`). */
const chart = () => {
  const key = { branch_id: 1, year: year++, type: 'sale' };
  const read = () =>
    s.db
      .selectFrom('acc_charts')
      .select(['months', 'rev', 'updated_by'])
      .where('branch_id', '=', key.branch_id)
      .where('year', '=', key.year)
      .where('type', '=', key.type)
      .executeTakeFirst();
  const put = (trx: Trx, rev: number, months: string, by = 'test') =>
    putRevisioned(trx, {
      table: 'acc_charts',
      key,
      column: 'rev',
      read: rev,
      set: { months, updated_at: new Date().toISOString(), updated_by: by },
    });
  const write = (rev: number, months: string) => revisioned(s.db, 'SAVE', read, (trx) => put(trx, rev, months));
  return { key, read, put, write };
};

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('revisioned write', () => {
  it('inserts once, then updates only from the revision read; a stale one is 409 with the current value', async () => {
    const c = chart();
    expect(await c.write(0, '[1]')).toBe(1);
    expect(await c.write(1, '[2]')).toBe(2);
    const stale = await refusal(c.write(1, '[3]'));
    expect(stale.statusCode).toBe(409);
    expect(stale.message).toBe(SAVE_REFUSED);
    expect(stale.body).toEqual({ current: { months: '[2]', rev: 2, updated_by: 'test' } });
    // An insert of a row already stored is stale too.
    expect((await refusal(c.write(0, '[4]'))).body).toEqual({ current: { months: '[2]', rev: 2, updated_by: 'test' } });
    expect(await c.read()).toMatchObject({ months: '[2]', rev: 2 });
  });

  it('a race of two inserts: one wins, the other is 409 with the winner as current', async () => {
    const c = chart();
    const results = await Promise.allSettled([c.write(0, '[10]'), c.write(0, '[20]')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const err = lost[0].reason as HttpError;
    expect(err.statusCode).toBe(409);
    const stored = await c.read();
    expect(err.body).toEqual({ current: stored });
    expect(stored?.rev).toBe(1);
  });

  it('a race of two updates from the same revision: one wins; the refusal rolls back the whole transaction', async () => {
    const c = chart();
    await c.write(0, '[1]');
    const both = await Promise.allSettled(
      ['a', 'b'].map((by) =>
        revisioned(s.db, 'EDIT', c.read, async (trx) => {
          const rev = await c.put(trx, 1, `["${by}"]`, by);
          // Something else the write does after its row: a refusal must undo it as well.
          await trx
            .insertInto('audit')
            .values({
              at: '',
              user_id: null,
              action: 'kernel.test',
              target: `race:${c.key.year}`,
              detail: by,
              kind: 'admin',
            })
            .execute();
          return rev;
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = both.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as HttpError;
    expect(lost.message).toBe(EDIT_REFUSED);
    const stored = await c.read();
    expect(stored?.rev).toBe(2);
    const audits = await s.db.selectFrom('audit').select('detail').where('target', '=', `race:${c.key.year}`).execute();
    expect(audits.map((a) => a.detail)).toEqual([stored?.updated_by]);
  });

  it('expectRevision refuses a revision read that is not the stored one; updateOnly never inserts', async () => {
    const c = chart();
    const err = await refusal(revisioned(s.db, 'SAVE', c.read, async () => expectRevision(3, 2)));
    expect(err.statusCode).toBe(409);
    expect(err.body).toEqual({ current: undefined });
    const only = revisioned(s.db, 'SAVE', c.read, (trx) =>
      putRevisioned(trx, { table: 'acc_charts', key: c.key, column: 'rev', read: 0, updateOnly: true, set: {} }),
    );
    expect((await refusal(only)).statusCode).toBe(409);
    expect(await c.read()).toBeUndefined();
  });
});

describe('one send', () => {
  /** A send of a chart row: the lock marks it 'locked' (a retry finds it locked and unmailed). */
  const sender = (c: ReturnType<typeof chart>, mails: string[], opts: { fail?: boolean; breakStore?: boolean }) => {
    const state = { mailed: false };
    const step = {
      lock: async (trx: Trx) => {
        const row = await trx
          .selectFrom('acc_charts')
          .select(['rev', 'updated_by'])
          .where('year', '=', c.key.year)
          .where('branch_id', '=', 1)
          .executeTakeFirst();
        if (row?.updated_by === 'locked') return row.rev;
        const rev = await c.put(trx, row?.rev ?? 0, '[]', 'locked');
        if (opts.breakStore) throw new Error('the store failed');
        return rev;
      },
      current: c.read,
      mail: async (rev: number) => {
        // The lock is committed: a read outside the send's transaction sees it.
        expect((await c.read())?.updated_by).toBe('locked');
        if (opts.fail) throw new Error('smtp down');
        mails.push(`rev ${rev}`);
      },
      markMailed: async () => {
        state.mailed = true;
      },
      failure: {
        userId: 1,
        action: 'kernel.send_mail_failed',
        target: `send:${c.key.year}`,
        msg: 'Error when send mail',
      },
      log: () => undefined,
    };
    return { step, state };
  };

  it('a mail failure keeps the lock, is audited and answers 502; a retry resends only the mail', async () => {
    const c = chart();
    const mails: string[] = [];
    const failing = sender(c, mails, { fail: true });
    const err = await refusal(sendOnce(s.db, failing.step));
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe('Error when send mail');
    expect(failing.state.mailed).toBe(false);
    expect(await c.read()).toMatchObject({ updated_by: 'locked', rev: 1 });
    const failed = await s.db.selectFrom('audit').select('action').where('target', '=', `send:${c.key.year}`).execute();
    expect(failed).toEqual([{ action: 'kernel.send_mail_failed' }]);
    const retry = sender(c, mails, {});
    expect(await sendOnce(s.db, retry.step)).toBe(1);
    expect(mails).toEqual(['rev 1']);
    expect(retry.state.mailed).toBe(true);
    expect(await c.read()).toMatchObject({ rev: 1 });
  });

  it('a store that fails inside the lock sends no mail', async () => {
    const c = chart();
    const mails: string[] = [];
    const broken = sender(c, mails, { breakStore: true });
    await expect(sendOnce(s.db, broken.step)).rejects.toThrow('the store failed');
    expect(mails).toEqual([]);
    expect(await c.read()).toBeUndefined();
  });

  it('a stale lock answers 409 with the current value and sends no mail', async () => {
    const c = chart();
    await c.write(0, '[5]');
    const mails: string[] = [];
    const step = { ...sender(c, mails, {}).step, lock: (trx: Trx) => c.put(trx, 0, '[]') };
    const err = await refusal(sendOnce(s.db, step));
    expect(err.statusCode).toBe(409);
    expect(err.message).toBe("Can't SEND report, please reload page and check again.");
    expect(err.body).toEqual({ current: await c.read() });
    expect(mails).toEqual([]);
  });
});
