// `npm run import-legacy` as an operator runs it: the CLI reads DATA_DIR like the server, migrates a new database,
// prints the dry run's report and exits 0; wrong arguments print the usage and exit 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goodAndBrokenExports, writeExports } from './import-legacy-support';

const CLI = 'src/server/tools/import-legacy/cli.ts';

function run(args: string[], dataDir: string) {
  // The database of DATA_DIR (SQLite), whatever the test run's own DATABASE_URL.
  const { DATABASE_URL: _, ...rest } = process.env;
  const env = { ...rest, DATA_DIR: dataDir, SEED: 'none' };
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env, encoding: 'utf8', timeout: 60_000 });
}

describe('npm run import-legacy (the command)', () => {
  it('runs a dry run on the database of DATA_DIR and prints the report', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sumbook-cli-'));
    const folder = writeExports(goodAndBrokenExports('201'));
    try {
      const dry = run([folder, '--dry-run'], dataDir);
      expect(dry.status).toBe(0);
      const lines = dry.stdout.trim().split('\n');
      expect(lines[0]).toBe('branches: 1 to import, 0 already imported, 2 refused');
      expect(lines).toContain('receptionSums: line 3: row 1 vnd "1,2OO,000" is not a number');
      expect(lines).toContain('receptionSums: 2 to import, 0 already imported, 7 refused');
      expect(lines.at(-1)).toBe('Dry run: nothing was changed.');
      const bad = run(['--dry-run'], dataDir);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain(
        'usage: npm run import-legacy -- <folder of JSON exports> [--dry-run] [--mail-users]',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
