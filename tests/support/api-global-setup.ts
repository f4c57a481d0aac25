// Vitest global set-up of the API project. With SUMBOOK_TEST_DB=postgres it starts a throw-away PostgreSQL
// cluster, migrates and seeds a template database once, and hands the cluster to the test workers through
// the environment; it stops the cluster afterwards. Without it the API tests run on SQLite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { PG_BASE_ENV, TEMPLATE_DB } from './api-db';
import { startPostgres } from './postgres';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.SUMBOOK_TEST_DB !== 'postgres') return undefined;
  const cluster = await startPostgres();
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await client.end();
    const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-pg-template-'));
    const config = loadConfig({ SEED: 'demo' }, { dataDir, database: cluster.url(TEMPLATE_DB) });
    const built = await buildApp(config, { serveClient: false });
    await built.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  } catch (err) {
    cluster.stop();
    throw err;
  }
  process.env[PG_BASE_ENV] = cluster.baseUrl;
  return () => cluster.stop();
}
