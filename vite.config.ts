import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  build: { outDir: '../../dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // Lookups for offline starts: user, branches, rooms, titles.
            urlPattern: ({ url }) => /^\/api\/(user\/infor|branch\/)/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: { cacheName: 'sumbook-lookups', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  test: {
    root: '.',
    projects: [
      { test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'api', root: '.', include: ['tests/api/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 20000, hookTimeout: 30000 } },
    ],
    coverage: { provider: 'v8', include: ['src/domain/**'], reporter: ['text-summary', 'text'] },
  },
});
