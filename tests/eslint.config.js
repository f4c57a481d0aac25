// Lint: typescript-eslint's recommended rules and the project's import
// boundaries (ARCHITECTURE.md), each of which fails the build:
// - domain imports only domain; contract imports only contract, domain and zod;
// - the server never imports the client; the client never imports the server;
// - the server's layers, lowest first: db < lib < kernel < plugins < docs, debits < modules < app.
//   A file imports only from its own layer or lower ones (docs and debits are one layer). Where the
//   files outside those folders sit: config.ts with lib (it reads the environment; the kernel's mailer
//   and the guard read it), db/seed/ (the shared demo data the modules' seeds start from) with kernel,
//   context.ts with docs and debits (it names what every module is handed, the report kinds included),
//   and app.ts, main.ts, print-routes.ts and tools/ at the top;
// - a server module never imports another module;
// - a migration is a frozen snapshot: of src it imports only db/dialect.ts (the SQL helpers both
//   dialects need) and other files of db/migrations/, never the app's code (a constant or a function it
//   needs is copied into it, or into db/migrations/frozen/, as it was that day);
// - a client feature never imports another feature;
// - the client's layers, lowest first: state < lib < ui < shell < features < App (App.tsx, main.tsx and
//   App's route table screens.ts, handed to the shell); an import never runs up. state holds atoms only,
//   and only state/store.ts imports jotai (every other file takes atom and the hooks from it);
// - no import cycles anywhere in src.
// Run from the repository root: `npm run lint`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import noLiteralText from './lint/no-literal-text.js';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const modules = dirs('src/server/modules');
const features = dirs('src/client/features');

const uiPackages = [
  'react',
  'react-*',
  'react/**',
  '@ionic/*',
  'ionicons',
  'ionicons/*',
  'jotai',
  'jotai/*',
  'ky',
  'idb-keyval',
];
const serverPackages = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'kysely',
  'better-sqlite3',
  'nodemailer',
  'exceljs',
  'node:*',
];

/** The server's layers, lowest first (see the comment at the top). */
const serverLayers = [
  ['./src/server/db/*.ts'],
  ['./src/server/lib', './src/server/config.ts'],
  ['./src/server/kernel', './src/server/db/seed'],
  ['./src/server/plugins'],
  ['./src/server/docs', './src/server/debits', './src/server/context.ts'],
  ['./src/server/modules'],
  ['./src/server/app.ts', './src/server/main.ts', './src/server/print-routes.ts', './src/server/tools'],
];
const layerZones = serverLayers.slice(0, -1).map((target, i) => ({
  target,
  from: serverLayers.slice(i + 1).flat(),
  message:
    'A server layer imports only its own layer or lower ones: db < lib < kernel < plugins < docs, debits < modules < app.',
}));

const zones = [
  { target: './src/domain', from: './src', except: ['./domain'], message: 'domain imports nothing but domain.' },
  {
    target: './src/contract',
    from: ['./src/server', './src/client'],
    message: 'contract is shared: no server or client imports.',
  },
  { target: './src/server', from: './src/client', message: 'The server does not import client code.' },
  {
    target: './src/client',
    from: './src/server',
    message: 'The client does not import server code: go through contract.',
  },
  ...modules.map((m) => ({
    target: `./src/server/modules/${m}`,
    from: './src/server/modules',
    except: [`./${m}`],
    message: 'A server module never imports another module: share it through the kernel, docs or src/domain.',
  })),
  ...layerZones,
  {
    target: './src/server/db/migrations',
    from: './src',
    except: ['./server/db/migrations', './server/db/dialect.ts'],
    message: 'A migration is a frozen snapshot: of src it imports db/dialect.ts only (copy what it needs).',
  },
  ...features.map((f) => ({
    target: `./src/client/features/${f}`,
    from: './src/client/features',
    except: [`./${f}`],
    message: 'A feature does not import another feature: go through domain, contract, lib, ui or shell.',
  })),
  ...clientLayerZones(),
];

// Client layers, lowest first: each layer is a zone that imports nothing from the layers above it.
function clientLayerZones() {
  const app = ['./src/client/App.tsx', './src/client/main.tsx', './src/client/screens.ts'];
  const layers = [
    ['state', 'state holds atoms only: it imports no lib, ui, shell, feature or App code.'],
    ['lib', 'lib never imports ui, shell, a feature or App.'],
    ['ui', 'ui never imports the shell, a feature or App: take the page frame and the width as props.'],
    ['shell', 'The shell never imports a feature or the route table: App hands the routes in.'],
    ['features', 'A feature never imports App or its route table.'],
  ];
  return layers.map(([layer, message], i) => ({
    target: `./src/client/${layer}`,
    from: [...layers.slice(i + 1).map(([above]) => `./src/client/${above}`), ...app],
    message,
  }));
}

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'coverage/**', 'test-results/**', '**/*.js', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Staff screens: every user-facing text comes from a catalog (issue 31; tests/lint/no-literal-text.js).
    files: ['src/client/{features,ui,shell,lib}/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/i18n/**'],
    plugins: { sumbook: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'sumbook/no-literal-text': 'error' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...uiPackages, ...serverPackages, 'zod'], message: 'domain imports nothing but domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...uiPackages, ...serverPackages], message: 'contract is shared: no UI or server packages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@ionic/*'], message: 'The server does not import UI packages.' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/state/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['jotai', 'jotai/*'],
              message: 'Take atom, the hooks and the store from src/client/state/store.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to open a transaction, so SQLite and PostgreSQL give every one the same guarantee.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/transact.ts', 'src/server/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with transact(db, trx => ...) from src/server/db/transact.ts.',
        },
      ],
    },
  },
);
