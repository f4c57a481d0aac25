import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isPostgresUrl } from './db/dialect';
import type { Backoff } from './lib/throttle';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DB_POOL: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Sumbook <no-reply@sumbook.local>'),
  TRUST_PROXY: z.string().optional(),
  TEAM_CODE: z.string().min(4).max(100).optional(),
  PUSH_HOSTS: z.string().optional(),
});

/** Fastify's trustProxy: false (use the socket's address), true (any proxy), a hop count, or trusted proxy addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, usable in TRUST_PROXY besides addresses and CIDRs. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  const kind = isIP(addr);
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (kind === 4 ? 32 : 128);
  return kind === 4 && isIP(bits) === 4;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-For is ignored, so a client cannot pick its
 * own address for the sign-in limits); `true` trusts every hop; a number trusts that many hops; otherwise
 * a comma list of proxy addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = list.filter((e) => !isAddressOrCidr(e));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDRs; not: ${bad.join(', ')}`,
    );
  return list;
}

/**
 * The value Fastify takes. Fastify refuses to trust a bare hop count (it cannot check the first peer),
 * so a count becomes "trust the first n hops": only safe when clients reach the server through the proxies alone.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** An SQLite file (or ':memory:'), or a PostgreSQL URL. */
  database: string;
  /** PostgreSQL connections per instance (DB_POOL). */
  dbPool: number;
  smtpUrl?: string;
  jwtSecret: string;
  seed: 'demo' | 'none';
  publicUrl: string;
  mailFrom: string;
  /** Which proxies may set the client address (X-Forwarded-For); false: none. */
  trustProxy: TrustProxy;
  /** Access-token lifetime in seconds. */
  accessTtl: number;
  /** Refresh-session lifetime in seconds. */
  refreshTtl: number;
  /**
   * Login throttle (in the database, shared by every instance): failures allowed per e-mail and per IP within
   * the window. Past perEmail, a browser that never signed in as the user waits `backoff` (default LOGIN_BACKOFF).
   * Password-reset requests: perEmail per e-mail and `forgotPerIp` (default FORGOT_PER_IP) per IP in the window.
   */
  throttle: { perEmail: number; perIp: number; windowMs: number; backoff?: Backoff; forgotPerIp?: number };
  /**
   * Guest survey limits (in the database, shared by every instance): submissions per code and per client address within the
   * window, and tablet activation tries per address.
   */
  survey: { perToken: number; perIp: number; windowMs: number; tabletTries: number };
  /** Serve the built PWA from this folder when it exists. */
  staticDir: string;
  /** Notification poll hint for clients, ms. */
  pollMs: number;
  /** The team confirmation code an administrator types to reset a user's password (TEAM_CODE). */
  teamCode: string;
  /**
   * The file keeping the generated team code (TEAM_CODE unset, SEED=none, SQLite); undefined otherwise (on
   * PostgreSQL it is kept in the settings table). An empty jwtSecret or teamCode is made in the database.
   */
  teamCodeFile?: string;
  /**
   * Web Push: the VAPID subject (PUBLIC_URL when it is https, else a mailto: of MAIL_FROM) and the push services
   * a subscription's endpoint may name (PUSH_HOSTS, a comma list; a name also allows its subdomains).
   */
  push: { subject: string; hosts: string[] };
}

/** The browsers' push services (Chrome/Edge/Android, Firefox, Safari, Windows): the only hosts the server posts to. */
export const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

function pushSettings(publicUrl: string, mailFrom: string, hosts?: string): Config['push'] {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const list = (hosts ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:${address}`,
    hosts: list.length ? list : PUSH_SERVICES,
  };
}

/** The demo's documented team code (README "Demo logins"), used with SEED=demo when TEAM_CODE is unset. */
export const DEMO_TEAM_CODE = 'team2026';

/** 2 s after the 5th failure on an e-mail, doubling with each further failure, at most 5 minutes. */
export const LOGIN_BACKOFF: Backoff = { baseMs: 2000, maxMs: 5 * 60 * 1000 };

/** Password-reset requests one client address may make in the throttle window (15 minutes). */
export const FORGOT_PER_IP = 10;

/** JWT_SECRET: from the environment, or generated once and kept in DATA_DIR. */
function secretIn(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * TEAM_CODE: from the environment; with SEED=demo the documented demo code; otherwise generated once and
 * kept in DATA_DIR/team-code (so a real install never runs on the public demo code).
 */
export function teamCodeIn(dataDir: string, seed: 'demo' | 'none', fromEnv?: string): { code: string; file?: string } {
  if (fromEnv) return { code: fromEnv };
  if (seed === 'demo') return { code: DEMO_TEAM_CODE };
  const file = join(dataDir, 'team-code');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 4) return { code: kept, file };
  }
  const code = randomBytes(6).toString('hex');
  writeFileSync(file, `${code}\n`, { mode: 0o600 });
  return { code, file };
}

/** DATABASE_URL: unset (DATA_DIR/sumbook.db), sqlite:<file>, ':memory:', or postgres://… as it is. */
export function databaseTarget(dataDir: string, url?: string): string {
  if (!url) return join(dataDir, 'sumbook.db');
  if (url === ':memory:' || isPostgresUrl(url)) return url;
  const m = /^(?:sqlite|file):(?:\/\/)?(.+)$/.exec(url);
  if (!m) throw new Error(`DATABASE_URL must be sqlite:<file> or postgres://user@host:port/database: ${url}`);
  return resolve(m[1]);
}

/** Reads and checks the environment once at start. Overrides are for tests. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = envSchema.parse(env);
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = overrides.port ?? e.PORT;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${port}`;
  const database = overrides.database ?? databaseTarget(dataDir, e.DATABASE_URL);
  // On PostgreSQL several instances share one database: a secret or team code made here would differ per
  // instance's DATA_DIR, so they are made once in the database instead (db/shared-settings.ts).
  const shared = isPostgresUrl(database);
  const team = shared
    ? { code: e.TEAM_CODE ?? (e.SEED === 'demo' ? DEMO_TEAM_CODE : '') }
    : teamCodeIn(dataDir, e.SEED, e.TEAM_CODE);
  return {
    port,
    host: e.HOST,
    dataDir,
    database,
    dbPool: e.DB_POOL,
    smtpUrl: e.SMTP_URL,
    jwtSecret: shared ? (e.JWT_SECRET ?? '') : secretIn(dataDir, e.JWT_SECRET),
    seed: e.SEED,
    publicUrl,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    accessTtl: 15 * 60,
    refreshTtl: 30 * 24 * 3600,
    throttle: { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000, backoff: LOGIN_BACKOFF },
    survey: { perToken: 20, perIp: 60, windowMs: 10 * 60 * 1000, tabletTries: 10 },
    staticDir: resolve('dist'),
    pollMs: 20000,
    teamCode: team.code,
    teamCodeFile: team.file,
    push: pushSettings(publicUrl, e.MAIL_FROM, e.PUSH_HOSTS),
    ...overrides,
  };
}
