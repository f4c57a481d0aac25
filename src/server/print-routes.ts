// Prints the route table: `API <METHOD> <path>` for every server route (relative to /api) and
// `PAGE <path>` for every client screen (the client's routes come from the same domain table).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_GATES } from '../domain/access';
import { buildApp } from './app';
import { loadConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'sumbook-routes-'));
const api: string[] = [];
const config = loadConfig({}, { dataDir: dir, databaseFile: ':memory:', seed: 'none' });
const { app } = await buildApp(config, {
  serveClient: false,
  onRoute: (method, url) => { if (url.startsWith('/api/')) api.push(`API ${method} ${url.slice(4)}`); },
});
await app.ready();
await app.close();
rmSync(dir, { recursive: true, force: true });
process.stdout.write([...api, ...PAGE_GATES.map(([path]) => `PAGE ${path}`)].join('\n') + '\n');
