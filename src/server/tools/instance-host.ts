// Several Sumbook instances in one process, each with its own port and data folder, started and stopped on
// request from the parent process (IPC). The browser tests start one per test this way: the server code is
// loaded once per test worker instead of once per test (about a second of CPU each on the 2-core machine).
// Each instance is what `main.ts` starts: a first start with SEED=demo copies the build's demo snapshot (the
// tests' template folder is made so, once per run); later ones find the database their folder was copied with.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { copyDemoSnapshot } from '../db/demo-snapshot';

/** Beside the server bundle, where the build leaves the demo snapshot (main.ts). */
const here = dirname(fileURLToPath(import.meta.url));

type Message = { cmd: 'start'; id: number; env: Record<string, string> } | { cmd: 'stop'; id: number };
interface Running {
  close(): Promise<unknown>;
}

const running = new Map<number, Running>();

async function handle(m: Message): Promise<void> {
  if (m.cmd === 'start') {
    const config = loadConfig({ ...process.env, ...m.env });
    if (config.seed === 'demo') copyDemoSnapshot(here, config.database);
    const { app } = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
    running.set(m.id, app);
  } else {
    await running.get(m.id)?.close();
    running.delete(m.id);
  }
}

process.on('message', (m: Message) => {
  handle(m).then(
    () => process.send?.({ id: m.id, ok: true }),
    (e: unknown) =>
      process.send?.({ id: m.id, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
process.on('disconnect', () => {
  void Promise.all([...running.values()].map((a) => a.close())).finally(() => process.exit(0));
});
