// `npm run bench`: performance figures for the issues' targets. Needs a build (`npm run build`).
import { existsSync } from 'node:fs';
import { benchSignInBundle } from './signin-bundle';
import { benchStart } from './start';

const results: Record<string, unknown> = {};

const start = await benchStart();
results['server start to first answer (first start: migrate + seed), ms'] = Math.round(start.firstStartMs);
results['server start to first answer (seeded database), ms'] = start.seededStartMs.map(Math.round);

if (existsSync('dist/index.html')) {
  const bundle = await benchSignInBundle();
  results['sign-in screen JS, gzipped KB (goal <= 250)'] = bundle.gzipKB;
  results['sign-in screen JS, raw KB / files'] = `${bundle.rawKB} / ${bundle.files}`;
} else {
  results['sign-in screen JS'] = 'skipped: run `npm run build` first';
}

for (const [k, v] of Object.entries(results)) console.log(`${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
