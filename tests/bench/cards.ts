import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { emptyRow } from '../../src/domain/invoice-row';
import { phoneSession } from './phone-session';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

async function json(url: string, init: RequestInit = {}, token?: string) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await res.json()) as Record<string, unknown>;
}

/** The phone card list with 500 rows: how many cards are in the DOM at the top, middle and end. */
export async function benchCards(): Promise<{ rows: number; maxCardsInDom: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-bench-'));
  const { base, page, close } = await phoneSession(dataDir, 18951, 'reception.hbt1@sumbook.test');
  try {
    const login = await json(`${base}/api/user/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'reception.hbt1@sumbook.test', password: DEMO_PASSWORD }),
    });
    const token = String(login.access_token);
    const day = today();
    const current = await json(`${base}/api/rc/3/view_sum/${day}`, {}, token);
    const data = current.data as { version: number; revision: number } | undefined;
    const rows = Array.from({ length: 500 }, (_, i) => ({
      ...emptyRow(`bench-${i}`),
      SI: `SI-${1000 + i}`,
      name: `GUEST ${i}`,
      massage: 250000,
      vnd: 250000,
    }));
    const saved = await json(
      `${base}/api/rc/3/up_sum`,
      {
        method: 'POST',
        body: JSON.stringify({
          day,
          version: data?.version ?? 1,
          revision: data?.revision ?? 0,
          maker: 'Bench',
          content: rows,
        }),
      },
      token,
    );
    if (saved.status !== 1) throw new Error(`up_sum: ${JSON.stringify(saved)}`);

    await page.goto(`${base}/reception_sum`);
    await page.waitForSelector('[data-testid=rc-card]');
    let max = 0;
    for (const at of [0, 0.5, 1]) {
      await page.locator('[data-testid=rc-cards]').evaluate((el, f) => {
        el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
      }, at);
      await page.waitForTimeout(200);
      max = Math.max(max, await page.locator('[data-testid=rc-card]').count());
    }
    return { rows: rows.length, maxCardsInDom: max };
  } finally {
    await close();
  }
}
