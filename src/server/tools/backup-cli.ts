// npm run backup -- <file> [--force] / npm run restore -- <file> [--force]: the database of DATA_DIR /
// DATABASE_URL, read from the environment as the server reads it. One line out; exit 1 on failure.
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase } from './backup';

const USAGE = 'usage: npm run backup -- <file> [--force]   |   npm run restore -- <file> [--force]';

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || files[0].startsWith('-'))
    throw new Error(USAGE);
  const { database } = loadConfig();
  return command === 'backup'
    ? backupDatabase(database, files[0], { force })
    : restoreDatabase(database, files[0], { force });
}

main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (err: unknown) => {
    console.error(`${process.argv[2] ?? 'backup'} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
