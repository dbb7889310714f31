/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The contract workspace is bundled from its TypeScript source (Node runs its build, contract/dist).
const contract = decodeURIComponent(new URL('../contract/src/index.ts', import.meta.url).pathname);

// The server (NestJS) answers these paths; everything else is this SPA.
const SERVER = 'http://localhost:3000';
const proxied = ['/api', '/auth', '/employees'];

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@unit-costs/contract': contract } },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (../scripts/initial-js.mjs measures them).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    // MUI in jsdom is slow on a busy machine; no test waits on purpose.
    testTimeout: 30_000,
    restoreMocks: true,
  },
});
