// The import boundaries of ARCHITECTURE.md fail the lint: each probe is linted as if it stood at the path
// given, against the real tree (tests/eslint.config.js).
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ overrideConfigFile: 'tests/eslint.config.js' });
});

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/client/features/guide/probe.ts',
      "import HomePage from '../../features/home/HomePage';\nexport const p = HomePage;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a server module importing another module',
      'src/server/modules/branch/probe.ts',
      "import { rcKind } from '../rc/kind';\nexport const p = rcKind;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the document core importing a module',
      'src/server/docs/probe.ts',
      "import { rcKind } from '../modules/rc/kind';\nexport const p = rcKind;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the database layer importing lib',
      'src/server/db/probe.ts',
      "import { nowIso } from '../lib/util';\nexport const p = nowIso;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'lib importing the kernel',
      'src/server/lib/probe.ts',
      "import { audit } from '../kernel/audit';\nexport const p = audit;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the kernel importing a plugin',
      'src/server/kernel/probe.ts',
      "import { checkedBranch } from '../plugins/guard';\nexport const p = checkedBranch;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a plugin importing the document core',
      'src/server/plugins/probe.ts',
      "import { latestDoc } from '../docs/store';\nexport const p = latestDoc;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the debit book core importing app.ts',
      'src/server/debits/probe.ts',
      "import { buildApp } from '../app';\nexport const p = buildApp;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a server module importing app.ts',
      'src/server/modules/branch/probe.ts',
      "import { buildApp } from '../../app';\nexport const p = buildApp;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a migration importing app code',
      'src/server/db/migrations/probe.ts',
      "import { auditKindOf } from '../../../domain/audit';\nexport const p = auditKindOf;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the server importing the client',
      'src/server/probe.ts',
      "import { SCREENS } from '../client/screens';\nexport const p = SCREENS;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'domain importing contract',
      'src/domain/probe.ts',
      "import { rcApi } from '../contract/rc';\nexport const p = rcApi;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'an import cycle',
      'src/domain/dates.ts',
      "import { withinReplayGrace } from './replay-grace';\nexport const p = withinReplayGrace;\n",
      'import-x/no-cycle',
    ],
    // The client's layers (state < lib < ui < shell < features < App) and the one jotai entry.
    [
      'client state importing lib',
      'src/client/state/probe.ts',
      "import { toast } from '../lib/toast';\nexport const p = toast;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'client lib importing ui',
      'src/client/lib/probe.ts',
      "import { useSelection } from '../ui/use-selection';\nexport const p = useSelection;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'client ui importing the shell',
      'src/client/ui/probe.ts',
      "import { AppPage } from '../shell/AppPage';\nexport const p = AppPage;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the shell importing the route table',
      'src/client/shell/probe.ts',
      "import { SCREENS } from '../screens';\nexport const p = SCREENS;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing App',
      'src/client/features/home/probe.tsx',
      "import App from '../../App';\nexport const p = App;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a client file importing jotai',
      'src/client/features/home/probe.ts',
      "import { atom } from 'jotai';\nexport const p = atom(0);\n",
      'no-restricted-imports',
    ],
  ])(
    'fails on %s',
    async (_name, filePath, code, rule) => {
      expect(await rulesHit(filePath, code)).toContain(rule);
    },
    60_000,
  );

  it('passes a module importing the kernel, the core and the domain', async () => {
    const code =
      "import { audit } from '../../kernel/audit';\nimport { saveDoc } from '../../docs/write';\nimport { ROLE } from '../../../domain/roles';\nexport const p = [audit, saveDoc, ROLE];\n";
    expect(await rulesHit('src/server/modules/branch/probe.ts', code)).toEqual([]);
  }, 60_000);

  it('passes a client feature importing the shell, ui, lib and state', async () => {
    const code =
      "import { AppPage } from '../../shell/AppPage';\nimport { useSelection } from '../../ui/use-selection';\nimport { toast } from '../../lib/toast';\nimport { userAtom } from '../../state/session';\nimport { useAtomValue } from '../../state/store';\nexport const p = [AppPage, useSelection, toast, userAtom, useAtomValue];\n";
    expect(await rulesHit('src/client/features/home/probe.ts', code)).toEqual([]);
  }, 60_000);

  it('passes a migration importing kysely and the dialect helpers', async () => {
    const code =
      "import { sql } from 'kysely';\nimport { appendOnly } from '../dialect';\nexport const p = [sql, appendOnly];\n";
    expect(await rulesHit('src/server/db/migrations/probe.ts', code)).toEqual([]);
  }, 60_000);
});
