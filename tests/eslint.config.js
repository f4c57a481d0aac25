// Lint: typescript-eslint's recommended rules plus the project's import boundaries
// (ARCHITECTURE.md): domain and contract import nothing of the server, the client or React;
// the server imports no client code (but print-routes.ts, which prints both halves' routes);
// a client feature does not import another feature. Run from the repository root: `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noServerOrUi = [
  { group: ['**/server/**', '**/client/**', '../server', '../client'], message: 'domain and contract are shared: no server or client imports.' },
  { group: ['react', 'react-*', 'react/**', '@ionic/*', 'ionicons', 'ionicons/*', 'jotai', 'jotai/*', 'ky', 'idb-keyval'], message: 'domain and contract are shared: no UI imports.' },
  { group: ['fastify', 'fastify-*', '@fastify/*', 'kysely', 'better-sqlite3', 'nodemailer', 'exceljs', 'node:*'], message: 'domain and contract are shared: no server imports.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-empty-pattern': 'off',
    },
  },
  { files: ['src/domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...noServerOrUi, { group: ['zod', '**/contract/**'], message: 'domain imports nothing but domain.' }] }] } },
  { files: ['src/contract/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: noServerOrUi }] } },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\.)', message: 'A feature does not import another feature: go through domain, contract, lib or shell.' }] }] },
  },
  { files: ['src/server/**/*.ts'], ignores: ['src/server/print-routes.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', 'react', '@ionic/*'], message: 'The server does not import client code.' }] }] } },
);
