// Prints the route table: `API <METHOD> <path>` for every server route (relative to /api) and
// `PAGE <path>` for every screen this build has (src/domain/screens.ts; gates in src/domain/access.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SCREENS, PUBLIC_SCREENS } from '../domain/screens';
import { buildApp } from './app';
import { loadConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'sumbook-routes-'));
const api: string[] = [];
const config = loadConfig({}, { dataDir: dir, database: ':memory:', seed: 'none' });
const { app } = await buildApp(config, {
  serveClient: false,
  onRoute: (method, url) => {
    if (url.startsWith('/api/')) api.push(`API ${method} ${url.slice(4)}`);
  },
});
await app.ready();
await app.close();
rmSync(dir, { recursive: true, force: true });
process.stdout.write(
  [...api, ...[...PUBLIC_SCREENS, ...BUILT_SCREENS].map((path) => `PAGE ${path}`)].join('\n') + '\n',
);
