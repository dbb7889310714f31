/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { firstLoad } from './build/first-load-plugin';

// The contract workspace is bundled from its TypeScript source (Node runs its build, contract/dist).
const contract = decodeURIComponent(new URL('../contract/src/index.ts', import.meta.url).pathname);
const file = (name: string) => decodeURIComponent(new URL(name, import.meta.url).pathname);

// The server (NestJS) answers these paths; everything else is this SPA.
const SERVER = 'http://localhost:3000';
const proxied = ['/api', '/auth', '/employees'];

/**
 * German and French texts, the app's and MUI's: the app runs them only in its language packs
 * (src/i18n/language-packs.ts), chunks of their own. The module graph shows them under every page (the
 * contract's index imports its catalogues for the server's translate(), MUI's locale index all of MUI's).
 */
const LANGUAGE_PACKS_ONLY = /[\\/](contract[\\/]src[\\/]i18n[\\/](de|fr)\.ts|@mui[\\/]material[\\/]locale[\\/].*)$/;

const claimLink = firstLoad({
  page: file('src/pages/claim-form/ClaimFormPage.tsx'),
  early: file('src/first-load/early-requests.ts'),
  notRunByThePage: LANGUAGE_PACKS_ONLY,
});

/**
 * `vite build --ssr`: the claim link's server renderer (src/ssr/claim-link-page.tsx), one ES module
 * with everything it uses, for the server to import (contract CLAIM_LINK_RENDERER names the file).
 */
const serverRenderer = defineConfig({
  plugins: [react()],
  resolve: { alias: { '@unit-costs/contract': contract } },
  ssr: { noExternal: true },
  // React's and MUI's production code: Vite leaves process.env.NODE_ENV to the server, which need not set it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'claim-link-page.js' } },
  },
});

const app = defineConfig({
  base: '/',
  plugins: [
    react(),
    claimLink,
    // Every file also as .br and .gz (brotli 11, gzip 9) for the server to send as they are (server/src/web/static-assets.ts).
    compression(),
  ],
  resolve: { alias: { '@unit-costs/contract': contract } },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (../scripts/initial-js.mjs measures them).
    manifest: true,
    rollupOptions: {
      // The claim link's early requests are an entry of their own (build/first-load-plugin.ts).
      input: { index: file('index.html'), 'early-requests': file('src/first-load/early-requests.ts') },
      output: {
        // Few files, for a phone's slow round trips (docs/decisions.md, "A claim link in few files").
        codeSplitting: {
          groups: [
            // What a page runs at start, in one file rather than one per set of pages sharing a module;
            // the early requests' entry keeps its own code (it must import nothing).
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]first-load[\\/]/.test(id) && !LANGUAGE_PACKS_ONLY.test(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The claim form's code in two files (build/first-load-plugin.ts).
            { ...claimLink.claimFormChunks, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    // MUI in jsdom is slow on a busy machine; no test waits on purpose.
    testTimeout: 60_000,
    restoreMocks: true,
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderer : app));
