// Issue 17's concurrency scenario, shared by tests/api/concurrency.test.ts and `npm run bench -- concurrency`:
// a receptionist of each of the 14 branches (and a second writer on a few branches, to force conflicts) reads
// the day's reception sum, changes its rows and saves it on the revision read, over real HTTP, the read
// through one server instance and the save through the other. Every row carries its branch in its ID and name.
// Afterwards: every revision of every branch was acknowledged exactly once, on the revision it was based on,
// holding exactly the rows sent; every read showed the acknowledged rows of its revision; the final sum of
// each branch is its last acknowledged save on every instance; no row of a branch ever appears in another's;
// every refusal is a 409 with the spec's text, and a branch with one writer is never refused.
import { createHash } from 'node:crypto';
import { BRANCHES } from '../../src/domain/branches';
import { ROLE } from '../../src/domain/roles';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/db/seed/users';
import { hotelRow, serviceRow, type Row } from '../api/rc-support';
import { adminApi } from '../../src/contract/admin';
import { rcApi } from '../../src/contract/rc';
import { userApi } from '../../src/contract/user';
import { apiUrl } from './api-path';
import { refusal } from './refusal';

export const SAVE_REFUSED = "Can't SAVE report, please reload page and check again.";

export interface ScenarioOptions {
  /** Base URLs of the instances (http://127.0.0.1:PORT), all on one database. */
  bases: string[];
  seconds: number;
  /** The day every branch saves (default: a far-future day no seed touches). */
  day?: string;
  /** How many branches get a second writer (default 4). */
  doubled?: number;
}

export interface ScenarioResult {
  branches: number;
  writers: number;
  seconds: number;
  views: number;
  saves: number;
  acks: number;
  refusals: number;
  /** Highest revision per branch (the number of acknowledged saves of its day). */
  revisions: Record<number, number>;
  /** Every broken promise found; empty when nothing was lost, mixed up or wrongly refused. */
  problems: string[];
}

interface Answer {
  status: number;
  body: { status?: number; msg?: string; data?: SumData; [k: string]: unknown };
}
interface SumData {
  version: number;
  revision: number;
  content: Row[];
}

const TIMEOUT_MS = 30_000;

async function call(base: string, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed };
}

async function login(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', apiUrl(userApi.login, {}), '', { email, password: DEMO_PASSWORD });
  const token = res.body.access_token;
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`login ${email}: ${res.status}`);
  return token;
}

/** A usable receptionist of every branch: the demo ones, and one made through the admin API where none exists. */
export async function receptionists(base: string): Promise<Map<number, string>> {
  const byBranch = new Map<number, string>();
  for (const u of DEMO_USERS)
    if (u.role === ROLE.RECEPTION && !u.blocked && !u.needsActivation && !byBranch.has(u.branch))
      byBranch.set(u.branch, u.email);
  const admin = await login(base, 'admin@sumbook.test');
  for (const b of BRANCHES) {
    if (byBranch.has(b.id)) continue;
    const email = `reception.load${b.id}@sumbook.test`;
    const res = await call(base, 'POST', apiUrl(adminApi.create, {}), admin, {
      email,
      name: `Receptionist ${b.code}`,
      role: ROLE.RECEPTION,
      branch: b.id,
      firstPassword: 'password',
      password: DEMO_PASSWORD,
      confirm: DEMO_PASSWORD,
    });
    // 409: made by an earlier run on this database.
    if (res.status !== 201 && res.status !== 409) throw new Error(`create ${email}: ${res.status} ${res.body.msg}`);
    byBranch.set(b.id, email);
  }
  return byBranch;
}

/** Stable JSON (sorted keys): the same rows give the same text whatever the key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
const digest = (rows: unknown): string => createHash('sha1').update(canonical(rows)).digest('hex');

/** The rows a writer saves next: one added, one renamed, the oldest dropped past 30; every one tagged with its branch. */
function nextRows(rows: Row[], branch: number, writer: number, step: number, day: string): Row[] {
  const tag = `B${branch} W${writer} S${step}`;
  const id = `b${branch}-w${writer}-s${step}`;
  const num = String(branch * 1_000_000 + writer * 100_000 + (step % 100_000));
  const added =
    step % 3 === 2
      ? serviceRow(id, { SI: `S${num}`, name: tag })
      : hotelRow(id, day, { HI: `H${num}`, name: tag, room: String(100 + (step % 50)) });
  const next = [...rows, added];
  if (next.length > 1) {
    const i = step % (next.length - 1);
    next[i] = { ...next[i], name: `${tag} R` };
  }
  return next.length > 30 ? next.slice(next.length - 30) : next;
}

/** Runs the scenario for `seconds` and answers what it counted and every problem it found. */
export async function runConcurrencyScenario(opts: ScenarioOptions): Promise<ScenarioResult> {
  const { bases } = opts;
  const day = opts.day ?? '2036-02-14';
  const users = await receptionists(bases[0]);
  const branches = [...users.keys()].sort((x, y) => x - y);
  const doubled = new Set(branches.slice(0, opts.doubled ?? 4));
  const tokens = new Map<number, string>();
  for (const [i, b] of branches.entries()) tokens.set(b, await login(bases[i % bases.length], users.get(b) ?? ''));

  const problems: string[] = [];
  const problem = (msg: string) => {
    if (problems.length < 50) problems.push(msg);
  };
  /** Per branch: revision -> digest of the acknowledged rows. */
  const acked = new Map<number, Map<number, string>>(branches.map((b) => [b, new Map()]));
  /** Per branch: what each read showed, checked against the acknowledgements at the end. */
  const seen = new Map<number, { revision: number; digest: string }[]>(branches.map((b) => [b, []]));
  const refusedBranches = new Set<number>();
  const counts = { views: 0, saves: 0, acks: 0, refusals: 0 };

  const foreign = (rows: Row[], branch: number): string | undefined =>
    rows.find((r) => !String(r.ID).startsWith(`b${branch}-`) || !String(r.name).startsWith(`B${branch} `))?.ID;

  const started = Date.now();
  const deadline = started + opts.seconds * 1000;
  async function writer(branch: number, w: number): Promise<void> {
    const token = tokens.get(branch) ?? '';
    for (let step = 0; Date.now() < deadline; step++) {
      const viewAt = bases[(w + step) % bases.length];
      const saveAt = bases[(w + step + 1) % bases.length];
      const view = await call(viewAt, 'GET', apiUrl(rcApi.viewSum, { branchId: branch, date: day }), token);
      counts.views++;
      let based: SumData = { version: 1, revision: 0, content: [] };
      if (view.status !== 200) {
        problem(`view of branch ${branch}: ${view.status} ${JSON.stringify(view.body).slice(0, 200)}`);
        continue;
      }
      if (view.body.msg === 'ok' && view.body.data) {
        based = view.body.data;
        seen.get(branch)?.push({ revision: based.revision, digest: digest(based.content) });
        const stray = foreign(based.content, branch);
        if (stray) problem(`branch ${branch} revision ${based.revision} shows the row ${stray}`);
      } else if (view.body.msg !== 'null') problem(`view of branch ${branch}: msg ${view.body.msg}`);

      const sent = nextRows(based.content, branch, w, step, day);
      const body = { day, version: based.version, revision: based.revision, maker: 'Nguyen Thi Lan', note: '' };
      const res = await call(saveAt, 'POST', apiUrl(rcApi.save, { branchId: branch }), token, {
        ...body,
        content: sent,
      });
      counts.saves++;
      if (res.status === 409) {
        counts.refusals++;
        refusedBranches.add(branch);
        if (canonical(res.body) !== canonical(refusal(SAVE_REFUSED)))
          problem(`branch ${branch}: 409 with ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      const data = res.body.data;
      if ((res.status !== 200 && res.status !== 201) || !data) {
        problem(`save of branch ${branch}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      counts.acks++;
      if (data.revision !== based.revision + 1 || data.version !== based.version)
        problem(`branch ${branch}: save on revision ${based.revision} answered revision ${data.revision}`);
      if ((res.status === 201) !== (data.revision === 1))
        problem(`branch ${branch}: ${res.status} for revision ${data.revision}`);
      const got = data.content.map((r) => `${r.ID}|${String(r.name)}`).join(',');
      const want = sent.map((r) => `${r.ID}|${String(r.name).toUpperCase()}`).join(',');
      if (got !== want) problem(`branch ${branch} revision ${data.revision}: the answer holds other rows than sent`);
      const byRevision = acked.get(branch);
      if (byRevision?.has(data.revision)) problem(`branch ${branch}: revision ${data.revision} acknowledged twice`);
      byRevision?.set(data.revision, digest(data.content));
    }
  }

  const writers: Promise<void>[] = [];
  let w = 0;
  for (const b of branches) {
    writers.push(writer(b, w++));
    if (doubled.has(b)) writers.push(writer(b, w++));
  }
  await Promise.all(writers);
  const seconds = (Date.now() - started) / 1000;

  const revisions: Record<number, number> = {};
  for (const b of branches) {
    const byRevision = acked.get(b) ?? new Map<number, string>();
    const last = Math.max(0, ...byRevision.keys());
    revisions[b] = last;
    for (let r = 1; r <= last; r++)
      if (!byRevision.has(r)) problem(`branch ${b}: revision ${r} stored, never acknowledged`);
    for (const s of seen.get(b) ?? [])
      if (byRevision.get(s.revision) !== s.digest)
        problem(`branch ${b}: a read of revision ${s.revision} showed other rows than its save`);
    if (!doubled.has(b) && refusedBranches.has(b)) problem(`branch ${b} had one writer and was refused`);
    for (const base of bases) {
      const final = await call(base, 'GET', apiUrl(rcApi.viewSum, { branchId: b, date: day }), tokens.get(b) ?? '');
      const data = final.body.data;
      if (final.status !== 200 || !data) {
        problem(`final view of branch ${b} at ${base}: ${final.status} ${final.body.msg}`);
        continue;
      }
      if (data.revision !== last || digest(data.content) !== byRevision.get(last))
        problem(
          `branch ${b} at ${base}: the stored sum (revision ${data.revision}) is not the last acknowledged save (${last})`,
        );
    }
  }
  return { branches: branches.length, writers: writers.length, seconds, ...counts, revisions, problems };
}

/** One line of figures for the test output and the bench. */
export function scenarioLine(r: ScenarioResult): string {
  return `concurrency: ${r.branches} branches, ${r.writers} writers, ${r.seconds.toFixed(1)} s: ${r.saves} saves, ${r.acks} acknowledged, ${r.refusals} refused (409), ${r.views} reads, ${r.problems.length} problems`;
}
