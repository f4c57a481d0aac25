// The debit book's calls (spec 1 section 7.3; issue 10): reading, changing, adding, aging. The sums
// write into the book through src/server/debits; this module only serves it. It also runs the reminders
// for unpaid bills (issue 32, reminders.ts) every hour.
import type { ServerContext, ZodApp } from '../../context';
import { changeRoutes } from './change-routes';
import { remindUnpaid } from './reminders';
import { viewRoutes } from './view-routes';

/** How often the reminder job runs (the first run one interval after the start). */
export const REMIND_EVERY_MS = 60 * 60 * 1000;

export function debitBookRoutes(app: ZodApp, ctx: ServerContext): void {
  viewRoutes(app, ctx);
  changeRoutes(app, ctx);

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      remindUnpaid(ctx.db, ctx.mailer, new Date())
        .catch((err: unknown) => app.log.error({ err }, 'debit reminders: a run failed'))
        .finally(() => {
          running = false;
        });
    }, REMIND_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
