// The support mail's sender inside the server: a few lanes, each taking the next pending row (marked
// 'sending' in the database first), handing it to the mailer and recording the outcome, until nothing
// waits. Woken when a job is made or retried, and at start (which resumes the jobs a stopped server left).
// Stopping lets the mails already handed over finish (up to a bound) and takes no new row.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { Mailer } from '../../kernel/mail';
import { errorText, mayHaveArrived, rowMessageId, supportMail } from './compose';
import { claimNext, record, recoverInterrupted, type Outcome } from './jobs';

export interface WorkerOptions {
  /** Mails on their way at once. */
  lanes: number;
  publicUrl: string;
  /** How long stop() waits for mails already handed over. */
  stopWaitMs: number;
  /** This instance (stable across its restarts): rows it marks 'sending' carry it. */
  sender: string;
  /** How often it looks for rows other (stopped) instances left, and for work nobody woke it for. */
  sweepMs?: number;
  log?: FastifyBaseLogger;
}

export class SupportMailWorker {
  private active = 0;
  private stopped = false;
  private started = false;
  /** Set by wake(): a lane that found nothing looks again before it ends. */
  private dirty = false;
  private idle: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    /** A mailer that keeps its connections between messages; closed when the lanes run out of work. */
    private readonly mailer: Mailer & { close(): void },
    private readonly opts: WorkerOptions,
  ) {}

  /** Marks the rows a stopped server left on their way, then sends what waits. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.sweep();
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.opts.log?.error({ err }, 'support mail: sweep failed'));
    }, this.opts.sweepMs ?? 60_000);
    this.sweepTimer.unref();
  }

  /** Marks the rows stopped servers left on their way, then sends what waits (a job another instance made). */
  private async sweep(): Promise<void> {
    const unconfirmed = await recoverInterrupted(this.db, this.opts.sender);
    if (unconfirmed > 0) this.opts.log?.warn({ unconfirmed }, 'support mail: rows left sending are marked unconfirmed');
    this.wake();
  }

  wake(): void {
    if (this.stopped || !this.started) return;
    this.dirty = true;
    while (this.active < this.opts.lanes) {
      this.active++;
      void this.lane();
    }
  }

  private async lane(): Promise<void> {
    try {
      while (!this.stopped) {
        this.dirty = false;
        const row = await claimNext(this.db, this.opts.sender);
        if (!row) {
          if (this.dirty) continue;
          break;
        }
        const mail = supportMail(row.kind, row, {
          replyTo: row.replyTo || undefined,
          messageId: rowMessageId(row.jobId, row.id, this.opts.publicUrl),
        });
        let outcome: Outcome;
        try {
          await this.mailer.send(mail);
          outcome = { state: 'sent' };
        } catch (err) {
          // A connection lost while the message was handed over: it may have arrived, so it is not retried as failed.
          outcome = { state: mayHaveArrived(err) ? 'unconfirmed' : 'failed', error: errorText(err) };
        }
        await record(this.db, row, outcome);
      }
    } catch (err) {
      // The database failed under the lane (it is closing, or the disk is full): look again a little later.
      this.opts.log?.error({ err }, 'support mail: a sending lane stopped');
      if (!this.stopped && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.wake();
        }, 5000);
        this.retryTimer.unref();
      }
    } finally {
      this.active--;
      if (this.active === 0) {
        this.mailer.close();
        for (const done of this.idle.splice(0)) done();
      }
    }
  }

  /** Takes no new row; waits (at most stopWaitMs) for the mails already handed to the mail server. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.active === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.idle.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.opts.stopWaitMs);
      }),
    ]);
    clearTimeout(timer);
  }
}
