import { fork, type ChildProcess } from 'node:child_process';
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

/**
 * One process per test worker that runs the servers of its tests (src/server/tools/instance-host.ts): each test
 * still gets its own instance on its own port and data folder, but the server code is loaded once per worker.
 */
class InstanceHost {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private log = '';
  constructor() {
    // The built server (what `npm start` runs) when present; the TypeScript source otherwise.
    const built = existsSync('dist-server/instance-host.mjs');
    this.child = fork(built ? 'dist-server/instance-host.mjs' : 'src/server/tools/instance-host.ts', [], {
      execArgv: built ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (d: unknown) => {
      this.log = (this.log + String(d)).slice(-4000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.child.on('message', (m: { id: number; ok: boolean; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.ok) w?.resolve();
      else w?.reject(new Error(m.error));
    });
    this.child.on('exit', (code) => {
      host = null;
      for (const w of this.waiting.values()) w.reject(new Error(`server host exited (${code}): ${this.log}`));
      this.waiting.clear();
    });
  }
  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
  call(msg: { cmd: 'start'; env: Record<string, string> } | { cmd: 'stop' }, id = this.nextId++): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: () => resolve(id), reject });
      this.child.send({ ...msg, id });
    });
  }
}

let host: InstanceHost | null = null;

/** Ends this process's server host (its instances close with it). */
export function closeServerHost(): void {
  host?.close();
  host = null;
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
  host ??= new InstanceHost();
  const running = host;
  const id = await running.call({
    cmd: 'start',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', PUBLIC_URL: url, SMTP_URL: '' },
  });
  return {
    url,
    dataDir,
    async stop() {
      await running.call({ cmd: 'stop' }, id).catch(() => undefined);
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
