import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORGOT_PER_IP, LOGIN_BACKOFF, fastifyTrustProxy, type Config } from './config';
import type { Module, ServerContext, ZodApp } from './context';
import { openDatabase, type Db } from './db/connection';
import { prepareDatabase } from './db/prepare';
import { sharedJwtSecret, sharedTeamCode } from './db/shared-settings';
import { seedDemo, seedReference } from './db/seed/index';
import { Throttle, startThrottleSweep } from './kernel/throttle';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerGuard } from './plugins/guard';
import { registerIdempotency } from './plugins/idempotency';
import { registerSecurityHeaders, useGuestPolicy } from './plugins/security-headers';
import { DocKinds } from './docs/registry';
import { createMailer, type Mailer } from './kernel/mail';
import { NoticeAnswerers, noticeReaches, unreadCount } from './kernel/notifications';
import { startPush, stopPush } from './kernel/push';
import { createLiveBus } from './kernel/live';
import { tablePms, type PmsSource } from './kernel/pms';
import { builtInBookings } from './docs/sum-bookings';
import type { BookingSource } from './kernel/bookings';
import { registerAnswerCheck } from './kernel/route';
import type { Policy } from './kernel/policy';
import { branchRoutes } from './modules/branch/routes';
import { guideRoutes } from './modules/guide/routes';
import { educationRoutes } from './modules/education/routes';
import { seedEducation } from './modules/education/seed';
import { recruitmentRoutes } from './modules/recruitment/routes';
import { seedRecruitment } from './modules/recruitment/seed';
import { accRoutes } from './modules/acc/routes';
import { debitBookRoutes } from './modules/debit/routes';
import { seedDebit } from './modules/debit/seed/index';
import { seedAcc } from './modules/acc/seed/index';
import { managerRoutes } from './modules/manager/routes';
import { seedManager } from './modules/manager/seed/index';
import { rcRoutes } from './modules/rc/routes';
import { seedRc } from './modules/rc/seed/index';
import { staffRoutes } from './modules/staff/routes';
import { seedStaff } from './modules/staff/seed';
import { expectedRoutes } from './modules/expected/routes';
import { seedExpected } from './modules/expected/seed';
import { surveyRoutes } from './modules/survey/routes';
import { breakfastRoutes } from './modules/breakfast/routes';
import { seedBreakfast } from './modules/breakfast/seed';
import { guestNumberRoutes } from './modules/guest-number/routes';
import { storageRoutes } from './modules/storage/routes';
import { supportMailRoutes } from './modules/support-mail/routes';
import { accInputExcelRoutes } from './modules/acc/input-excel';
import { rcInputExcelRoutes } from './modules/rc/input-excel';
import { storageInputExcelRoutes } from './modules/storage/input-excel';
import { supportMailInputExcelRoutes } from './modules/support-mail/input-excel';
import { membershipInputExcelRoutes } from './modules/membership/input-excel';
import { seedStorage } from './modules/storage/seed';
import { membershipRoutes } from './modules/membership/routes';
import { membershipReportRoutes } from './modules/dashboard/membership-report';
import { dashboardRoutes } from './modules/dashboard/routes';
import { seedDashboard } from './modules/dashboard/seed';
import { seedMembership } from './modules/membership/seed';
import { adminRoutes } from './modules/admin/routes';
import { seedAdmin } from './modules/admin/seed';
import { seedSurvey } from './modules/survey/seed';
import { contentRoutes } from './modules/content/routes';
import { seedContent } from './modules/content/seed/index';
import { noticeRoutes } from './modules/notice/routes';
import { seedNotices } from './modules/notice/seed';
import { auditRoutes } from './modules/audit/routes';
import { dailyReportRoutes } from './modules/daily-report/routes';
import { notificationRoutes } from './modules/user/notification-routes';
import { pushRoutes } from './modules/user/push-routes';
import { eventRoutes } from './modules/user/event-routes';
import { docDiffRoutes } from './docs/diff-route';
import { sessionRoutes } from './modules/user/session-routes';
import { settingsRoutes } from './modules/user/settings-routes';
import { chartRoutes } from './modules/chart/routes';
import { seedChart } from './modules/chart/seed';
import { massageCountRoutes } from './modules/massage-count/routes';
import { viewReportRoutes } from './modules/view-report/routes';

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  ctx: ServerContext;
}
export interface BuildOptions {
  logger?: boolean;
  mailer?: Mailer;
  /** A real PMS feed (see kernel/pms.ts); default: the built-in pms_invoices table. */
  pms?: PmsSource;
  /** A real booking feed (see kernel/bookings.ts); default: docs/sum-bookings.ts (the bookings table, else the sent sums' stays). */
  bookings?: BookingSource;
  serveClient?: boolean;
  /** Called for every route as it is registered (the route table printer uses it). */
  onRoute?: (method: string, url: string, policy: Policy | undefined) => void;
  /** Tests: every success answer of a contract route is checked against its schema (a mismatch fails the call). */
  checkAnswers?: boolean;
}

const MODULES: readonly Module[] = [
  { routes: sessionRoutes },
  { routes: settingsRoutes },
  { routes: notificationRoutes },
  { routes: pushRoutes },
  { routes: eventRoutes },
  { routes: docDiffRoutes },
  { routes: branchRoutes },
  { routes: guideRoutes },
  { routes: educationRoutes, seed: seedEducation },
  { routes: recruitmentRoutes, seed: seedRecruitment },
  { routes: rcRoutes, seed: seedRc },
  { routes: accRoutes, seed: seedAcc },
  { routes: debitBookRoutes, seed: seedDebit },
  { routes: staffRoutes, seed: seedStaff },
  { routes: expectedRoutes, seed: seedExpected },
  { routes: managerRoutes, seed: seedManager },
  { routes: surveyRoutes, seed: seedSurvey },
  { routes: breakfastRoutes, seed: seedBreakfast },
  { routes: guestNumberRoutes },
  { routes: storageRoutes, seed: seedStorage },
  { routes: supportMailRoutes },
  { routes: membershipRoutes, seed: seedMembership },
  { routes: membershipReportRoutes },
  // /input_excel (issue 32): each area registers its own import's preview and confirm.
  { routes: accInputExcelRoutes },
  { routes: rcInputExcelRoutes },
  { routes: storageInputExcelRoutes },
  { routes: supportMailInputExcelRoutes },
  { routes: membershipInputExcelRoutes },
  { routes: dashboardRoutes, seed: seedDashboard },
  { routes: adminRoutes, seed: seedAdmin },
  { routes: contentRoutes, seed: seedContent },
  { routes: auditRoutes },
  { routes: noticeRoutes, seed: seedNotices },
  { routes: dailyReportRoutes },
  { routes: chartRoutes, seed: seedChart },
  { routes: massageCountRoutes },
  { routes: viewReportRoutes },
];

/** Expired limit rows (throttle_failures) are deleted, and the SQLite file's free pages given back, this often. */
const THROTTLE_SWEEP_MS = 5 * 60 * 1000;

/** A request taking longer than this is logged (with every 5xx); others are not. */
const SLOW_REQUEST_MS = 1000;

/** An empty jwtSecret or teamCode (PostgreSQL mode, see config.ts) is the one kept in the database. */
async function withSharedSettings(db: Db, config: Config): Promise<Config> {
  const jwtSecret = config.jwtSecret || (await sharedJwtSecret(db));
  const teamCode = config.teamCode || (await sharedTeamCode(db));
  return { ...config, jwtSecret, teamCode };
}

/** Builds the whole server: database (migrated, seeded), guard, every module under /api, and the PWA. */
export async function buildApp(given: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const db = openDatabase(given.database, { poolSize: given.dbPool });
  await prepareDatabase(db, async (conn) => {
    await seedReference(conn);
    if (given.seed === 'demo')
      await seedDemo(
        conn,
        MODULES.flatMap((m) => (m.seed ? [m.seed] : [])),
      );
  });
  const config = await withSharedSettings(db, given);
  await startPush(db, config, { reaches: noticeReaches, unread: unreadCount });

  const app = Fastify({
    logger: opts.logger ?? false,
    // Two log lines for every request cost a busy server a fifth of its throughput: it logs the requests that
    // fail (5xx) or are slow instead (below), besides every error the handler logs.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(cookie);
  await registerSecurityHeaders(app, config.publicUrl);
  const ctx: ServerContext = {
    db,
    config,
    mailer: opts.mailer ?? createMailer(config),
    throttles: {
      email: new Throttle(db, 'login-email', config.throttle.perEmail, config.throttle.windowMs, {
        backoff: config.throttle.backoff ?? LOGIN_BACKOFF,
      }),
      ip: new Throttle(db, 'login-ip', config.throttle.perIp, config.throttle.windowMs),
      forgot: new Throttle(db, 'forgot', config.throttle.perEmail, config.throttle.windowMs),
      forgotIp: new Throttle(db, 'forgot-ip', config.throttle.forgotPerIp ?? FORGOT_PER_IP, config.throttle.windowMs),
    },
    pms: opts.pms ?? tablePms(db),
    bookings: opts.bookings ?? builtInBookings(db),
    docs: new DocKinds(),
    notices: new NoticeAnswerers(),
    live: createLiveBus(db, config.database),
  };
  ctx.notices.add(ctx.docs.answerer);
  const onRoute = opts.onRoute;
  if (onRoute) {
    app.addHook('onRoute', (r) => {
      for (const m of [r.method].flat()) if (m !== 'HEAD') onRoute(m, r.url, r.config?.policy);
    });
  }
  // A callback, not an async function: every answer runs it (a promise each cost a busy server time).
  app.addHook('onResponse', (req, reply, done) => {
    const failed = reply.statusCode >= 500;
    if (failed || reply.elapsedTime >= SLOW_REQUEST_MS) {
      const stream = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
      if (failed || !stream)
        req.log.warn(
          { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
          'request',
        );
    }
    done();
  });
  registerGuard(app, db, config);
  registerIdempotency(app, db);
  registerErrorHandler(app, { strict: opts.checkAnswers });
  if (opts.checkAnswers) registerAnswerCheck(app);

  await app.register(
    async (api) => {
      const zapp = api.withTypeProvider<ZodTypeProvider>() as unknown as ZodApp;
      for (const mod of MODULES) mod.routes(zapp, ctx);
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  const serveClient = (opts.serveClient ?? true) && existsSync(join(staticDir, 'index.html'));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // One route for every file (looked up on disk per request): `wildcard: false` listed the build's 738 files
      // at each start and made a GET and a HEAD route of each, about 0.1 s of CPU per start.
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !serveClient) {
      return reply.code(404).send({ status: 0, msg: 'Not found' });
    }
    // The guests' survey page (its own light entry) for /s/<code> and /s/tablet; a cut or mangled /s/ link
    // gets the same page, which tells the guest in their words that the link does not work.
    if (/^\/s(\/|\?|$)/.test(req.url))
      return useGuestPolicy(reply).header('Cache-Control', 'no-cache').sendFile('survey.html');
    // Client routes fall back to the app shell; the client shows the forbidden page for unknown paths.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  const stopSweep = startThrottleSweep(db, THROTTLE_SWEEP_MS, (err) => app.log.error({ err }, 'throttle sweep failed'));
  app.addHook('onClose', async () => {
    stopSweep();
    await stopPush(db);
    await ctx.live.close();
    await db.destroy();
  });
  return { app, db, ctx };
}
