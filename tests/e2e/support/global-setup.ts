// Seeds the demo data once for the whole run: every test then starts its own server on a copy of this
// folder (support/server.ts), so each test still has fresh data and a free port of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServerHost, startServer, TEMPLATE_ENV } from './server';

export default async function globalSetup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-e2e-template-'));
  const server = await startServer({ template: false, dataDir });
  await server.stop();
  closeServerHost();
  rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
  process.env[TEMPLATE_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
