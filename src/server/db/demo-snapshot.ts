// The demo database, made once by the build: `npm run build` seeds a database beside the server bundle
// (`node dist-server/main.mjs --demo-snapshot`), and a first start with SEED=demo on SQLite copies it into
// the data folder instead of migrating and seeding (which takes 3-4 s). The demo data is relative to its day
// (today's sums, this month's reports), so the file is named by the day it was made for and only a start on
// that same day copies it; any other start seeds as before.
import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BRANCHES, branchToday } from '../../domain/branches';
import { isPostgresUrl } from './dialect';

/** The snapshot's name for the day `now` falls on in every branch (one name for both sides of a midnight). */
export function demoSnapshotName(now: Date = new Date()): string {
  const days = [...new Set(BRANCHES.map((b) => branchToday(b.id, now)))].sort();
  return `demo-${days.join('_')}.db`;
}

/**
 * A first start (no database file yet) on an SQLite file: copies today's snapshot from `dir` when there is
 * one, and says whether it did.
 */
export function copyDemoSnapshot(dir: string, database: string, now: Date = new Date()): boolean {
  if (isPostgresUrl(database) || database === ':memory:' || existsSync(database)) return false;
  const snapshot = join(dir, demoSnapshotName(now));
  if (!existsSync(snapshot)) return false;
  copyFileSync(snapshot, `${database}.part`);
  renameSync(`${database}.part`, database);
  return true;
}

/**
 * Puts a seeded (and closed) database file in `dir` as the snapshot of the day `now` falls on, and removes the
 * snapshots of other days.
 */
export function keepDemoSnapshot(dir: string, seeded: string, now: Date): string {
  const name = demoSnapshotName(now);
  for (const old of readdirSync(dir).filter((f) => /^demo-.*\.db$/.test(f) && f !== name))
    rmSync(join(dir, old), { force: true });
  renameSync(seeded, join(dir, name));
  return name;
}
