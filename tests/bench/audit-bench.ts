// Issue 14's audit trail figures: GET /audit/list over a trail of 200,000 rows (a year of changes by 40
// users at 14 branches), in-process, median of 10 after 2 warm-ups: the newest page, a branch and kind
// filter, a user over a month, and a deep page (the count and the page are read in the database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_KINDS } from '../../src/domain/audit';
import { BRANCHES } from '../../src/domain/branches';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';

const ROWS = 200_000;
const ACTIONS = ['rc.save', 'debit.paid', 'login', 'user.update', 'survey.reply', 'man.send', 'storage.save'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (k: string, v: unknown) => console.log(`${k}: ${String(v)}`);

export async function runAuditBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-audit-bench-'));
  const { app, db } = await buildApp(loadConfig({ SEED: 'demo' }, { dataDir }), { serveClient: false });
  try {
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => u.id);
    const start = Date.parse('2025-11-26T00:00:00Z');
    const step = (365 * 86_400_000) / ROWS;
    for (let i = 0; i < ROWS; i += 500) {
      const batch = Array.from({ length: Math.min(500, ROWS - i) }, (_, j) => {
        const n = i + j;
        const b = BRANCHES[n % BRANCHES.length].id;
        return {
          at: new Date(start + n * step).toISOString(),
          user_id: users[n % users.length],
          action: ACTIONS[n % ACTIONS.length],
          target: `bench:${b}:${n}`,
          detail: JSON.stringify({ before: { n: n - 1 }, after: { n } }),
          kind: AUDIT_KINDS[n % 4],
          branch_id: b,
        };
      });
      await db.insertInto('audit').values(batch).execute();
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ceo@sumbook.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const time = async (query: string) => {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 12; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url: `/api/audit/list?${query}`, headers });
        if (i >= 2) times.push(performance.now() - t0);
        total = res.json().data.total;
      }
      return `${Math.round(median(times) * 10) / 10} ms (total ${total})`;
    };
    line(`audit list, ${ROWS} rows, newest page of 50, median`, await time('size=50'));
    line('audit list, branch 3 + kind money, page 1 of 50, median', await time('branch=3&kind=money&size=50'));
    line(
      `audit list, user ${users[5]} over a month, median`,
      await time(`user=${users[5]}&from=2026-06-01&to=2026-06-30&size=50`),
    );
    line('audit list, page 2000 of 50 (offset 99,950), median', await time('size=50&page=2000'));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
