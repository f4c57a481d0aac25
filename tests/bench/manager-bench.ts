// Issue 11's manager report targets, measured in-process (app.inject: the server's own time, no network):
// - a report built from a 150-row reception sum: make_report, then the day's first up_report (which reads
//   the sum and the plan again), each on its own day, ~30 days: p50 / p95 <= 50 ms;
// - a branch's monthly total (view_man_total) over a month with a report every day: <= 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../../src/domain/dates';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { planGrid } from '../../src/server/kernel/expected-plan';
import { openGridMonth } from '../../src/server/kernel/grid';
import { fillEmptyRevCells } from '../../src/server/kernel/grid-rev';

const BRANCH = 1;
const ROWS = 150;
const RUNS = 30;
const WARM = 3;
const MONTH = '2035-03';
const PACKAGES = ['MS 70P', 'HMS 70P', 'MS 100P', 'HMS 100P', 'MS 40P & BT', 'BF', 'BT', 'BF & BT'];

/** A 150-row day: hotel invoices (a few late or short, some with charges) and service invoices of every package. */
function dayRows(day: string): Record<string, unknown>[] {
  return Array.from({ length: ROWS }, (_, i) => {
    if (i % 3 === 2)
      return {
        ID: `si-${i}`,
        SI: String(50_000 + i),
        name: `GUEST ${i}`,
        room: i % 2 ? String(200 + (i % 52)) : '',
        packages: { [PACKAGES[i % PACKAGES.length]]: 1 + (i % 2) },
        action: i % 29 === 0 ? 'F.O.C' : '',
        massage: 250_000,
        vnd: 250_000,
      };
    return {
      ID: `hi-${i}`,
      HI: String(300_000 + i),
      name: `TANAKA YUKI ${i}`,
      room: String(200 + (i % 52)),
      checkin: addDays(day, i % 11 === 0 ? 0 : -2),
      checkout: day,
      room_rate: 1_100_000,
      rate: 1,
      name_sub1: i % 13 === 0 ? 'Late check-out' : '',
      vnd: 2_200_000,
    };
  });
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;
const figures = (lat: number[]) => {
  const s = [...lat].sort((a, b) => a - b);
  return { p50: round(pct(s, 50)), p95: round(pct(s, 95)), max: round(s.at(-1) ?? 0) };
};

export async function runManagerBench(runs = RUNS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-manager-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const login = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${String(res.json().access_token)}` };
    };
    const reception = await login('reception.tvl1@sumbook.test');
    const manager = await login('manager.tvl1@sumbook.test');
    const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
      const t0 = performance.now();
      const res = await app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
      const ms = performance.now() - t0;
      if (res.statusCode >= 300) throw new Error(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, json: () => res.json() };
    };
    // The month's plan: every room of the branch let every day.
    const rooms = await db.selectFrom('rooms').select('number').where('branch_id', '=', BRANCH).execute();
    const grid = planGrid({ branchId: BRANCH, month: MONTH });
    await openGridMonth(db, grid, { source: 'bench', dayReports: {} }, 'bench');
    const planDays = Array.from({ length: 31 }, (_, i) => i + 1);
    const values = planDays.flatMap((day) =>
      rooms.map((r, i) => ({ row: r.number, day, value: i % 5 ? 1_100_000 : 0 })),
    );
    await fillEmptyRevCells(db, grid, [], values, 'bench');

    const make: number[] = [];
    const save: number[] = [];
    const both: number[] = [];
    for (let i = 0; i < Math.min(runs + WARM, 31); i++) {
      const day = `${MONTH}-${String(i + 1).padStart(2, '0')}`;
      const rc = await call('POST', `/rc/${BRANCH}/up_sum`, reception, {
        day,
        version: 1,
        revision: 0,
        maker: 'Tran Minh Anh',
        note: '',
        content: dayRows(day),
      });
      await call('POST', `/user/sent_mail_rc_sum/${BRANCH}`, reception, {
        day,
        version: 1,
        revision: rc.json().data.revision,
        note: '',
      });
      const made = await call('GET', `/manager/${BRANCH}/make_report/${day}`, manager);
      const body = { day, version: 1, revision: 0, maker: 'Vo Thanh Tam', note: '', content: made.json().data.content };
      const saved = await call('POST', `/manager/${BRANCH}/up_report`, manager, body);
      if (i < WARM) continue;
      make.push(made.ms);
      save.push(saved.ms);
      both.push(made.ms + saved.ms);
    }
    const days = make.length + WARM;
    const total: number[] = [];
    const file: number[] = [];
    for (let i = 0; i < runs + WARM; i++) {
      const t = await call('GET', `/manager/${BRANCH}/view_man_total/${MONTH}`, manager);
      const f = await call('GET', `/manager/${BRANCH}/download/download_manager_total/${MONTH}`, manager);
      if (i < WARM) continue;
      total.push(t.ms);
      file.push(f.ms);
    }
    const out = {
      makeReport: figures(make),
      firstUpReport: figures(save),
      madeAndSaved: figures(both),
      monthTotal: figures(total),
      monthTotalXlsx: figures(file),
    };
    const line = (name: string, f: { p50: number; p95: number; max: number }, goal: string) =>
      console.log(`manager ${name}: p50 ${f.p50} ms, p95 ${f.p95} ms, max ${f.max} ms (${goal})`);
    line(`make_report from a ${ROWS}-row reception sum, ${make.length} days`, out.makeReport, 'goal <= 50');
    line(`first up_report of the day (${ROWS}-row sum), ${save.length} days`, out.firstUpReport, 'goal <= 50');
    line('make_report + up_report together', out.madeAndSaved, 'goal <= 50');
    line(`view_man_total of ${MONTH} with ${days} days of reports, ${runs} requests`, out.monthTotal, 'goal <= 100');
    line('download_manager_total (.xlsx), same month', out.monthTotalXlsx, 'no goal');
    return out;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runManagerBench();
