// Issue 15's report total: the server time of the View Branch call (GET /report/:branchId/take_guest_number/
// :area/:month/report) on the demo bookings (about 50,000 over 15 months), in-process, median of 20 after 3
// warm-ups: one branch's month (HBT1, goal <= 100 ms) and the whole chain's (14 branches, goal <= 300 ms);
// and the reservation report of a month.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { previousMonth } from '../../src/domain/dates';
import { branchToday } from '../../src/domain/branches';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n: number) => Math.round(n * 10) / 10;

export async function runDashboardBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-dash-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ceo@sumbook.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const month = previousMonth(branchToday(3).slice(0, 7));
    const time = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 23; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url, headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(ms);
      }
      return `${round(median(times))} ms (max ${round(Math.max(...times))})`;
    };
    const bookings = await db
      .selectFrom('bookings')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const line = (k: string, v: string) => console.log(`${k}: ${v}`);
    line('demo bookings', String(bookings?.n));
    line(
      'report total View Branch, one branch month, server median (goal <= 100 ms)',
      await time(`/api/report/3/take_guest_number/Ha%20Noi/${month}/report`),
    );
    line(
      'report total View Branch, whole chain month, server median (goal <= 300 ms)',
      await time(`/api/report/0/take_guest_number/all/${month}/report`),
    );
    line('reservation report of a month, server median', await time(`/api/booking/report_reservation/${month}`));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
