import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { buildApp } from './app';
import { copyDemoSnapshot, demoSnapshotName, keepDemoSnapshot } from './db/demo-snapshot';

/** Where the build keeps the demo snapshot: beside the server bundle (db/demo-snapshot.ts). */
const here = dirname(fileURLToPath(import.meta.url));

/** `main.mjs --demo-snapshot`: the build seeds the demo database once, as a first start would, and exits. */
async function makeDemoSnapshot(): Promise<void> {
  const now = new Date();
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-demo-'));
  const part = join(here, 'demo.db.part');
  try {
    rmSync(part, { force: true });
    const { app } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir, database: part }), { serveClient: false });
    await app.close();
    // Seeded across a midnight: the data belongs to no single day, so it is not kept.
    if (demoSnapshotName(now) === demoSnapshotName())
      console.log(`demo snapshot: ${keepDemoSnapshot(here, part, now)}`);
  } finally {
    rmSync(part, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--demo-snapshot') {
  await makeDemoSnapshot();
  process.exit(0);
}

const started = Date.now();
const config = loadConfig();
const copied = config.seed === 'demo' && copyDemoSnapshot(here, config.database);
const { app } = await buildApp(config, { logger: true });
await app.listen({ port: config.port, host: config.host });
if (copied) app.log.info(`First start: the demo database was copied from ${demoSnapshotName()} (made by the build)`);
app.log.info(`Sumbook ready at ${config.publicUrl} in ${Date.now() - started} ms (data in ${config.dataDir})`);
if (config.teamCodeFile) app.log.info(`Team confirmation code (TEAM_CODE unset): kept in ${config.teamCodeFile}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
