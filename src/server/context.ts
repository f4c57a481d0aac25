import type { Config } from './config';
import type { Db } from './db/connection';
import type { ModuleSeed } from './db/seed/index';
import type { DocKinds } from './docs/registry';
import type { LiveBus } from './kernel/live';
import type { Mailer } from './kernel/mail';
import type { NoticeAnswerers } from './kernel/notifications';
import type { PmsSource } from './kernel/pms';
import type { BookingSource } from './kernel/bookings';
import type { ZodApp } from './kernel/route';
import type { Throttle } from './kernel/throttle';

/** What every module's routes get: the database, configuration, mailer, login throttles, the PMS source and the report kinds. */
export interface ServerContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  throttles: { email: Throttle; ip: Throttle; forgot: Throttle; forgotIp: Throttle };
  /** The hotels' PMS (get_az_database); the built-in one reads the pms_invoices table. */
  pms: PmsSource;
  /** The booking system (take_data_from_moja, dashboards); the built-in one reads the sent reception sums. */
  bookings: BookingSource;
  /** Versioned report kinds: each module registers its own. */
  docs: DocKinds;
  /** Who answers notifications that carry a ref (edit requests of every report kind). */
  notices: NoticeAnswerers;
  /** Live events for the open event streams (in-process on SQLite, LISTEN/NOTIFY across instances on PostgreSQL). */
  live: LiveBus;
}

/** The Fastify instance the modules' routes are registered on (kernel/route.ts). */
export type { ZodApp };

/** A module: its routes, and optionally its demo data (run once, in the demo seed's transaction). */
export interface Module {
  routes(app: ZodApp, ctx: ServerContext): void;
  seed?: ModuleSeed;
}
