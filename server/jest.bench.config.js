// Benchmarks (`npm run bench`): the test setup, one file at a time, with their own time-out.
import base from './jest.config.js';

export default {
  ...base,
  roots: ['<rootDir>/test/bench'],
  testMatch: ['**/*.bench.ts'],
  testTimeout: 30 * 60 * 1000,
  maxWorkers: 1,
};
