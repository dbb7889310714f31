/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { compiledCatalogues } from './build/compiled-catalogues-plugin';
import { firstLoad } from './build/first-load-plugin';

// The contract workspace is bundled from its TypeScript source (Node runs its build, contract/dist).
const contractSource = decodeURIComponent(new URL('../contract/src', import.meta.url).pathname);
/** `@unit-costs/contract`, and its test factories `@unit-costs/contract/testing` for the component tests. */
const contract = { find: /^@unit-costs\/contract(\/testing)?$/, replacement: `${contractSource}$1/index.ts` };
const CONTRACT_MODULES = /[\\/]contract[\\/]src[\\/]/;
const file = (name: string) => decodeURIComponent(new URL(name, import.meta.url).pathname);

// The server (NestJS) answers these paths; everything else is this SPA. It listens on PORT as the
// server reads it (3000 unless set), or PARTICIPANT_UI_API names it.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const SERVER = env.PARTICIPANT_UI_API ?? `http://localhost:${env.PORT ?? 3000}`;
const proxied = ['/api', '/auth', '/employees'];

/**
 * German and French texts, the app's and MUI's: the app runs them only in its language packs
 * (src/i18n/language-packs.ts), chunks of their own. The module graph shows them under every page (the
 * contract's index imports its catalogues for the server's translate(), MUI's locale index all of MUI's). MUI's English (enUS) is the main bundle's, as the app's is.
 */
const LANGUAGE_PACKS_ONLY =
  /([\\/]contract[\\/]src[\\/]i18n[\\/](de|fr)\.ts|virtual:catalogue\/(de|fr)|[\\/]@mui[\\/]material[\\/]locale[\\/](?!enUS\.).*)$/;

/**
 * The app's messages are compiled at build time (build/compiled-catalogues-plugin.ts): its build ships
 * formatjs's parser without the parser (react-intl's "pre-compiled messages"). Tests keep the parser
 * (they format the contract's own catalogues too), as does the server's renderer.
 */
const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** Why a bank sent a payment back, in every language: only a claim's own page tells it, not the claim form. */
const RETURN_REASONS = /[\\/]contract[\\/]src[\\/]return-reasons\.ts$/;

const claimLink = firstLoad({
  page: file('src/pages/claim-form/ClaimFormPage.tsx'),
  early: file('src/first-load/early-requests.ts'),
  firstTaps: file('src/first-load/first-taps.ts'),
  notRunByThePage: new RegExp(`${LANGUAGE_PACKS_ONLY.source}|${RETURN_REASONS.source}`),
});

/**
 * `vite build --ssr`: the claim link's server renderer (src/ssr/claim-link-page.tsx), one ES module
 * with everything it uses, for the server to import (contract CLAIM_LINK_RENDERER names the file).
 */
const serverRenderer = defineConfig({
  plugins: [react(), compiledCatalogues()],
  resolve: { alias: [contract] },
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
    compiledCatalogues(),
    claimLink,
    // Every file also as .br and .gz (brotli 11, gzip 9) for the server to send as they are (server/src/platform/web/static-assets.ts).
    compression(),
  ],
  resolve: { alias: [contract] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (../scripts/initial-js.mjs measures them).
    manifest: true,
    rollupOptions: {
      // The contract's modules only define things (texts, codes, functions): what a page does not use
      // stays out of its files, e.g. the return reasons in every language and the French catalogue,
      // whose module-level calls the bundler otherwise keeps in case they act on something.
      treeshake: { moduleSideEffects: [{ test: CONTRACT_MODULES, sideEffects: false }] },
      // The claim link's early requests and first taps are entries of their own (build/first-load-plugin.ts).
      input: {
        index: file('index.html'),
        'early-requests': file('src/first-load/early-requests.ts'),
        'first-taps': file('src/first-load/first-taps.ts'),
      },
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

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderer;
  return command === 'build' ? { ...app, resolve: { alias: [contract, withoutMessageParser] } } : app;
});
