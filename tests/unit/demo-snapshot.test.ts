import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDemoSnapshot, demoSnapshotName, keepDemoSnapshot } from '../../src/server/db/demo-snapshot';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'sumbook-snap-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the demo snapshot made by the build', () => {
  const made = new Date('2026-11-28T10:00:00Z'); // 17:00 in Vietnam
  const sameDay = new Date('2026-11-28T16:00:00Z'); // 23:00 in Vietnam
  const nextDay = new Date('2026-11-28T17:30:00Z'); // 00:30 in Vietnam, 00:00 in Yangon

  it('is named by the day of every branch, both days when a midnight lies between their zones', () => {
    expect(demoSnapshotName(made)).toBe('demo-2026-11-28.db');
    expect(demoSnapshotName(nextDay)).toBe('demo-2026-11-29.db');
    expect(demoSnapshotName(new Date('2026-11-28T17:15:00Z'))).toBe('demo-2026-11-28_2026-11-29.db');
  });

  it('is copied by a first start on its day only, never over a database or to PostgreSQL', () => {
    const build = tmp();
    const seeded = join(build, 'demo.db.part');
    writeFileSync(seeded, 'seeded');
    writeFileSync(join(build, 'demo-2026-11-01.db'), 'old');
    expect(keepDemoSnapshot(build, seeded, made)).toBe('demo-2026-11-28.db');
    expect(readdirSync(build)).toEqual(['demo-2026-11-28.db']);

    const data = tmp();
    expect(copyDemoSnapshot(build, join(data, 'sumbook.db'), nextDay)).toBe(false);
    expect(existsSync(join(data, 'sumbook.db'))).toBe(false);
    expect(copyDemoSnapshot(build, join(data, 'sumbook.db'), sameDay)).toBe(true);
    expect(readFileSync(join(data, 'sumbook.db'), 'utf8')).toBe('seeded');

    writeFileSync(join(data, 'sumbook.db'), 'in use');
    expect(copyDemoSnapshot(build, join(data, 'sumbook.db'), sameDay)).toBe(false);
    expect(readFileSync(join(data, 'sumbook.db'), 'utf8')).toBe('in use');
    expect(copyDemoSnapshot(build, 'postgres://u@h/db', sameDay)).toBe(false);
  });
});
