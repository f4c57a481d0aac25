import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { copySqliteTemplate, freshPgDatabase, testOnPostgres } from './api-db';
import { userApi } from '../../src/contract/user';
import { apiUrl } from './api-path';

export { DEMO_PASSWORD };

export interface TestServer extends BuiltApp {
  dataDir: string;
  config: Config;
  close(): Promise<void>;
  /** Signs in a demo user and returns the access token and the refresh cookie. */
  login(
    email: string,
    password?: string,
  ): Promise<{ token: string; cookie: string; user: { id: number; role: number; branchID: number } }>;
  auth(token: string): { authorization: string };
}

/**
 * The real server in-process on a fresh database, copied from the template the global set-up seeded once: SQLite
 * in its own temporary folder, or (SUMBOOK_TEST_DB=postgres, see api-db.ts) its own PostgreSQL database.
 */
export async function startTestServer(overrides: Partial<Config> = {}, opts: BuildOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-api-'));
  const pgDb = testOnPostgres() && !overrides.database ? await freshPgDatabase() : undefined;
  if (!testOnPostgres() && !overrides.database) copySqliteTemplate(dataDir);
  const database = pgDb ? { database: pgDb.url } : {};
  const config = loadConfig({ SEED: 'demo' }, { dataDir, ...database, ...overrides });
  const built = await buildApp(config, { serveClient: false, checkAnswers: true, ...opts });
  const server: TestServer = {
    ...built,
    dataDir,
    config: built.ctx.config,
    async close() {
      await built.app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await built.app.inject({
        method: 'POST',
        url: apiUrl(userApi.login, {}),
        payload: { email, password },
      });
      if (res.statusCode !== 200 || res.json().status !== 1)
        throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'sb_refresh');
      return { token: res.json().access_token, cookie: `sb_refresh=${cookie?.value}`, user: res.json().user };
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  };
  return server;
}

/** One demo user of each role (README "Demo logins"), for role-rule tests. */
export const DEMO_USER_BY_ROLE: Readonly<Record<number, string>> = {
  0: 'reception.hbt1@sumbook.test',
  1: 'admin@sumbook.test',
  2: 'manager.hbt1@sumbook.test',
  3: 'supervisor.hbt1@sumbook.test',
  4: 'accountant.hbt1@sumbook.test',
  5: 'accleader.hanoi@sumbook.test',
  6: 'areamanager.hcm@sumbook.test',
  7: 'ceo@sumbook.test',
  8: 'accchief@sumbook.test',
};

/** Signs in the demo user of every role: role -> access token. */
export async function loginEveryRole(s: TestServer): Promise<Record<number, string>> {
  const tokens: Record<number, string> = {};
  for (const [role, email] of Object.entries(DEMO_USER_BY_ROLE)) tokens[Number(role)] = (await s.login(email)).token;
  return tokens;
}

/** The demo users by name: admin (1), ceo (7), and r0, r2 ... r6, r8 for the other roles. */
export const DEMO_USER_BY_NAME: Readonly<Record<string, string>> = {
  admin: DEMO_USER_BY_ROLE[1],
  ceo: DEMO_USER_BY_ROLE[7],
  r0: DEMO_USER_BY_ROLE[0],
  r2: DEMO_USER_BY_ROLE[2],
  r3: DEMO_USER_BY_ROLE[3],
  r4: DEMO_USER_BY_ROLE[4],
  r5: DEMO_USER_BY_ROLE[5],
  r6: DEMO_USER_BY_ROLE[6],
  r8: DEMO_USER_BY_ROLE[8],
};

/** Signs in every user of DEMO_USER_BY_NAME: name -> access token. */
export async function loginEveryRoleByName(s: TestServer): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [name, email] of Object.entries(DEMO_USER_BY_NAME)) tokens[name] = (await s.login(email)).token;
  return tokens;
}
