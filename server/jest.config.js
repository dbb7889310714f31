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
    // @fastify/static require()s content-disposition 3, which is ESM only: Node 20 loads that natively,
    // Jest's module loader (before Node 24.9) does not, so the tests compile that one package to CommonJS.
    '/node_modules/content-disposition/.+\\.js$': [
      'ts-jest',
      { useESM: false, tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true } },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  testTimeout: 60000,
  maxWorkers: 2,
};
