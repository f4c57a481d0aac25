import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

/** Writes .br and .gz beside each text asset of the build, for the server's precompressed static files. */
function precompress(dir: string): Plugin {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return {
    name: 'sumbook-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(dir).filter((f) => /\.(js|css|html|svg|webmanifest|json)$/.test(f))) {
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/** The guests' survey page is not the staff app: no install manifest there (VitePWA links it from every page). */
function noManifestOnSurveyPage(): Plugin {
  return {
    name: 'sumbook-survey-no-manifest',
    enforce: 'post',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('survey.html') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html,
    },
  };
}

/**
 * The English catalogs as the staff app ships them: only their plural forms. Every other English entry is its own
 * key (the key is the English text), which the translator shows anyway, so sending it would only cost bytes on the
 * way to /home (src/locales/README.md).
 */
function englishPluralsOnly(): Plugin {
  return {
    name: 'sumbook-english-plurals-only',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/locales\/en\/[\w-]+\.json$/.test(id) || id.endsWith('/errors.json') || id.endsWith('/mail.json'))
        return null;
      const entries = Object.entries(JSON.parse(code) as Record<string, string>);
      return { code: JSON.stringify(Object.fromEntries(entries.filter(([key, text]) => key !== text))), map: null };
    },
  };
}

/** Ionic form elements wrapped one per module in src/client/lib/ionic (file name = the element without `ion-`). */
const IONIC_SPLIT: Record<string, string> = {
  IonAccordion: 'accordion',
  IonAccordionGroup: 'accordion-group',
  IonCheckbox: 'checkbox',
  IonInput: 'input',
  IonProgressBar: 'progress-bar',
  IonRefresher: 'refresher',
  IonRefresherContent: 'refresher-content',
  IonSearchbar: 'searchbar',
  IonSegment: 'segment',
  IonSegmentButton: 'segment-button',
  IonSelect: 'select',
  IonSelectOption: 'select-option',
  IonTextarea: 'textarea',
};

/**
 * @ionic/react is one module importing every element it wraps, so an element any screen uses would be loaded with
 * the shell. This moves the form elements of `import { … } from '@ionic/react'` in the app's own files to their own
 * modules (src/client/lib/ionic), which land in the chunks of the screens that use them.
 */
function ionicSplit(): Plugin {
  const dir = new URL('./src/client/lib/ionic/', import.meta.url).pathname;
  const statement = /import\s*\{([^}]*)\}\s*from\s*'@ionic\/react';?/g;
  return {
    name: 'sumbook-ionic-split',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/client\/.*\.tsx?$/.test(id) || id.startsWith(dir) || !code.includes("'@ionic/react'")) return null;
      const out = code.replace(statement, (whole, names: string) => {
        const specs = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const moved = specs.filter((n) => IONIC_SPLIT[n.split(/\s+as\s+/)[0]]);
        if (!moved.length) return whole;
        const kept = specs.filter((n) => !moved.includes(n));
        const lines = moved.map((n) => `import { ${n} } from '${dir}${IONIC_SPLIT[n.split(/\s+as\s+/)[0]]}';`);
        return [kept.length ? `import { ${kept.join(', ')} } from '@ionic/react';` : '', ...lines].join('\n');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The kept picture's small script (src/client/first-paint.ts) as a chunk of its own, started by index.html beside
 * the app's entry (async: it draws as soon as it is here, without waiting for the app's code).
 */
function firstPaint(): Plugin {
  const id = new URL('./src/client/first-paint.ts', import.meta.url).pathname;
  return {
    name: 'sumbook-first-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id, name: 'first-paint' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html') || !ctx.bundle) return html;
        const chunk = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.name === 'first-paint');
        if (!chunk || chunk.type !== 'chunk') throw new Error('first-paint chunk missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
          ...chunk.imports
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/** Test workers of the API projects (Vitest's default is one less than the cores: a single one on 2 cores). */
const API_WORKERS = 2;

/**
 * The API tests on one database: `api` on SQLite (or PostgreSQL with SUMBOOK_TEST_DB=postgres), `api-pg` on
 * PostgreSQL. `vitest run --project api --project api-pg` runs both in one run, their files sharing the workers.
 */
function apiProject(name: string, env: Record<string, string>) {
  return {
    test: {
      name,
      root: '.',
      include: ['tests/api/**/*.test.ts'],
      environment: 'node',
      env,
      globalSetup: ['tests/support/api-global-setup.ts'],
      pool: 'forks' as const,
      maxWorkers: API_WORKERS,
      // Each API test file starts its own server on its own database; no file mocks a module. Sharing the
      // loaded server code between the files of one worker saves importing it again for every file.
      isolate: false,
      // Two workers share the 2 cores: the longest tests (the access matrix, a mail job across a restart) took
      // 21-22 s on a busy machine, past the 20 s they had with one worker. A timeout proves nothing else.
      testTimeout: 60000,
      hookTimeout: 30000,
    },
  };
}

/** Unit files that mock a module, stub a global or fake the clock: each needs modules loaded for it alone. */
const unitDir = new URL('./tests/unit/', import.meta.url);
const UNIT_WITH_MOCKS = readdirSync(unitDir)
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(readFileSync(new URL(f, unitDir), 'utf8')),
  )
  .map((f) => `tests/unit/${f}`);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Two pages: the app (index.html) and the guests' survey page (survey.html, served for /s/*).
    rollupOptions: {
      // Ionic's element modules only define classes; those no screen uses are left out.
      treeshake: { moduleSideEffects: (id: string) => !/@ionic\/core\/components\/ion-[a-z-]+\.js$/.test(id) },
      input: {
        index: new URL('./src/client/index.html', import.meta.url).pathname,
        survey: new URL('./src/client/survey.html', import.meta.url).pathname,
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  plugins: [
    englishPluralsOnly(),
    ionicSplit(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The guests' survey page is its own entry (survey.html from the server), never the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/s(\/|\?|$)/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Web Push: the push and notificationclick handlers (public/push-sw.js, a same-origin file: no inline code).
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Lookups for offline starts: user, branches, rooms, titles.
            urlPattern: ({ url }) => /^\/api\/(user\/infor|branch\/)/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'sumbook-lookups',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
    noManifestOnSurveyPage(),
    firstPaint(),
    precompress(new URL('./dist', import.meta.url).pathname),
  ],
  test: {
    root: '.',
    projects: [
      // The unit files share their worker's loaded modules (no fresh module graph per file: 41 → 16 s of CPU);
      // the files that mock a module or stub a global run apart, each in its own graph.
      {
        test: {
          name: 'unit',
          root: '.',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_WITH_MOCKS,
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'unit-mocks', root: '.', include: UNIT_WITH_MOCKS, environment: 'node' } },
      apiProject('api', {}),
      apiProject('api-pg', { SUMBOOK_TEST_DB: 'postgres' }),
    ],
    coverage: { provider: 'v8', include: ['src/domain/**'], reporter: ['text-summary', 'text'] },
  },
});
