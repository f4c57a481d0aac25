// npm run import-legacy -- <folder> [--dry-run]: imports the old system's mongoexport files of the folder into
// the database of DATA_DIR / DATABASE_URL (read from the environment as the server reads it), migrating it
// first. Prints the report; exit 1 when a collection failed or the arguments are wrong.
import { existsSync, statSync } from 'node:fs';
import { loadConfig } from '../../config';
import { migrate, openDatabase } from '../../db/connection';
import { seedReference } from '../../db/seed/index';
import { importLegacy } from './run';

const USAGE = 'usage: npm run import-legacy -- <folder of JSON exports> [--dry-run]';

async function main(argv: string[]): Promise<boolean> {
  const dryRun = argv.includes('--dry-run');
  const folders = argv.filter((a) => a !== '--dry-run');
  if (folders.length !== 1 || folders[0].startsWith('-')) throw new Error(USAGE);
  const [folder] = folders;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new Error(`${folder} is not a folder`);
  const { database } = loadConfig();
  const db = openDatabase(database);
  try {
    await migrate(db);
    await seedReference(db);
    const report = await importLegacy(db, folder, { dryRun });
    for (const line of report.lines) console.log(line);
    return report.ok;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(`import-legacy failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
