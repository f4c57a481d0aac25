// One send: lock or mark the thing sent in a transaction (with its trail), and only after the commit mail
// it, then mark it mailed. A mail failure keeps the lock (the thing is sent; only its mail is missing), is
// logged and audited, and answers 502; a retry of that send finds the lock and resends only the mail.
// The mail never goes before the store commits.
import type { Db } from '../db/connection';
import { transact, type Trx } from '../db/transact';
import { HttpError } from '../lib/util';
import { audit, type AuditExtra } from './audit';
import { revisioned } from './revisioned';

export interface MailStep<L> {
  /** Sends the mail of the locked thing. */
  mail: (locked: L) => Promise<void>;
  /** Marks the locked thing mailed. */
  markMailed: (db: Db, locked: L) => Promise<void>;
  /** On a mail failure: logged, audited as `action` on `target`, answered 502 with `msg`. */
  failure: { userId: number; action: string; target: string; msg: string; extra?: AuditExtra };
  log: (err: unknown) => void;
}

export interface SendStep<L> extends MailStep<L> {
  /** In the transaction: locks or marks the thing (a retry whose mail failed answers the lock as it is). */
  lock: (trx: Trx) => Promise<L>;
  /** The thing as it is now: a Stale thrown by `lock` answers 409 "Can't SEND report…" with it. */
  current?: () => Promise<unknown>;
}

/** Mails a locked thing and marks it mailed; a failure is audited and answered 502 (the lock stays). */
export async function mailLocked<L>(db: Db, locked: L, step: MailStep<L>): Promise<void> {
  try {
    await step.mail(locked);
  } catch (err) {
    step.log(err);
    const { userId, action, target, msg, extra } = step.failure;
    await audit(db, userId, action, target, { error: String(err instanceof Error ? err.message : err) }, extra);
    throw new HttpError(502, msg);
  }
  await step.markMailed(db, locked);
}

/** Locks (committed), then mails, then marks mailed; answers the lock. */
export async function sendOnce<L>(db: Db, step: SendStep<L>): Promise<L> {
  const { current } = step;
  const locked = await (current ? revisioned(db, 'SEND', current, step.lock) : transact(db, step.lock));
  await mailLocked(db, locked, step);
  return locked;
}
