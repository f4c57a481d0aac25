import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Throttle } from './lib/throttle';
import type { Mailer } from './plugins/mail';

/** What every module's routes get: the database, configuration, mailer and login throttles. */
export interface ServerContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  throttles: { email: Throttle; ip: Throttle; forgot: Throttle };
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
