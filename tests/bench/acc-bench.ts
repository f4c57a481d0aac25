// Issue 9's month-view target, over real HTTP on loopback: one branch's month of 31 day reports x 150
// rows, view_sum_with_month of the month <= 150 ms server time (also the lite form and 1=>20), with the days
// unchanged since the previous view and with every day written since (nothing reused). Requests go one after
// another, so each figure is the server's time for one answer plus the loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../../src/domain/dates';
import type { InvoiceRow } from '../../src/domain/invoice-row';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { prepareRows } from '../../src/server/docs/invoice-rows';
import { invoiceRow } from '../../src/contract/rc';
import { benchRows } from './rc-bench';

const MONTH = '2035-07';
const DAYS = 31;
const ROWS = 150;
const RUNS = 40;

/** A day's 150 rows: bench rows with stays ending that day (on the last days some run into August). */
function dayRows(day: string, n: number): InvoiceRow[] {
  return benchRows(ROWS).map((r, i) => {
    const row = invoiceRow.parse({ ...r, ID: `${r.ID}-${n}` });
    if (!row.HI) return row;
    const out = n >= 29 && i % 5 === 0 ? addDays(day, 2) : day;
    return { ...row, checkin: addDays(day, -2), checkout: out };
  });
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;

function call(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  token: string,
  body?: string,
  gzip = false,
): Promise<{ status: number; text: string; bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': gzip ? 'gzip' : 'identity',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: gzip ? '' : Buffer.concat(chunks).toString('utf8'),
            bytes: chunks.reduce((n, c) => n + c.length, 0),
            ms: performance.now() - t0,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface AccBenchFigures {
  rows: number;
  /** cpuMs: this process's CPU time a request (the server and the loopback client that reads the answer): steadier than latency on a busy machine. */
  views: Record<string, { p50: number; p90: number; p99: number; max: number; kb: number; cpuMs: number }>;
}

export async function runAccBench(runs = RUNS): Promise<AccBenchFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-acc-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // The month's day reports (sent), stored as the server stores them, and its debit on sum.
    const docs = Array.from({ length: DAYS }, (_, i) => {
      const day = `${MONTH}-${String(i + 1).padStart(2, '0')}`;
      const p = prepareRows(dayRows(day, i + 1), 3, day);
      const at = new Date().toISOString();
      return {
        kind: 'acc',
        branch_id: 3,
        period: day,
        version: 1,
        revision: 2,
        edit: 0,
        maker: 'Bench',
        note: '',
        content: p.content,
        totals: JSON.stringify(p.totals),
        updated_at: at,
        updated_by: 'Bench',
        sent_at: at,
        sent_by: 'Bench',
      };
    });
    for (const d of docs) await db.insertInto('documents').values(d).execute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const login = await call(
      port,
      agent,
      'POST',
      '/api/user/login',
      '',
      JSON.stringify({ email: 'accountant.hbt1@sumbook.test', password: DEMO_PASSWORD }),
    );
    const token = String(JSON.parse(login.text).access_token);
    const debit = await call(
      port,
      agent,
      'POST',
      `/api/acc/month/3/save_debit_on_sum/${MONTH}`,
      token,
      JSON.stringify({ version: 1, revision: 0, maker: 'Bench', content: [] }),
    );
    if (debit.status !== 201) throw new Error(`debit on sum ${debit.status} ${debit.text.slice(0, 200)}`);

    const views: AccBenchFigures['views'] = {};
    const cases: [string, string, boolean?][] = [
      ['month', `/api/acc/3/view_sum_with_month/${MONTH}`],
      ['month, gzip', `/api/acc/3/view_sum_with_month/${MONTH}`, true],
      ['month lite', `/api/acc/3/view_sum_with_month/${MONTH}?lite=1`],
      ['1=>20', `/api/acc/3/view_sum_with_month/${MONTH}-20`],
    ];
    /** `n` timed requests (after `before` each, when given), with the process's CPU time spent on them. */
    const measure = async (path: string, n: number, gzip = false, before?: () => Promise<void>) => {
      const lat: number[] = [];
      let cpuMs = 0;
      let kb = 0;
      for (let i = 0; i < n; i++) {
        if (before) await before();
        const cpu = process.cpuUsage();
        const res = await call(port, agent, 'GET', path, token, undefined, gzip);
        const used = process.cpuUsage(cpu);
        if (res.status !== 200) throw new Error(`${path} ${res.status} ${res.text.slice(0, 200)}`);
        cpuMs += (used.user + used.system) / 1000;
        lat.push(res.ms);
        kb = Math.round(res.bytes / 1024);
      }
      lat.sort((a, b) => a - b);
      return {
        p50: round(pct(lat, 50)),
        p90: round(pct(lat, 90)),
        p99: round(pct(lat, 99)),
        max: round(lat.at(-1) ?? 0),
        kb,
        cpuMs: round(cpuMs / n),
      };
    };
    for (const [name, path, gzip] of cases) {
      await measure(path, 5, gzip); // warm-up
      views[name] = await measure(path, runs, gzip);
    }
    // Every day of the month written since the last view (its revision raised), so nothing is reused.
    views['month, every day changed since the last view'] = await measure(cases[0][1], 10, false, async () => {
      await db
        .updateTable('documents')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('kind', '=', 'acc')
        .where('period', 'like', `${MONTH}-%`)
        .execute();
    });
    for (const [name, v] of Object.entries(views)) {
      console.log(
        `acc view_sum_with_month ${name}, ${DAYS} days x ${ROWS} rows (${v.kb} KB answer), ${name.includes('changed') ? 10 : runs} requests one after another: p50 ${v.p50} ms, p90 ${v.p90} ms, p99 ${v.p99} ms (goal <= 150), max ${v.max} ms; CPU ${v.cpuMs} ms a request`,
      );
    }
    return { rows: DAYS * ROWS, views };
  } finally {
    agent.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAccBench();
