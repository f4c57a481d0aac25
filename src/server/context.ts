import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Throttle } from './lib/throttle';
import type { Mailer } from './plugins/mail';
import type { PmsSource } from './modules/rc/pms';

/** What every module's routes get: the database, configuration, mailer, login throttles and the PMS source. */
export interface ServerContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  throttles: { email: Throttle; ip: Throttle; forgot: Throttle };
  /** The hotels' PMS (get_az_database); the built-in one reads the pms_invoices table. */
  pms: PmsSource;
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
