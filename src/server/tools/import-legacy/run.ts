// The import of the old system's exports, collection by collection in the order they depend on each other
// (branches before users and reports, users before notifications). The real run writes each collection in a
// transaction of its own (a fault rolls that collection back and the run goes on with the next); the dry run
// runs the very same code in one transaction that is rolled back at the end, so it reports exactly what the
// real run would do and changes nothing. The report: per collection one count line, then a line per refusal.
import type { Db } from '../../db/connection';
import { transact } from '../../db/transact';
import { importBranches } from './branches';
import { importDebits } from './debits';
import { importExpected } from './expected';
import { accountantSums, managerReports, receptionSums } from './kinds';
import { importNotifications } from './notifications';
import { readExport, type Item } from './read';
import { Step, type Tally } from './step';
import { importSurveys } from './surveys';
import { importUsers } from './users';
import { importVersions } from './versions';

type Importer = (step: Step, items: readonly Item[]) => Promise<void>;

/** The collections, by export file name (`<name>.json`), in import order. */
export const COLLECTIONS: readonly [string, Importer][] = [
  ['branches', importBranches],
  ['users', importUsers],
  ['receptionSums', (s, i) => importVersions(s, i, receptionSums)],
  ['accountantSums', (s, i) => importVersions(s, i, accountantSums)],
  ['managerReports', (s, i) => importVersions(s, i, managerReports)],
  ['debits', importDebits],
  ['expectedPlans', importExpected],
  ['surveys', importSurveys],
  ['notifications', importNotifications],
];

export interface ImportReport {
  lines: string[];
  /** False when a collection failed (its transaction rolled back). */
  ok: boolean;
  tallies: Tally[];
}

class DryRunEnd extends Error {}

async function one(trx: Db, folder: string, name: string, run: Importer): Promise<Tally | null> {
  const file = readExport(folder, name);
  if (!file) return null;
  const tally: Tally = { name, imported: 0, already: 0, refused: [] };
  for (const b of file.broken) tally.refused.push(`${name}: ${b.where}: ${b.msg}`);
  await run(new Step(trx, tally), file.items);
  return tally;
}

/** Where a refusal line points ('line 14', 'item 3'): its number, 0 for the whole file. */
const position = (line: string) => Number(/^[^:]+: (?:line|item) (\d+):/.exec(line)?.[1] ?? 0);

function linesOf(t: Tally, dryRun: boolean): string[] {
  const verb = dryRun ? 'to import' : 'imported';
  const refused = [...t.refused].sort((a, b) => position(a) - position(b));
  return [`${t.name}: ${t.imported} ${verb}, ${t.already} already imported, ${t.refused.length} refused`, ...refused];
}

export async function importLegacy(db: Db, folder: string, opts: { dryRun: boolean }): Promise<ImportReport> {
  const lines: string[] = [];
  const tallies: Tally[] = [];
  let ok = true;
  const done = (name: string, t: Tally | null) => {
    if (!t) lines.push(`${name}: no ${name}.json, nothing to import`);
    else {
      tallies.push(t);
      lines.push(...linesOf(t, opts.dryRun));
    }
  };
  if (opts.dryRun) {
    await transact(db, async (trx) => {
      for (const [name, run] of COLLECTIONS) done(name, await one(trx, folder, name, run));
      throw new DryRunEnd();
    }).catch((err: unknown) => {
      if (!(err instanceof DryRunEnd)) throw err;
    });
    lines.push('Dry run: nothing was changed.');
    return { lines, ok, tallies };
  }
  for (const [name, run] of COLLECTIONS) {
    try {
      done(name, await transact(db, (trx) => one(trx, folder, name, run)));
    } catch (err) {
      ok = false;
      lines.push(`${name}: failed, nothing of it imported: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { lines, ok, tallies };
}
