import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      const res = await fetch(`${url}/api/guider/get_all_guider`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${log()}`);
}

/** Where global-setup.ts leaves one seeded data folder that each test copies (set in the environment). */
export const TEMPLATE_ENV = 'SUMBOOK_E2E_TEMPLATE';

/**
 * The built app on a free port with a fresh, seeded data folder: a copy of the folder seeded once by
 * global-setup.ts (the same demo data, without paying the seed for every test), or seeded here when
 * there is none (`template: false` makes the template itself).
 */
export async function startServer(opts: { template?: boolean; dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sumbook-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (opts.template !== false && template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  // The built server (what `npm start` runs) when present; the TypeScript source otherwise.
  const args = existsSync('dist-server/main.mjs')
    ? ['dist-server/main.mjs']
    : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      PUBLIC_URL: url,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  await waitUntilUp(url, child, () => out.slice(-2000));
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
