// Issue 17's benchmark (`npm run bench -- viewsum`): view_sum of a 150-row day, 50 keep-alive clients over
// real sockets (wrk when installed, `apt-get install wrk`: the load generator of rc-bench.ts, one Node worker
// thread, takes most of a core of a 2-core machine; VIEWSUM_LOADER=node uses it anyway), gzip answers as browsers ask
// (VIEWSUM_ENCODING=identity: plain JSON), measured on
// (a) SQLite, one instance; (b) PostgreSQL, one instance; (c) PostgreSQL, two instances (two processes, 25
// clients each); and the ceiling in the same run: a bare Fastify route doing one primary-key read through the
// same driver and answering the same bytes (ceiling-server.ts), one and two processes. Every server is its
// own process (`node --import tsx src/server/main.ts`, as in production, request logging included).
// Goals (issue 29): SQLite >= 0.8 x its ceiling, p99 <= 1.2 x the ceiling's; PostgreSQL two instances >= 1.6 x
// one instance's throughput in every run, p99 <= 30 ms.
// VIEWSUM_SECONDS: length of each measurement (default 10). VIEWSUM_ONLY=sqlite or postgres: that part alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { benchRows, load, type LoadRun } from './rc-bench';
import { benchPostgres, spawnScript, spawnSumbook, type ServerProcess } from './processes';
import { hasWrk, wrkLoad } from './wrk';

const DAY = '2035-06-15';
const BRANCH = 3;
const CLIENTS = 50;
const VIEW = `/api/rc/${BRANCH}/view_sum/${DAY}`;
const GZIP = process.env.VIEWSUM_ENCODING !== 'identity';
const WRK = hasWrk();
const ONLY = process.env.VIEWSUM_ONLY ?? '';

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes per answer, KB: the same for Sumbook and its ceiling. */
  kb: number;
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;

/** 50 clients split evenly over the servers, back to back for `seconds` after a 1 s warm-up. */
async function measure(servers: ServerProcess[], path: string, token: string, seconds: number): Promise<LoadFigures> {
  const ports = servers.map((s) => s.port);
  if (WRK) {
    const plan = { clients: CLIENTS, gzip: GZIP };
    await wrkLoad(ports, path, token, { ...plan, ms: 1000 });
    const w = await wrkLoad(ports, path, token, { ...plan, ms: seconds * 1000 });
    return {
      reqPerSec: Math.round(w.requests / w.duration),
      p50: round(w.p50),
      p99: round(w.p99),
      errors: w.errors,
      kb: round(w.bytes / Math.max(1, w.requests) / 1024),
    };
  }
  const run = (ms: number): Promise<LoadRun> =>
    load(ports, path, token, { clients: CLIENTS, ms, gzip: GZIP, paceMs: 0 });
  await run(1000);
  const r = await run(seconds * 1000);
  const lat = r.lat.sort((a, b) => a - b);
  const elapsed = r.elapsed / 1000;
  return {
    reqPerSec: Math.round(lat.length / elapsed),
    p50: round(pct(lat, 50)),
    p99: round(pct(lat, 99)),
    errors: r.errors,
    kb: round(r.bytes / Math.max(1, lat.length) / 1024),
  };
}

async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/**
 * Signs in the receptionist of branch 3, saves the 150-row day once, answers the token and the view's bytes
 * as Sumbook sends them (its cached answer, gzip-compressed at level 6 for clients that accept it).
 */
async function prepareDay(base: string): Promise<{ token: string; body: Buffer }> {
  const login = await json(
    await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reception.hbt1@sumbook.test', password: DEMO_PASSWORD }),
    }),
  );
  const token = String(login.access_token);
  const auth = { authorization: `Bearer ${token}` };
  const head = await json(await fetch(`${base}${VIEW}`, { headers: auth }));
  if (head.msg === 'null') {
    const save = { day: DAY, version: 1, revision: 0, maker: 'Bench', note: '', content: benchRows() };
    await json(
      await fetch(`${base}/api/rc/${BRANCH}/up_sum`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(save),
      }),
    );
  }
  const view = await fetch(`${base}${VIEW}`, { headers: { ...auth, 'accept-encoding': 'identity' } });
  const plain = Buffer.from(await view.arrayBuffer());
  return { token, body: GZIP ? gzipSync(plain, { level: 6 }) : plain };
}

interface Line {
  setup: string;
  sumbook: LoadFigures;
  ceiling: LoadFigures;
}

async function withAll<T>(procs: Promise<ServerProcess>[], run: (p: ServerProcess[]) => Promise<T>): Promise<T> {
  const started = await Promise.allSettled(procs);
  const ok = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return await run(ok);
  } finally {
    await Promise.all(ok.map((p) => p.stop()));
  }
}

/** The ceiling on `db` with 1 and (when `upTo` is 2) 2 processes. */
async function ceilings(db: string, bodyFile: string, seconds: number, upTo: 1 | 2): Promise<LoadFigures[]> {
  const env = { DB: db, BRANCH: String(BRANCH), DAY, BODY_FILE: bodyFile, BODY_ENCODING: GZIP ? 'gzip' : '' };
  const start = () => spawnScript('tests/bench/ceiling-server.ts', env, '/ready');
  const one = await withAll([start()], (p) => measure(p, '/view', '', seconds));
  if (upTo === 1) return [one];
  const two = await withAll([start(), start()], (p) => measure(p, '/view', '', seconds));
  return [one, two];
}

export async function runViewSumBench(opts: { seconds?: number } = {}): Promise<Line[]> {
  const seconds = opts.seconds ?? Number(process.env.VIEWSUM_SECONDS ?? 10);
  const tmp = mkdtempSync(join(tmpdir(), 'sumbook-viewsum-'));
  const bodyFile = join(tmp, 'body.json');
  const lines: Line[] = [];
  let bodyKB = 0;
  try {
    // (a) SQLite, one instance; the ceiling reads the same file while the idle instance keeps it.
    if (ONLY !== 'postgres') await sqliteLine(lines, bodyFile, seconds).then((kb) => (bodyKB = kb));
    // (b), (c) PostgreSQL: one instance, then two processes on the same database.
    if (ONLY !== 'sqlite') await postgresLines(lines, bodyFile, seconds).then((kb) => (bodyKB ||= kb));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  printTable(lines, bodyKB, seconds);
  return lines;
}

/** SQLite, one instance, and its ceiling; answers the body's size (KB). */
async function sqliteLine(lines: Line[], bodyFile: string, seconds: number): Promise<number> {
  const sqlite = await spawnSumbook();
  try {
    const { token, body } = await prepareDay(sqlite.base);
    writeFileSync(bodyFile, body);
    const sumbook = await measure([sqlite], VIEW, token, seconds);
    const [ceiling] = await ceilings(join(sqlite.dataDir, 'sumbook.db'), bodyFile, seconds, 1);
    lines.push({ setup: 'SQLite, 1 instance', sumbook, ceiling });
    return Math.round(body.length / 1024);
  } finally {
    await sqlite.stop();
  }
}

/** PostgreSQL: one instance, then two processes on the same database, and their ceilings. */
async function postgresLines(lines: Line[], bodyFile: string, seconds: number): Promise<number> {
  const { cluster, url } = await benchPostgres('bench_viewsum');
  try {
    const first = await spawnSumbook(url);
    const { token, body } = await prepareDay(first.base).catch(async (err: unknown) => {
      await first.stop();
      throw err;
    });
    writeFileSync(bodyFile, body);
    const [one, two] = await withAll([Promise.resolve(first)], async ([a]) => {
      const single = await measure([a], VIEW, token, seconds);
      const pair = await withAll([spawnSumbook(url)], ([b]) => measure([a, b], VIEW, token, seconds));
      return [single, pair];
    });
    const [ceilOne, ceilTwo] = await ceilings(url, bodyFile, seconds, 2);
    lines.push({ setup: 'PostgreSQL, 1 instance', sumbook: one, ceiling: ceilOne });
    lines.push({ setup: 'PostgreSQL, 2 instances', sumbook: two, ceiling: ceilTwo });
    return Math.round(body.length / 1024);
  } finally {
    cluster.stop();
  }
}

function printTable(lines: Line[], bodyKB: number, seconds: number): void {
  const cell = (f: LoadFigures) =>
    `${f.reqPerSec} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.kb} KB, errors ${f.errors}`;
  const encoding = GZIP ? 'gzip' : 'plain JSON';
  console.log(
    `view_sum, 150-row day (${bodyKB} KB ${encoding}), ${CLIENTS} keep-alive clients from ${WRK ? 'wrk' : 'Node'}, ${seconds} s each:`,
  );
  console.log('| setup | Sumbook | ceiling (Fastify + driver) | ratio |');
  console.log('|---|---|---|---|');
  for (const l of lines) {
    const ratio = l.sumbook.reqPerSec / Math.max(1, l.ceiling.reqPerSec);
    console.log(`| ${l.setup} | ${cell(l.sumbook)} | ${cell(l.ceiling)} | ${ratio.toFixed(2)} |`);
  }
  const lite = lines.find((l) => l.setup === 'SQLite, 1 instance');
  if (lite)
    console.log(
      `SQLite / its ceiling: ${(lite.sumbook.reqPerSec / Math.max(1, lite.ceiling.reqPerSec)).toFixed(2)} (goal >= 0.8); p99 ${(lite.sumbook.p99 / Math.max(0.1, lite.ceiling.p99)).toFixed(2)} x the ceiling's (goal <= 1.2)`,
    );
  const one = lines.find((l) => l.setup === 'PostgreSQL, 1 instance')?.sumbook;
  const two = lines.find((l) => l.setup === 'PostgreSQL, 2 instances')?.sumbook;
  if (one && two)
    console.log(
      `PostgreSQL 2 instances / 1 instance throughput: ${(two.reqPerSec / Math.max(1, one.reqPerSec)).toFixed(2)} (goal >= 1.6 in every run); 2 instances p99 ${two.p99} ms (goal <= 30)`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await runViewSumBench();
