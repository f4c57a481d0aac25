// Issue 4's server targets, over real HTTP on loopback:
// - view_sum of a 150-row day, 50 concurrent clients for ~5 s: p99 <= 20 ms and >= 2,000 req/s;
// - up_sum of a 150-row day, ~200 saves one after another: p99 <= 50 ms.
// The load generator runs in a worker thread (its own core), so the server's event loop is measured alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';

export interface ViewFigures {
  clients: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  kbPerAnswer: number;
  /** The server's event-loop delay (ms) during the run: how long a ready request could wait for the server itself. */
  serverLoopDelayP99: number;
  serverLoopDelayMax: number;
}

export interface RcBenchFigures {
  rowsPerDay: number;
  bodyKB: number;
  /**
   * 'max': 50 clients back to back (the most the server answers; latency = 50 / rate by Little's law);
   * '2000 req/s': 50 clients at 40 req/s each. gzip: as browsers ask (Accept-Encoding: gzip); identity: plain JSON.
   */
  views: Record<'max, gzip' | 'max, identity' | '2000 req/s, gzip' | '2000 req/s, identity', ViewFigures>;
  save: { saves: number; p50: number; p99: number };
}

const DAY = '2035-06-15';
const ROWS = 150;

/** A realistic day: hotel invoices (some debit, some paid by card, a few charges) and service invoices. */
export function benchRows(n = ROWS): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => {
    const purple = { color: '', background: '#ad7ae2' };
    if (i % 3 === 2)
      return {
        ID: `si-${i}`,
        SI: String(50_000 + i),
        name: `GUEST ${i}`,
        room: String(200 + (i % 40)),
        packages: { 'MS 70P': 1 },
        massage: 250_000,
        vnd: 250_000,
      };
    const debit = i % 10 === 0;
    return {
      ID: `hi-${i}`,
      HI: String(300_000 + i),
      name: `TANAKA YUKI ${i}`,
      room: String(200 + (i % 40)),
      checkin: '2035-06-13',
      checkout: DAY,
      room_rate: 1_100_000,
      rate: 1,
      discount: i % 7 === 0 ? 10 : 0,
      company: debit ? 'SAKURA TRADING VIETNAM CO., LTD' : '',
      action: debit ? 'DEBIT COMPANY' : '',
      vnd: debit || i % 4 === 0 ? 0 : 2_200_000,
      vcb: i % 4 === 0 && !debit ? 2_200_000 : 0,
      note: { telephone: [], otherPay: i % 4 === 0 ? ['VISA 4321'] : [] },
      style: debit ? { HI: purple, Name: purple, Room: purple } : {},
    };
  });
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 100) / 100;

// The load generator (plain JavaScript, run in a worker): `clients` loops of keep-alive GETs until the
// deadline, back to back (paceMs 0: the most the server answers), or each client sending one request every
// paceMs (together clients * 1000 / paceMs a second), latency counted from the planned send time. Given
// several ports (several server processes), client i talks to ports[i % ports.length].
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { path, token, clients, ms, gzip, paceMs } = workerData;
const ports = [].concat(workerData.port);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const lat = []; let errors = 0; let bytes = 0;
const started = performance.now();
const deadline = started + ms;
const sleep = (t) => new Promise((r) => setTimeout(r, t));
function once(planned, port) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { authorization: 'Bearer ' + token, 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      res.on('data', (c) => { bytes += c.length; });
      res.on('end', () => { if (res.statusCode === 200) lat.push(performance.now() - planned); else errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end();
  });
}
async function client(i) {
  const port = ports[i % ports.length];
  if (!paceMs) { while (performance.now() < deadline) await once(performance.now(), port); return; }
  let planned = started + (i * paceMs) / clients;
  while (planned < deadline) {
    const wait = planned - performance.now();
    if (wait > 0) await sleep(wait);
    await once(planned, port);
    planned += paceMs;
  }
}
Promise.all(Array.from({ length: clients }, (_, i) => client(i))).then(() => {
  agent.destroy();
  parentPort.postMessage({ lat, errors, bytes, elapsed: performance.now() - started });
});
`;

export interface LoadRun {
  lat: number[];
  errors: number;
  bytes: number;
  elapsed: number;
}
export interface LoadPlan {
  clients: number;
  ms: number;
  gzip: boolean;
  paceMs: number;
}

export function load(port: number | number[], path: string, token: string, plan: LoadPlan): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    // A roomy young generation: the generator's own collections would otherwise count as server latency.
    const worker = new Worker(LOAD, {
      eval: true,
      workerData: { port, path, token, ...plan },
      resourceLimits: { maxYoungGenerationSizeMb: 96, maxOldGenerationSizeMb: 512 },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function post(
  port: number,
  agent: Agent,
  path: string,
  token: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runRcBench(
  opts: { viewSeconds?: number; saves?: number; clients?: number } = {},
): Promise<RcBenchFigures> {
  const seconds = opts.viewSeconds ?? 5;
  const saves = opts.saves ?? 200;
  const clients = opts.clients ?? 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-rc-bench-'));
  const { app } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const login = await post(
      port,
      agent,
      '/api/user/login',
      '',
      JSON.stringify({ email: 'reception.hbt1@sumbook.test', password: DEMO_PASSWORD }),
    );
    const token = String(JSON.parse(login.text).access_token);
    const rows = benchRows();

    // up_sum, one save after another, each based on the revision the previous one answered.
    const saveLat: number[] = [];
    let revision = 0;
    for (let i = 0; i < saves; i++) {
      const body = JSON.stringify({
        day: DAY,
        version: 1,
        revision,
        maker: 'Bench',
        note: '',
        content: i % 2 === 0 ? rows : rows.slice(0, -1),
      });
      const t0 = performance.now();
      const res = await post(port, agent, '/api/rc/3/up_sum', token, body);
      saveLat.push(performance.now() - t0);
      if (res.status >= 300) throw new Error(`up_sum ${res.status}: ${res.text.slice(0, 200)}`);
      revision = JSON.parse(res.text).data.revision;
    }
    await post(
      port,
      agent,
      '/api/rc/3/up_sum',
      token,
      JSON.stringify({ day: DAY, version: 1, revision, maker: 'Bench', note: '', content: rows }),
    );

    const path = `/api/rc/3/view_sum/${DAY}`;
    const bodyKB =
      (await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } })).rawPayload.length / 1024;
    const views = {} as RcBenchFigures['views'];
    const modes: [keyof RcBenchFigures['views'], boolean, number][] = [
      ['max, gzip', true, 0],
      ['max, identity', false, 0],
      ['2000 req/s, gzip', true, 25],
      ['2000 req/s, identity', false, 25],
    ];
    for (const [mode, gzip, paceMs] of modes) {
      await load(port, path, token, { clients, ms: 500, gzip, paceMs: 0 });
      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      const run = await load(port, path, token, { clients, ms: seconds * 1000, gzip, paceMs });
      loop.disable();
      const lat = run.lat.sort((a, b) => a - b);
      views[mode] = {
        clients,
        seconds: round(run.elapsed / 1000),
        requests: lat.length,
        reqPerSec: Math.round(lat.length / (run.elapsed / 1000)),
        p50: round(pct(lat, 50)),
        p90: round(pct(lat, 90)),
        p99: round(pct(lat, 99)),
        max: round(lat.at(-1) ?? 0),
        errors: run.errors,
        kbPerAnswer: Math.round(run.bytes / Math.max(1, lat.length + run.errors) / 1024),
        serverLoopDelayP99: round(loop.percentile(99) / 1e6),
        serverLoopDelayMax: round(loop.max / 1e6),
      };
    }
    const saved = saveLat.sort((a, b) => a - b);
    const figures: RcBenchFigures = {
      rowsPerDay: rows.length,
      bodyKB: Math.round(bodyKB),
      views,
      save: { saves, p50: round(pct(saved, 50)), p99: round(pct(saved, 99)) },
    };
    for (const [mode, v] of Object.entries(views)) {
      console.log(
        `rc view_sum ${ROWS} rows, ${clients} clients, ${mode} (${v.kbPerAnswer} KB answers), ${v.seconds} s: ${v.reqPerSec} req/s (goal >= 2000), p50 ${v.p50} ms, p90 ${v.p90} ms, p99 ${v.p99} ms (goal <= 20), max ${v.max} ms, errors ${v.errors}; server event-loop delay p99 ${v.serverLoopDelayP99} ms, max ${v.serverLoopDelayMax} ms`,
      );
    }
    console.log(
      `rc up_sum ${ROWS} rows, ${saves} saves one after another: p50 ${figures.save.p50} ms, p99 ${figures.save.p99} ms (goal <= 50)`,
    );
    return figures;
  } finally {
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRcBench();
