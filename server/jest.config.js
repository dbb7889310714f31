// Nest 12 is ESM only, so Jest runs native ESM.
// Type checking is `npm run lint`'s job; tests transpile file by file for speed.
export default {
  rootDir: '..',
  roots: ['<rootDir>/server/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // The contract workspace runs from its TypeScript source here; Node runs its build (contract/dist).
    '^@unit-costs/contract$': '<rootDir>/contract/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/server/tsconfig.json' }],
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
