// The support mail's durable queue in the database: jobs, their recipient rows and the state changes the
// worker and the admin make. Every state change is one conditional UPDATE (WHERE state = the state it
// leaves), so two workers, or a worker and a retry, never both take the same row.
import type { JobRecipient, JobSummary, RecipientIn } from '../../../contract/support-mail';
import {
  RECIPIENT_STATES,
  emailKey,
  type JobCounts,
  type RecipientState,
  type SupportMailKind,
} from '../../../domain/support-mail';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { nowIso, sha256 } from '../../lib/util';

export const INTERRUPTED =
  'Not confirmed: the server stopped while this mail was being handed to the mail server; it may have been delivered';

type JobRow = {
  id: number;
  kind: string;
  state: string;
  total: number;
  retries: number;
  created_at: string;
  created_by_name: string;
  finished_at: string | null;
};

const emptyCounts = (): JobCounts => ({ pending: 0, sending: 0, sent: 0, failed: 0, unconfirmed: 0 });

async function countsOf(db: Db, jobIds: number[]): Promise<Map<number, JobCounts>> {
  const out = new Map<number, JobCounts>(jobIds.map((id) => [id, emptyCounts()]));
  if (jobIds.length === 0) return out;
  const rows = await db
    .selectFrom('support_mail_recipients')
    .select((eb) => ['job_id', 'state', eb.fn.countAll<number>().as('n')])
    .where('job_id', 'in', jobIds)
    .groupBy(['job_id', 'state'])
    .execute();
  for (const r of rows) {
    const c = out.get(r.job_id);
    if (c && (RECIPIENT_STATES as readonly string[]).includes(r.state)) c[r.state as RecipientState] = Number(r.n);
  }
  return out;
}

const summaryOf = (j: JobRow, counts: JobCounts): JobSummary => ({
  id: j.id,
  kind: j.kind as SupportMailKind,
  state: j.state === 'done' ? 'done' : 'running',
  total: j.total,
  counts,
  createdAt: j.created_at,
  createdBy: j.created_by_name,
  finishedAt: j.finished_at,
  retries: j.retries,
});

const jobColumns = ['id', 'kind', 'state', 'total', 'retries', 'created_at', 'created_by_name', 'finished_at'] as const;

export async function jobSummary(db: Db, jobId: number): Promise<JobSummary | null> {
  const job = await db.selectFrom('support_mail_jobs').select(jobColumns).where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  return summaryOf(job, (await countsOf(db, [jobId])).get(jobId) ?? emptyCounts());
}

/** The newest jobs first. */
export async function recentJobs(db: Db, limit = 20): Promise<JobSummary[]> {
  const jobs = await db.selectFrom('support_mail_jobs').select(jobColumns).orderBy('id', 'desc').limit(limit).execute();
  const counts = await countsOf(
    db,
    jobs.map((j) => j.id),
  );
  return jobs.map((j) => summaryOf(j, counts.get(j.id) ?? emptyCounts()));
}

export async function recipientsPage(
  db: Db,
  jobId: number,
  q: { state?: RecipientState; offset: number; limit: number },
): Promise<{ total: number; data: JobRecipient[] }> {
  let base = db.selectFrom('support_mail_recipients').where('job_id', '=', jobId);
  if (q.state) base = base.where('state', '=', q.state);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'name', 'email', 'state', 'error', 'attempts', 'tried_at', 'sent_at'])
    .orderBy('id')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      state: r.state as RecipientState,
      error: r.error,
      attempts: r.attempts,
      triedAt: r.tried_at,
      sentAt: r.sent_at,
    })),
  };
}

/** The list's fingerprint: its kind and addresses, whatever their order and case. */
export const listHash = (kind: SupportMailKind, list: readonly { email: string }[]): string =>
  sha256(
    `${kind}\n${list
      .map((r) => emailKey(r.email))
      .sort()
      .join('\n')}`,
  );

/**
 * True when an insert broke the partial unique index support_mail_jobs_running (one running job per list):
 * a send of the same list committed between runningTwin and the insert.
 */
export function isRunningTwinViolation(err: unknown): boolean {
  return isUniqueViolation(err) && /support_mail_jobs/.test(String((err as Error).message));
}

export const alreadySending = (twin: number | null): string =>
  `This list is already being sent${twin === null ? '' : ` (job ${twin})`}: wait until it is done`;

/** The running job of the same list, if one is running. */
export async function runningTwin(db: Db, hash: string): Promise<number | null> {
  const twin = await db
    .selectFrom('support_mail_jobs')
    .select('id')
    .where('state', '=', 'running')
    .where('list_hash', '=', hash)
    .executeTakeFirst();
  return twin?.id ?? null;
}

/** The running job of the same list as this one (another job), if one is running. */
export async function runningTwinOf(db: Db, jobId: number): Promise<number | null> {
  const twin = await db
    .selectFrom('support_mail_jobs as j')
    .innerJoin('support_mail_jobs as t', 't.list_hash', 'j.list_hash')
    .select('t.id')
    .where('j.id', '=', jobId)
    .where('t.id', '<>', jobId)
    .where('t.state', '=', 'running')
    .executeTakeFirst();
  return twin?.id ?? null;
}

/** A job and its rows (all pending), in one transaction. */
export async function createJob(
  trx: Db,
  job: { kind: SupportMailKind; hash: string; replyTo: string; userId: number; userName: string },
  list: readonly RecipientIn[],
): Promise<number> {
  const created = await trx
    .insertInto('support_mail_jobs')
    .values({
      kind: job.kind,
      state: 'running',
      total: list.length,
      list_hash: job.hash,
      reply_to: job.replyTo,
      retries: 0,
      created_at: nowIso(),
      created_by: job.userId,
      created_by_name: job.userName,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = list.map((r) => ({
    job_id: created.id,
    name: r.name ?? '',
    email: r.email.trim(),
    state: 'pending',
    error: '',
    attempts: 0,
    tried_at: null,
    sent_at: null,
  }));
  // Inserted in chunks: one statement's parameters stay well under the database's limit.
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('support_mail_recipients')
      .values(rows.slice(i, i + 200))
      .execute();
  return created.id;
}

/** Failed rows (and unconfirmed ones when asked) back to pending; the job runs again. Answers how many. */
export async function requeue(trx: Db, jobId: number, unconfirmed: boolean): Promise<number> {
  const states = unconfirmed ? ['failed', 'unconfirmed'] : ['failed'];
  const res = await trx
    .updateTable('support_mail_recipients')
    .set({ state: 'pending' })
    .where('job_id', '=', jobId)
    .where('state', 'in', states)
    .executeTakeFirst();
  const queued = Number(res.numUpdatedRows);
  if (queued > 0)
    await trx
      .updateTable('support_mail_jobs')
      .set((eb) => ({ state: 'running', finished_at: null, retries: eb('retries', '+', 1) }))
      .where('id', '=', jobId)
      .execute();
  return queued;
}

export interface Claimed {
  id: number;
  jobId: number;
  kind: SupportMailKind;
  name: string;
  email: string;
  replyTo: string;
}

/**
 * The next pending row, marked 'sending' (and its attempt counted) before anything is sent: the mark is
 * committed first, so after a crash the row is known to have been on its way. Null when none waits.
 */
export async function claimNext(db: Db, sender: string): Promise<Claimed | null> {
  for (let tries = 0; tries < 20; tries++) {
    const next = await db
      .selectFrom('support_mail_recipients')
      .select('id')
      .where('state', '=', 'pending')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const taken = await db
      .updateTable('support_mail_recipients')
      .set((eb) => ({ state: 'sending', tried_at: nowIso(), sender, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue; // another lane took it first
    const row = await db
      .selectFrom('support_mail_recipients as r')
      .innerJoin('support_mail_jobs as j', 'j.id', 'r.job_id')
      .select(['r.id', 'r.job_id', 'j.kind', 'r.name', 'r.email', 'j.reply_to'])
      .where('r.id', '=', next.id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      jobId: row.job_id,
      kind: row.kind as SupportMailKind,
      name: row.name,
      email: row.email,
      replyTo: row.reply_to,
    };
  }
  return null;
}

export type Outcome = { state: 'sent' } | { state: 'failed' | 'unconfirmed'; error: string };

/** The outcome of a send; the job is done once nothing of it waits or is on its way. */
export async function record(db: Db, row: Claimed, outcome: Outcome) {
  await db
    .updateTable('support_mail_recipients')
    .set(
      outcome.state === 'sent'
        ? { state: 'sent', sent_at: nowIso(), error: '' }
        : {
            state: outcome.state,
            error: (outcome.state === 'unconfirmed' ? `Not confirmed: ${outcome.error}` : outcome.error).slice(0, 500),
          },
    )
    .where('id', '=', row.id)
    .where('state', '=', 'sending')
    .execute();
  await finishIfDone(db, row.jobId);
}

/**
 * Closes the job when nothing of it waits or is on its way, in ONE conditional statement: a retry committed
 * at the same moment either comes first (the job stays running) or after (it opens the job again), never
 * leaving a done job with rows to send.
 */
export async function finishIfDone(db: Db, jobId: number): Promise<void> {
  await db
    .updateTable('support_mail_jobs')
    .set({ state: 'done', finished_at: nowIso() })
    .where('id', '=', jobId)
    .where('state', '=', 'running')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('support_mail_recipients')
            .select('support_mail_recipients.id')
            .where('support_mail_recipients.job_id', '=', jobId)
            .where('support_mail_recipients.state', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .execute();
}

/** A mail on its way longer than this was left by a stopped instance (the mailer gives up far sooner). */
export const SENDING_LEASE_MS = 15 * 60 * 1000;

/**
 * Rows left 'sending' by a stopped server become 'unconfirmed' (never sent again on their own), and running
 * jobs with nothing left to send are closed. Answers the rows marked. Several instances may share the
 * database: at its start an instance takes back its own rows (and rows of no instance) at once; another
 * instance's rows only once their lease has run out (that instance stopped, or it would have recorded them).
 */
export async function recoverInterrupted(db: Db, sender: string, now = Date.now()): Promise<number> {
  const expired = new Date(now - SENDING_LEASE_MS).toISOString();
  const res = await db
    .updateTable('support_mail_recipients')
    .set({ state: 'unconfirmed', error: INTERRUPTED })
    .where('state', '=', 'sending')
    .where((eb) => eb.or([eb('sender', 'in', [sender, '']), eb('tried_at', '<', expired)]))
    .executeTakeFirst();
  const running = await db.selectFrom('support_mail_jobs').select('id').where('state', '=', 'running').execute();
  for (const j of running) await finishIfDone(db, j.id);
  return Number(res.numUpdatedRows);
}
