// Issue 12's survey targets: the month of a branch with 1,000 entries aggregated (get_new_survey, server
// time in-process, <= 50 ms), 200 guests sending at once over real HTTP (all stored), and the JavaScript the
// public survey page loads before its first question shows (built app, fresh browser, <= 100 KB gzipped).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { scriptsBefore } from './survey-page-bundle';

const MONTH = '2035-07';
const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number): number => Math.round(n * 10) / 10;
const line = (k: string, v: unknown) => console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);

export async function runSurveyBench(browser = true): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-survey-bench-'));
  const config = loadConfig(
    { SEED: 'demo' },
    { dataDir, survey: { perToken: 1e6, perIp: 1e6, windowMs: 60_000, tabletTries: 10 } },
  );
  const { app, db } = await buildApp(config, { serveClient: browser });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ceo@sumbook.test', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${String(login.json().access_token)}` };
    // 1,000 entries in one month of branch 1.
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      branch_id: 1,
      generation: 'new',
      kind: i % 25 === 0 ? 'roten' : 'guest',
      day: `${MONTH}-${String((i % 31) + 1).padStart(2, '0')}`,
      time: '10:00',
      room: String(101 + (i % 50)),
      source: ['roomScan', 'tabletInput', 'tabletScan', 'app'][i % 4],
      lang: 'ja',
      status: 'True',
      answers: JSON.stringify({
        q1: '1night',
        q7: i % 9 === 0 ? 'no' : 'yes',
        q5: Array.from({ length: 10 }, (_, k) => ({ score: ((i + k) % 5) + 1, improve: [], other: '' })),
        q8: i % 3 === 0 ? `Comment number ${i}` : '',
      }),
      opinion: i % 25 === 0 ? `Opinion ${i}` : '',
      sup_feedback: '',
      note_change: '',
      rev: 1,
      token_id: 'bench',
      dedupe_key: null,
      created_at: '',
      updated_at: '',
      updated_by: 'bench',
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('survey_entries')
        .values(rows.slice(i, i + 200))
        .execute();
    const times: number[] = [];
    for (let r = 0; r < 30; r++) {
      const t0 = performance.now();
      const res = await app.inject({ url: `/api/survey/get_new_survey/1/${MONTH}/all`, headers: auth });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200 || res.json().data.entries.length !== 1000)
        throw new Error(`get_new_survey: ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    line(
      'survey month of 1,000 entries (get_new_survey), ms p50 / p95 / max (goal <= 50)',
      `${round(pct(times, 50))} / ${round(pct(times, 95))} / ${round(times.at(-1) ?? 0)}`,
    );

    // 200 guests at once over HTTP: the codes of branches 1, 7 and 9 (a room each).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const codes: string[] = [];
    for (const b of [1, 7, 9, 4, 3]) {
      const list = (await app.inject({ url: `/api/survey/qr_codes/${b}/en`, headers: auth })).json().data.codes;
      for (const c of list) if (c.target === 'room') codes.push(c.token);
    }
    const sends = codes.slice(0, 200);
    if (sends.length < 200) throw new Error(`only ${sends.length} room codes`);
    const before = Number(
      (
        await db
          .selectFrom('survey_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const lat: number[] = [];
    const t0 = performance.now();
    const statuses = await Promise.all(
      sends.map(async (token, i) => {
        const s0 = performance.now();
        const res = await fetch(`${address}/api/survey/public/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lang: 'en',
            answers: { q7: 'yes', q8: `Guest ${i}`, q5: [{ score: 5, improve: [], other: '' }] },
          }),
        });
        lat.push(performance.now() - s0);
        return res.status;
      }),
    );
    const wall = performance.now() - t0;
    const after = Number(
      (
        await db
          .selectFrom('survey_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    lat.sort((a, b) => a - b);
    line(
      '200 guests sending at once: stored / answered 201 / wall ms / p95 ms (goal: all stored)',
      `${after - before} / ${statuses.filter((s) => s === 201).length} / ${Math.round(wall)} / ${Math.round(pct(lat, 95))}`,
    );

    if (browser) {
      const b = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const context = await b.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
        const js = await scriptsBefore(await context.newPage(), `${address}/s/${codes[250] ?? codes[0]}`, (p) =>
          p.getByRole('heading', { name: /^Q1\./ }).waitFor(),
        );
        line(
          'public survey page JS before the first question, gzipped KB / files (goal <= 100)',
          `${js.gzipKB} / ${js.files}`,
        );
        line('public survey page, first question shown after ms (loopback)', js.shownMs);
      } finally {
        await b.close();
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
