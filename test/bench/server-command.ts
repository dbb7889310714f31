/**
 * The built server as package.json's start:prod and the Dockerfile start it: with a young generation
 * twice V8's default, which halves the scavenges of a busy server (docs/decisions.md, "Lean request path").
 */
export const SERVER_MAIN = 'server/dist/server/src/main.js';
export const SERVER_ARGS = ['--max-semi-space-size=32', SERVER_MAIN];
