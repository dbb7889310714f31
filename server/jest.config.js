// Nest 12 is ESM only, so Jest runs native ESM.
// Type checking is `npm run lint`'s job; tests transpile file by file for speed.

// Jest's module loader require()s an ES module itself from Node 24.9 on (as Node does from 22.12).
const [major, minor] = process.versions.node.split('.').map(Number);
const jestRequiresEsm = major > 24 || (major === 24 && minor >= 9);

/**
 * @fastify/static require()s content-disposition 3, which is ESM only: Node loads that natively, Jest's
 * module loader before Node 24.9 does not, so there the tests compile that one package to CommonJS.
 */
const contentDispositionAsCommonJs = jestRequiresEsm
  ? {}
  : {
      '/node_modules/content-disposition/.+\\.js$': [
        'ts-jest',
        { useESM: false, tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true } },
      ],
    };

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
    ...contentDispositionAsCommonJs,
  },
  transformIgnorePatterns: [
    jestRequiresEsm ? '/node_modules/' : '^(?!.*/node_modules/content-disposition/).*/node_modules/',
  ],
  // Ends a hung test only: on CI's busy machine a test that starts its own app once took over 60 s.
  testTimeout: 180_000,
  maxWorkers: 2,
};
