// `npm test`'s independent steps side by side: `node --import tsx tests/support/parallel.ts typecheck lint`
// runs those npm scripts at once, prints each one's output as a block when it ends (with its time), and fails
// when any of them fails. The 2-core machine runs two one-core steps (tsc, eslint) in the time of the longer.
import { spawn } from 'node:child_process';

function run(script: string): Promise<boolean> {
  const t0 = performance.now();
  const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${code ?? signal})`;
      process.stdout.write(`${out}${out && !out.endsWith('\n') ? '\n' : ''}> ${script}: ${status} in ${s} s\n`);
      resolve(code === 0);
    });
  });
}

const scripts = process.argv.slice(2);
const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
