// Where PostgreSQL's programs are: PG_BIN, else the newest Debian PostgreSQL (/usr/lib/postgresql/N/bin),
// else the PATH. Debian's /usr/bin wrappers pick a version by cluster, which a throw-away or remote
// server does not have, so the versioned folder comes first.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder holding `tool` (initdb, pg_dump, ...): PG_BIN, else the newest Debian version having it. */
export function pgBinDir(tool = 'initdb', env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN) return env.PG_BIN;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', tool)))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

/** The command to run `tool`: its full path when found, else its bare name (looked up on the PATH). */
export function pgTool(tool: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = pgBinDir(tool, env);
  return dir ? join(dir, tool) : tool;
}
