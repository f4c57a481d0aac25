// Issue 15's calendar figure: the server time of report total's Calendar 2 for one branch (branch 3, 40
// rooms), this month and the next with the predicted rows (?predict=1, same date and same weekday), goal
// <= 150 ms, in-process, median of 20 after 3 warm-ups. The demo's 60 days of sent reception sums are
// copied one and two years back (dates shifted by whole years) so the prediction reads a real history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branchToday } from '../../src/domain/branches';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/connection';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';

const MANAGER = 'manager.hbt1@sumbook.test';
const BRANCH = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n: number) => Math.round(n * 10) / 10;

/** Copies the branch's sent reception sums `years` years back (every date in them moved by that many years). */
async function copyHistory(db: Db, years: number): Promise<number> {
  const docs = await db
    .selectFrom('documents')
    .selectAll()
    .where('kind', '=', 'rc')
    .where('branch_id', '=', BRANCH)
    .where('edit', '=', 0)
    .execute();
  const back = (text: string) =>
    text.replace(/\b(20\d\d)-(\d\d)-(\d\d)/g, (_, y: string, m: string, d: string) =>
      m === '02' && d === '29' ? `${Number(y) - years}-02-28` : `${Number(y) - years}-${m}-${d}`,
    );
  for (const { id: _id, ...d } of docs)
    await db
      .insertInto('documents')
      .values({ ...d, period: back(d.period), content: back(d.content) })
      .execute();
  return docs.length;
}

export async function runCalendarBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-cal-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const copied = (await copyHistory(db, 1)) + (await copyHistory(db, 2));
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: MANAGER, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const month = branchToday(BRANCH).slice(0, 7);
    const figures: Record<string, { medianMs: number; maxMs: number; predicted: number }> = {};
    for (const [name, query] of [
      ['calendar', ''],
      ['calendar 2, same date', '?predict=1'],
      ['calendar 2, same weekday', '?predict=1&same=weekday'],
    ] as const) {
      const times: number[] = [];
      let predicted = 0;
      for (let i = 0; i < 23; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          url: `/api/report/${BRANCH}/take_guest_number/Ha%20Noi/${month}/calendar${query}`,
          headers,
        });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`calendar ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(ms);
        predicted = (res.json().data.content3 as { predicted: number | null }[]).filter(
          (p) => p.predicted !== null,
        ).length;
      }
      figures[name] = { medianMs: round(median(times)), maxMs: round(Math.max(...times)), predicted };
    }
    console.log(`calendar: history sums copied (two years back): ${copied}`);
    for (const [name, f] of Object.entries(figures))
      console.log(
        `${name}, branch ${BRANCH}, ${month} + next month, server ms median / max (goal <= 150): ${f.medianMs} / ${f.maxMs}; days with a prediction: ${f.predicted}`,
      );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
