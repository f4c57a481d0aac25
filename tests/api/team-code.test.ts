// TEAM_CODE (the code an administrator types to reset a user's password): from the environment; with
// SEED=demo the documented demo code; otherwise generated once, kept in DATA_DIR/team-code, never the demo's.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_CODE, loadConfig } from '../../src/server/config';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sumbook-team-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('TEAM_CODE', () => {
  it('set: used as it is, nothing written', () => {
    const dataDir = fresh();
    const c = loadConfig({ SEED: 'none', TEAM_CODE: 'our-own-code' }, { dataDir });
    expect(c.teamCode).toBe('our-own-code');
    expect(c.teamCodeFile).toBeUndefined();
    expect(existsSync(join(dataDir, 'team-code'))).toBe(false);
  });

  it('unset with SEED=demo: the documented demo code', () => {
    const dataDir = fresh();
    const c = loadConfig({ SEED: 'demo' }, { dataDir });
    expect(c.teamCode).toBe(DEMO_TEAM_CODE);
    expect(DEMO_TEAM_CODE).toBe('team2026');
    expect(c.teamCodeFile).toBeUndefined();
    expect(existsSync(join(dataDir, 'team-code'))).toBe(false);
  });

  it('unset with SEED=none: generated once, kept in DATA_DIR/team-code (owner only), the same at the next start', () => {
    const dataDir = fresh();
    const first = loadConfig({ SEED: 'none' }, { dataDir });
    const file = join(dataDir, 'team-code');
    expect(first.teamCodeFile).toBe(file);
    expect(first.teamCode).not.toBe(DEMO_TEAM_CODE);
    expect(first.teamCode).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.teamCode);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ SEED: 'none' }, { dataDir }).teamCode).toBe(first.teamCode);
    expect(loadConfig({ SEED: 'none' }, { dataDir: fresh() }).teamCode).not.toBe(first.teamCode);
  });
});
