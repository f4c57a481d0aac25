// The support mail page's calls (spec 3 sections 2 and 7 Admin), CEO and admin only: import the Excel list
// (a preview, nothing stored), send the fixed mail to a test address, send it to the list as a durable job
// answered at once (the worker sends it), retry the failed rows, and read a job's progress and results.
// Every test send, job and retry is audited.
import { hostname } from 'node:os';
import { supportMailApi } from '../../../contract/support-mail';
import { ROLE_SET } from '../../../domain/roles';
import { TEST_FAILED, TEST_SENT, sendableRecipients } from '../../../domain/support-mail';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { createBulkMailer } from '../../kernel/mail';
import { route } from '../../kernel/route';
import { HttpError, sha256 } from '../../lib/util';
import { currentUser } from '../../plugins/guard';
import { errorText, supportMail } from './compose';
import { readRecipientList } from './import';
import {
  alreadySending,
  createJob,
  isRunningTwinViolation,
  jobSummary,
  listHash,
  recentJobs,
  recipientsPage,
  requeue,
  runningTwin,
  runningTwinOf,
} from './jobs';
import { SupportMailWorker } from './worker';
import { transact } from '../../db/transact';

const ADMIN = { roles: ROLE_SET.admin };
/** Mails on their way at once (and SMTP connections kept open while a job runs). */
const LANES = 4;
/** Largest upload taken (a 5,000-row list is well under 1 MB). */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;
export const NO_JOB = 'No such mail job';

/** This server instance, the same across its restarts: its host and data folder. */
const instanceId = (dataDir: string): string => sha256(`${hostname()}:${dataDir}`).slice(0, 16);

export function supportMailRoutes(app: ZodApp, ctx: ServerContext): void {
  const { db, mailer, config } = ctx;
  const worker = new SupportMailWorker(db, createBulkMailer(config, LANES), {
    lanes: LANES,
    publicUrl: config.publicUrl,
    stopWaitMs: 10_000,
    sender: instanceId(config.dataDir),
    log: app.log,
  });
  // Unfinished jobs resume when the server is ready; a closing server lets the mails on their way finish.
  app.addHook('onReady', async () => {
    await worker.start();
  });
  app.addHook('preClose', async () => {
    await worker.stop();
  });

  // The upload is the file itself: in this scope every content type is read as raw bytes (up to the limit),
  // and the bytes decide whether it is an Excel file.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    route(scope as ZodApp, supportMailApi.importList, ADMIN, async (req) => {
      const data = await readRecipientList(req.body as unknown);
      const n = data.recipients.length - data.invalid;
      return {
        status: 1 as const,
        msg: `${n} recipient(s) read; ${data.invalid} without a valid e-mail; ${data.duplicates.length} duplicate(s) removed`,
        data,
      };
    });
  });

  route(app, supportMailApi.sendTest, ADMIN, async (req) => {
    const me = currentUser(req);
    const { mailTo, mailFrom, kind, excelData } = req.body;
    const mail = supportMail(kind, { name: excelData[0]?.name ?? '', email: mailTo }, { replyTo: mailFrom });
    try {
      await mailer.send(mail);
    } catch (err) {
      await audit(db, me.id, 'support_mail.test', `support_mail:test`, {
        to: mailTo,
        kind,
        ok: false,
        error: errorText(err),
      });
      throw new HttpError(502, TEST_FAILED);
    }
    await audit(db, me.id, 'support_mail.test', `support_mail:test`, { to: mailTo, kind, ok: true });
    return { status: 1 as const, msg: TEST_SENT };
  });

  route(app, supportMailApi.sendToList, ADMIN, async (req, reply) => {
    const me = currentUser(req);
    const { kind } = req.params;
    const { list, duplicates } = sendableRecipients(req.body.recipients);
    const hash = listHash(kind, list);
    // The pre-check answers the usual case; the partial unique index (one running job per list) answers two
    // sends of the same list at once (on PostgreSQL both may pass the pre-check): the same 409.
    const jobId = await transact(db, async (trx) => {
      const twin = await runningTwin(trx, hash);
      if (twin !== null) throw new HttpError(409, alreadySending(twin));
      const id = await createJob(
        trx,
        { kind, hash, replyTo: req.body.mailFrom ?? '', userId: me.id, userName: me.name },
        list,
      );
      await audit(trx, me.id, 'support_mail.job', `support_mail:job:${id}`, {
        after: { kind, recipients: list.length, duplicates, replyTo: req.body.mailFrom ?? '' },
      });
      return id;
    }).catch(async (err: unknown) => {
      if (isRunningTwinViolation(err)) throw new HttpError(409, alreadySending(await runningTwin(db, hash)));
      throw err;
    });
    worker.wake();
    const job = await jobSummary(db, jobId);
    if (!job) throw new Error('job vanished');
    reply.code(201);
    return {
      status: 1 as const,
      msg: `Sending to ${list.length} recipient(s)`,
      jobId,
      duplicates,
      job,
    };
  });

  route(app, supportMailApi.retry, ADMIN, async (req) => {
    const me = currentUser(req);
    const { jobId } = req.params;
    const before = await jobSummary(db, jobId);
    if (!before) throw new HttpError(404, NO_JOB);
    // A done job's list sent again meanwhile (a new job, still running): the retry would make two running
    // jobs of one list, which the index refuses (nothing changed): the same 409 as a second send.
    const queued = await transact(db, async (trx) => {
      const n = await requeue(trx, jobId, req.body.unconfirmed);
      await audit(trx, me.id, 'support_mail.retry', `support_mail:job:${jobId}`, {
        before: before.counts,
        after: { queued: n, unconfirmed: req.body.unconfirmed },
      });
      return n;
    }).catch(async (err: unknown) => {
      if (isRunningTwinViolation(err)) throw new HttpError(409, alreadySending(await runningTwinOf(db, jobId)));
      throw err;
    });
    worker.wake();
    const job = (await jobSummary(db, jobId)) ?? before;
    return {
      status: 1 as const,
      msg: queued > 0 ? `Sending again to ${queued} recipient(s)` : 'Nothing to send again',
      queued,
      job,
    };
  });

  route(app, supportMailApi.job, ADMIN, async (req) => {
    const job = await jobSummary(db, req.params.jobId);
    if (!job) throw new HttpError(404, NO_JOB);
    return { status: 1 as const, msg: job.state, job };
  });

  route(app, supportMailApi.recipients, ADMIN, async (req) => {
    const job = await jobSummary(db, req.params.jobId);
    if (!job) throw new HttpError(404, NO_JOB);
    const page = await recipientsPage(db, job.id, req.query);
    return { status: 1 as const, ...page };
  });

  route(app, supportMailApi.jobs, ADMIN, async () => ({ status: 1 as const, data: await recentJobs(db) }));
}
