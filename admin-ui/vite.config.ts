/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The contract workspace is bundled from its TypeScript source (Node runs its build, contract/dist).
const contractSource = decodeURIComponent(new URL('../contract/src', import.meta.url).pathname);
/** `@unit-costs/contract`, and its test factories `@unit-costs/contract/testing` for the component tests. */
const contract = { find: /^@unit-costs\/contract(\/testing)?$/, replacement: `${contractSource}$1/index.ts` };

// The API the dev server forwards to: the server on PORT as it reads it (3000 unless set), or ADMIN_UI_API.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const api = env.ADMIN_UI_API ?? `http://localhost:${env.PORT ?? 3000}`;
const page = (name: string) => decodeURIComponent(new URL(name, import.meta.url).pathname);

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Every file also as .br and .gz (brotli 11, gzip 9) for the server to send as they are (server/src/platform/web/static-assets.ts).
    compression(),
    {
      // ra-core's CSV exporter comes lazily (src/shims/jsonexport.ts says why).
      name: 'lazy-jsonexport',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'jsonexport/dist/index.js' && importer?.includes('/ra-core/'))
          return page('src/shims/jsonexport.ts');
      },
    },
  ],
  resolve: {
    alias: [
      contract,
      // Every browser the console supports has Object.entries (src/shims/objectEntries.cjs says why).
      { find: 'object.entries', replacement: page('src/shims/objectEntries.cjs') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a screen loads (../scripts/initial-js.mjs measures them).
    manifest: true,
    // No modulepreload polyfill in the entry: a browser without modulepreload (Safari before 17) just
    // fetches each chunk when it is imported; every browser that has it needs no polyfill.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      // blank.html is the MSAL redirect page (served at /blank.html): it relays the popup's answer to the console.
      input: { main: page('index.html'), blank: page('blank.html') },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/auth': api,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The wizard's journeys type through four steps of MUI in jsdom: slow on a busy machine; no test waits on purpose.
    testTimeout: 60_000,
  },
});
