// Issue 11's expected-plan target, measured in-process (app.inject: the server's own time, no network):
// get_expected of a 40-room branch (branch 3) with a full month, 40 x 31 cells, <= 50 ms. The .xlsx of
// the same month is timed too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';

const BRANCH = 3;
const MONTH = '2035-07';
const RUNS = 30;

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;

export interface ExpectedFigures {
  cells: number;
  p50: number;
  p95: number;
  max: number;
}

export async function runExpectedBench(runs = RUNS): Promise<Record<string, ExpectedFigures>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-expected-bench-'));
  const { app } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'manager.hbt1@sumbook.test', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${String(login.json().access_token)}` };
    const view = await app.inject({ url: `/api/expected/${BRANCH}/get_expected/${MONTH}`, headers: auth });
    const rooms: { number: string }[] = view.json().data.rooms;
    // Every room stays the whole month at its own rate: 40 x 31 cells.
    const list = rooms.map((r, i) => ({
      room: r.number,
      checkin: `${MONTH}-01`,
      checkout: '2035-08-01',
      rate: 900_000 + i * 10_000,
    }));
    const made = await app.inject({
      method: 'POST',
      url: `/api/expected/${BRANCH}/take_data_from_moja/${MONTH}`,
      headers: auth,
      payload: { list },
    });
    if (made.statusCode !== 200) throw new Error(`take_data_from_moja: ${made.statusCode} ${made.body.slice(0, 200)}`);
    for (let d = 1; d <= 31; d += 3) {
      await app.inject({
        method: 'POST',
        url: `/api/expected/${BRANCH}/update_expected`,
        headers: auth,
        payload: { monthEx: MONTH, room: rooms[d].number, day: d, comment: 'Late arrival', type: 'comment' },
      });
    }
    const cases: [string, string][] = [
      ['get_expected', `/api/expected/${BRANCH}/get_expected/${MONTH}`],
      ['download_expected (.xlsx)', `/api/expected/${BRANCH}/download_expected/${MONTH}`],
    ];
    const out: Record<string, ExpectedFigures> = {};
    for (const [name, url] of cases) {
      const lat: number[] = [];
      let cells = 0;
      for (let i = 0; i < runs + 5; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url, headers: auth });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i === 0 && name === 'get_expected') cells = res.json().data.cells.length;
        if (i >= 5) lat.push(ms);
      }
      lat.sort((a, b) => a - b);
      out[name] = { cells, p50: round(pct(lat, 50)), p95: round(pct(lat, 95)), max: round(lat.at(-1) ?? 0) };
      console.log(
        `expected ${name}, branch of ${rooms.length} rooms, ${MONTH} full (${rooms.length} x 31 cells), ${runs} requests: p50 ${out[name].p50} ms, p95 ${out[name].p95} ms${name === 'get_expected' ? ' (goal <= 50)' : ''}, max ${out[name].max} ms`,
      );
    }
    return out;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runExpectedBench();
