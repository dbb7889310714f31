// node-polyglot's `object.entries` polyfill, replaced by the browsers' own Object.entries (vite.config.ts):
// the polyfill's es-abstract helpers weighed about 5 KB gzip on every first load. CommonJS, as
// node-polyglot require()s it.
module.exports = Object.entries;
