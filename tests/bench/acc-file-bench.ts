// Issue 9's Excel targets, against the server started as `npm start` starts it (a child process), over
// real HTTP on loopback:
// - Excel export of one branch's month of 31 days x 150 rows: <= 1.5 s, server memory during it <= 200 MB;
// - import of a 2,000-row .xls (preview included): <= 2 s.
// Memory is the server process's resident set (/proc/<pid>/status), sampled every 10 ms during the exports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as X from '@e965/xlsx';
import { templateHeader } from '../../src/domain/acc-import';
import { addDays } from '../../src/domain/dates';
import { emptyRow, type InvoiceRow } from '../../src/domain/invoice-row';
import { recomputeRow } from '../../src/domain/row-rules';
import { computeTotals } from '../../src/domain/totals';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { benchRows } from './rc-bench';
import { serverArgs } from './start';

const MONTH = '2035-07';
const DAYS = 31;
const ROWS = 150;
const IMPORT_ROWS = 2000;
const PORT = 18951;

export interface AccFileFigures {
  exportMs: number[];
  exportKB: number;
  serverRssBeforeMB: number;
  serverRssDuringExportMB: number;
  importMs: number[];
  importKB: number;
}

/** The rc bench's realistic day as accountant rows of a day (computed by the domain rules). */
function dayRows(day: string): InvoiceRow[] {
  return benchRows(ROWS).map((r, i) => {
    const row = { ...emptyRow(String(r.ID)), ...(r as Partial<InvoiceRow>) };
    const stay = row.HI ? { checkin: addDays(day, -1 - (i % 3)), checkout: day } : {};
    return recomputeRow({ ...row, ...stay, telephone: i % 5 === 0 ? 'late check-out' : '' }, 3);
  });
}

async function seedMonth(dataDir: string): Promise<void> {
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const docs = Array.from({ length: DAYS }, (_, i) => {
      const day = `${MONTH}-${String(i + 1).padStart(2, '0')}`;
      const rows = dayRows(day);
      return {
        kind: 'acc',
        branch_id: 3,
        period: day,
        version: 1,
        revision: 2,
        edit: 0,
        maker: 'Bench',
        note: '',
        content: JSON.stringify(rows),
        totals: JSON.stringify(computeTotals(rows, day)),
        updated_at: new Date().toISOString(),
        updated_by: 'Bench',
        sent_at: new Date().toISOString(),
        sent_by: 'Bench',
      };
    });
    for (const d of docs) await db.insertInto('documents').values(d).execute();
  } finally {
    await app.close();
  }
}

const median = (list: readonly number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

function rssMB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo' },
    stdio: 'ignore',
  });
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/guider/get_all_guider`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (performance.now() - t0 > 30000) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A 2,000-row .xls written from the template's header, as an accountant would fill it. */
function importFile(): Buffer {
  const header = templateHeader('sum');
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) =>
    header.map((h) => {
      if (h === 'Hotel Invoice') return i % 3 === 2 ? '' : `H${300000 + i}`;
      if (h === 'Service Invoice') return i % 3 === 2 ? `S${50000 + i}` : '';
      if (h === 'Name') return `GUEST ${i}`;
      if (h === 'Room Number') return String(200 + (i % 40));
      if (h === 'Check In') return '13/07/2035';
      if (h === 'Check Out') return '15/07/2035';
      if (h === 'Room Rate') return 1100;
      if (h === 'VND') return 2200;
      if (h === 'USD') return i % 7 === 0 ? 40 : null;
      if (h === 'Telephone / Note') return i % 5 === 0 ? 'late check-out' : null;
      return null;
    }),
  );
  const ws = X.utils.aoa_to_sheet([header, ...rows]);
  const wb = X.utils.book_new();
  X.utils.book_append_sheet(wb, ws, 'ACC SUM');
  return X.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export async function runAccFileBench(runs = 5): Promise<AccFileFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-accfile-bench-'));
  let child: ChildProcess | null = null;
  try {
    await seedMonth(dataDir);
    child = await startServer(dataDir);
    // As a server that has been up a few seconds: exceljs and SheetJS are loaded by then (excel-routes.ts).
    await new Promise((r) => setTimeout(r, 4000));
    const pid = child.pid as number;
    const base = `http://127.0.0.1:${PORT}/api`;
    const login = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'accountant.hbt1@sumbook.test', password: DEMO_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).access_token}` };

    const rssBefore = rssMB(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMB(pid));
    }, 10);
    const exportMs: number[] = [];
    let exportKB = 0;
    try {
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/acc/3/download_excel_acc_day/${MONTH}?version=current`, { headers: auth });
        const body = Buffer.from(await res.arrayBuffer());
        exportMs.push(Math.round(performance.now() - t0));
        if (res.status !== 200) throw new Error(`export ${res.status}: ${body.toString().slice(0, 200)}`);
        exportKB = Math.round(body.length / 1024);
      }
    } finally {
      clearInterval(sampler);
    }

    const file = importFile();
    const importMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/acc/3/import_excel/accMakeSum`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/vnd.ms-excel' },
        body: new Uint8Array(file),
      });
      const answer = await res.json();
      importMs.push(Math.round(performance.now() - t0));
      if (res.status !== 200 || answer.data.rows.length !== IMPORT_ROWS)
        throw new Error(`import ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
    }
    const figures: AccFileFigures = {
      exportMs,
      exportKB,
      serverRssBeforeMB: rssBefore,
      serverRssDuringExportMB: rssPeak,
      importMs,
      importKB: Math.round(file.length / 1024),
    };
    console.log(
      `acc Excel export, ${DAYS} days x ${ROWS} rows (${exportKB} KB .xlsx): ${exportMs.join(', ')} ms, median ${median(exportMs)} ms (goal <= 1500)`,
    );
    console.log(
      `acc Excel export, server memory (RSS): ${rssBefore} MB before, at most ${rssPeak} MB during the exports (goal <= 200)`,
    );
    console.log(
      `acc Excel import of a ${IMPORT_ROWS}-row .xls (${figures.importKB} KB), preview answered: ${importMs.join(', ')} ms, median ${median(importMs)} ms (goal <= 2000)`,
    );
    return figures;
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAccFileBench();
