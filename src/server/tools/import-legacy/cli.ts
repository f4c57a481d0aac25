// npm run import-legacy -- <folder> [--dry-run] [--mail-users]: imports the old system's mongoexport files of the
// folder into the database of DATA_DIR / DATABASE_URL (read from the environment as the server reads it, mail
// through SMTP_URL or DATA_DIR/outbox), migrating it first. Prints the report; exit 1 when a collection failed or
// the arguments are wrong. --mail-users (real run only) then mails a set-password link to users without a password.
import { existsSync, statSync } from 'node:fs';
import { loadConfig } from '../../config';
import { migrate, openDatabase } from '../../db/connection';
import { seedReference } from '../../db/seed/index';
import { createMailer } from '../../kernel/mail';
import { mailUsersWithoutPassword } from './mail-users';
import { importLegacy } from './run';

const USAGE = 'usage: npm run import-legacy -- <folder of JSON exports> [--dry-run] [--mail-users]';
const FLAGS = ['--dry-run', '--mail-users'];

async function main(argv: string[]): Promise<boolean> {
  const dryRun = argv.includes('--dry-run');
  const mailUsers = argv.includes('--mail-users');
  const folders = argv.filter((a) => !FLAGS.includes(a));
  if (folders.length !== 1 || folders[0].startsWith('-')) throw new Error(USAGE);
  const [folder] = folders;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new Error(`${folder} is not a folder`);
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrate(db);
    await seedReference(db);
    const report = await importLegacy(db, folder, { dryRun });
    for (const line of report.lines) console.log(line);
    if (mailUsers && !dryRun)
      for (const line of await mailUsersWithoutPassword(db, config, createMailer(config))) console.log(line);
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
