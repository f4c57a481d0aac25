// Load from wrk (Debian's `wrk`, written in C) for the view_sum figures: on a 2-core machine the Node load
// generator of rc-bench.ts takes most of a core itself, so it measures itself as much as the servers. One
// wrk process per server port, the clients split evenly; a Lua `done` hook prints the figures as JSON.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkFigures {
  requests: number;
  /** Seconds. */
  duration: number;
  bytes: number;
  errors: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
}

const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"duration":%d,"bytes":%d,"errors":%d,"p50":%f,"p99":%f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;

let script: string | null = null;

export function hasWrk(): boolean {
  if (process.env.VIEWSUM_LOADER === 'node') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk --version prints its version and exits 1.
    return (err as { status?: number }).status === 1;
  }
}

function run(port: number, path: string, headers: string[], clients: number, ms: number): Promise<WrkFigures> {
  if (!script) {
    script = join(mkdtempSync(join(tmpdir(), 'sumbook-wrk-')), 'report.lua');
    writeFileSync(script, REPORT);
  }
  const args = ['-t1', `-c${clients}`, `-d${Math.max(1, Math.round(ms / 1000))}s`, '-s', script];
  for (const h of headers) args.push('-H', h);
  args.push(`http://127.0.0.1:${port}${path}`);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const line = out.split('\n').find((l) => l.startsWith('WRK '));
      if (!line) return reject(new Error(`wrk printed no figures:\n${out}`));
      const f = JSON.parse(line.slice(4)) as WrkFigures;
      resolve({ ...f, duration: f.duration / 1e6 });
    });
  });
}

/** `clients` keep-alive connections split over `ports` for `ms`; the slowest server's percentiles. */
export async function wrkLoad(
  ports: number[],
  path: string,
  token: string,
  opts: { clients: number; ms: number; gzip: boolean },
): Promise<WrkFigures> {
  const headers = [`accept-encoding: ${opts.gzip ? 'gzip' : 'identity'}`];
  if (token) headers.push(`authorization: Bearer ${token}`);
  const each = Math.max(1, Math.floor(opts.clients / ports.length));
  const runs = await Promise.all(ports.map((p) => run(p, path, headers, each, opts.ms)));
  return {
    requests: runs.reduce((n, r) => n + r.requests, 0),
    duration: Math.max(...runs.map((r) => r.duration)),
    bytes: runs.reduce((n, r) => n + r.bytes, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}
