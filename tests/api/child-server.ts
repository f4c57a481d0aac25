// The real server as a child process (`npm run serve`: node --import tsx src/server/main.ts) on a free port,
// for tests that must kill it: ready when it logs "Sumbook ready", or failed when it exits first.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/postgres';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** What the server printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startChildServer(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  readyWithinMs = 90_000,
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', SEED: 'demo', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`not ready within ${readyWithinMs} ms`)), readyWithinMs);
    let settled = false;
    const fail = (err: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n${out.slice(-3000)}`));
    };
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (!settled && out.includes('Sumbook ready at')) {
        settled = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => fail(new Error(`the server ended before it was ready (${code ?? signal})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}
