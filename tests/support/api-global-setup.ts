// Vitest global set-up of the API projects: migrates and seeds one template database, which every test server
// then copies instead of seeding its own (tests/support/api-db.ts). On SQLite (project `api`) the template is a
// file; on PostgreSQL (project `api-pg`, or `api` with SUMBOOK_TEST_DB=postgres) it starts a throw-away cluster
// with a template database, hands the cluster to the test workers through the environment, and stops it
// afterwards. Both projects run in one `vitest run`, each with its own set-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { PG_BASE_ENV, SQLITE_TEMPLATE_ENV, TEMPLATE_DB } from './api-db';
import { startPostgres } from './postgres';

async function seedTemplate(database: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-template-'));
  try {
    const built = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir, database }), { serveClient: false });
    await built.app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if ((project.config.env.SUMBOOK_TEST_DB ?? process.env.SUMBOOK_TEST_DB) !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'sumbook-sqlite-template-'));
    const file = join(dir, 'template.db');
    await seedTemplate(file);
    process.env[SQLITE_TEMPLATE_ENV] = file;
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const cluster = await startPostgres({ durable: false });
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await client.end();
    await seedTemplate(cluster.url(TEMPLATE_DB));
  } catch (err) {
    cluster.stop();
    throw err;
  }
  process.env[PG_BASE_ENV] = cluster.baseUrl;
  return () => cluster.stop();
}
