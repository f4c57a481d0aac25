// `npm run bench`: performance figures for the issues' targets. Needs a build (`npm run build`) for the
// browser figures. `npm run bench -- rc` runs only the reception-sum server figures, `-- acc` the accountant sum's,
// `-- accfile` the accountant Excel export and import figures, `-- debit` the debit book's, `-- expected` the
// expected plan's, `-- manager` the manager report's, `-- survey` the guest survey's (page JS needs a build),
// `-- survey-page` only the guest survey page's and the survey tablet's JavaScript (needs a build), `-- breakfast`
// issue 13's figures (server time, and with a build the outbox replay and the offline start), `-- membership`
// /membership's (take_list_member_ship/0/1000 server time; with a build the member table's rows in the DOM),
// `-- audit` the audit trail's pages over 200,000 rows, `-- dashboard` report total's View Branch and the
// reservation report (server time), `-- calendar` report total's Calendar 2 with prediction (server time),
// `-- report-total` /report-total's first chart on a phone with the CPU slowed 4x (needs a build),
// `-- viewsum` view_sum on SQLite and PostgreSQL (one and two processes) against the Fastify + driver ceiling,
// `-- concurrency` issue 17's 14-branch save scenario for 60 s on two processes over PostgreSQL (both need postgresql),
// `-- suite` the last `npm test` time on this machine (kept by tests/support/suite.ts), `-- phone` issue 29's phone figures: JavaScript over the wire to sign in and to /home, SIGN IN to /home and the
// offline starts, at 1x and 4x CPU (needs a build).
import { existsSync, readFileSync } from 'node:fs';
import { runAccBench } from './acc-bench';
import { runAuditBench } from './audit-bench';
import { runCalendarBench } from './calendar-bench';
import { runConcurrencyBench } from './concurrency-bench';
import { runBreakfastBench } from './breakfast-bench';
import { runDashboardBench } from './dashboard-bench';
import { runAccFileBench } from './acc-file-bench';
import { runDebitBench } from './debit-bench';
import { runExpectedBench } from './expected-bench';
import { runManagerBench } from './manager-bench';
import { runMembershipBench } from './membership-bench';
import { benchCards } from './cards';
import { benchDebitCards } from './debit-cards';
import { runRcBench } from './rc-bench';
import { runReportTotalBench } from './report-total-bench';
import { runSurveyBench } from './survey-bench';
import { runSupportMailBench } from './support-mail-bench';
import { benchSurveyPageBundle } from './survey-page-bundle';
import { benchOfflineStarts } from './phone-start';
import { benchSignIn } from './signin-bundle';
import { benchStart } from './start';
import { runViewSumBench } from './viewsum-bench';
import { SUITE_TIME_FILE } from '../support/suite';

const only = process.argv[2];
const line = (k: string, v: unknown) => console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
/** A series as its range and median: `min-max (median m)`. */
const range = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]}-${s[s.length - 1]} (median ${s[Math.floor(s.length / 2)]})`;
};

// The suite is not run here (it takes minutes): `npm test` keeps its own time on this machine, printed here.
if (!only || only === 'suite') {
  if (existsSync(SUITE_TIME_FILE)) {
    const last = JSON.parse(readFileSync(SUITE_TIME_FILE, 'utf8')) as {
      at: string;
      total: number;
      phases: { steps: string[]; s: number }[];
    };
    line('npm test, last full run on this machine, s (goal <= 720)', `${last.total} at ${last.at}`);
    for (const p of last.phases) line(`  ${p.steps.join(' + ')}, s`, p.s);
  } else line('npm test, last full run on this machine, s (goal <= 720)', 'none recorded yet: run npm test');
}

if (!only || only === 'start') {
  const { first, seeded } = await benchStart();
  const ms = (starts: { answerMs: number }[]) => starts.map((x) => Math.round(x.answerMs)).join(', ');
  const ready = (starts: { readyMs: number }[]) => starts.map((x) => x.readyMs).join(', ');
  line(
    'first start with the demo seed (after the build), empty data folder, to first answer, ms (goal <= 2000)',
    ms(first),
  );
  line('  of which in the server after its modules loaded (open, migrate, seed, routes, listen), ms', ready(first));
  line('start on the seeded database, to first answer, ms (goal <= 2000)', ms(seeded));
  line('  of which in the server after its modules loaded, ms', ready(seeded));
}

if (!only || only === 'rc') {
  await runRcBench(); // prints its figures
}

if (!only || only === 'acc') {
  await runAccBench(); // prints its figures
}

if (!only || only === 'accfile') {
  await runAccFileBench(); // prints its figures
}

if (!only || only === 'debit') {
  await runDebitBench(); // prints its figures
}

if (!only || only === 'expected') {
  await runExpectedBench(); // prints its figures
}

if (!only || only === 'manager') {
  await runManagerBench(); // prints its figures
}

if (!only || only === 'membership') {
  await runMembershipBench(); // prints its figures (the browser ones need a build)
}

if (!only || only === 'breakfast') {
  await runBreakfastBench(); // prints its figures (the browser ones need a build)
}

if (!only || only === 'survey') {
  await runSurveyBench(existsSync('dist/survey.html')); // prints its figures
}

if (!only || only === 'survey-page') {
  if (existsSync('dist/survey.html')) {
    const { guest, tablet } = await benchSurveyPageBundle();
    line('guest survey page JS before the first question, gzipped KB (goal <= 100)', guest.gzipKB);
    line(
      'guest survey page JS, raw KB / files / first question shown after ms / html5-qrcode loaded',
      `${guest.rawKB} / ${guest.files} / ${guest.shownMs} / ${guest.scanner ? 'yes' : 'no'}`,
    );
    line(
      'survey tablet home JS before its QR shows, gzipped KB / files / html5-qrcode loaded',
      `${tablet.gzipKB} / ${tablet.files} / ${tablet.scanner ? 'yes' : 'no'}`,
    );
  } else {
    line('survey page figures', 'skipped: run `npm run build` first');
  }
}

if (!only || only === 'supportmail') {
  await runSupportMailBench(); // prints its figures (`-- supportmail`)
}

if (!only || only === 'dashboard') {
  await runDashboardBench(); // prints its figures (`-- dashboard`)
}

if (!only || only === 'calendar') {
  await runCalendarBench(); // prints its figures (`-- calendar`: Calendar 2 with prediction, server time)
}

if (!only || only === 'report-total') {
  if (existsSync('dist/index.html'))
    await runReportTotalBench(); // prints its figures (`-- report-total`)
  else line('report-total browser figures', 'skipped: run `npm run build` first');
}

if (!only || only === 'audit') {
  await runAuditBench(); // prints its figures (`-- audit`)
}

if (!only || only === 'viewsum') {
  await runViewSumBench(); // prints its table (`-- viewsum`; VIEWSUM_SECONDS per measurement, default 10)
}

if (!only || only === 'concurrency') {
  await runConcurrencyBench(); // prints its figures (`-- concurrency`; CONCURRENCY_SECONDS, default 60)
}

if (!only || only === 'phone') {
  if (existsSync('dist/index.html')) {
    const { full, slow } = await benchSignIn();
    const runs = [...full, ...slow];
    line('sign-in page JS over the wire, KB (goal <= 80)', range(runs.map((r) => r.signInKB)));
    line(
      'sign-in -> /home JS over the wire, cold, KB (goal <= 150)',
      `${range(runs.map((r) => r.homeKB))}; files ${range(runs.map((r) => r.homeFiles))}; of it the service worker's ${range(runs.map((r) => r.workerKB))}; ${runs[0]?.encoding}`,
    );
    line('SIGN IN -> /home rendered, 390 px, 4x CPU, ms (goal <= 800)', range(slow.map((r) => r.homeMs)));
    line('SIGN IN -> /home rendered, 390 px, 1x CPU, ms', range(full.map((r) => r.homeMs)));
    for (const s of await benchOfflineStarts()) {
      line(`offline start of ${s.path} to data, 390 px, 4x CPU, ms (goal <= 1000)`, range(s.slow));
      line(`offline start of ${s.path} to data, 390 px, 1x CPU, ms (goal <= 600)`, range(s.full));
      line(
        `  the same to the live list (taps answered), 4x / 1x CPU, ms`,
        `${range(s.slowLive)} / ${range(s.fullLive)}`,
      );
    }
  } else {
    line('phone figures', 'skipped: run `npm run build` first');
  }
}

if (!only || only === 'browser') {
  if (existsSync('dist/index.html')) {
    const cards = await benchCards();
    line(`phone card list with ${cards.rows} rows, most cards in the DOM (goal <= 40)`, cards.maxCardsInDom);
    const debit = await benchDebitCards();
    line(
      `phone debit cards, ${debit.lines} lines scrolled through to line ${debit.scrolled} in ${debit.ms} ms, most cards in the DOM (goal <= 60)`,
      debit.maxCardsInDom,
    );
  } else {
    line('browser figures', 'skipped: run `npm run build` first');
  }
}
