import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import architecture from './eslint-rules/architecture.js';

/*
 * The layers of docs/architecture.md#modules, kept by the linter (rule architecture/layers): the
 * folders server/src/platform/ and server/src/features/, as Twenty's engine/ and modules/.
 *
 * The platform serves every feature and imports none. A feature imports another only along an arrow
 * named here (FEATURES: what each may import), and the arrows make no circle, so no two features
 * import each other.
 */
const FEATURES = {
  attendance: ['events', 'geocoder'],
  'bank-statements': ['claims', 'payment-runs'],
  claims: ['attendance', 'events', 'reference-data'],
  contacts: [],
  demo: ['contacts', 'events', 'reference-data'],
  events: ['contacts', 'reference-data'],
  geocoder: [],
  'payment-runs': ['claims'],
  privacy: ['attendance', 'claims', 'events'],
  'reference-data': [],
  reports: ['attendance', 'claims'],
};

/*
 * A feature reaches another only through what that one exports: its Nest module, services, readers,
 * caches, entities (for relations), typed errors and DTOs (kept by import-x/no-restricted-paths).
 * Pure helpers that several features need live in the platform or the contract.
 */
const EXPORTED = ['*.module.ts', '*.service.ts', '*.reader.ts', '*.cache.ts', '*.entity.ts', '*.errors.ts', 'dto/*'];
const featureZones = Object.keys(FEATURES).map((feature) => ({
  target: Object.keys(FEATURES)
    .filter((other) => other !== feature)
    .map((other) => `server/src/features/${other}/**`),
  from: [`server/src/features/${feature}/**`],
  except: EXPORTED.map((file) => `**/${file}`),
  message: `Use what server/src/features/${feature} exports (docs/architecture.md#modules).`,
}));

/*
 * SQL (an EntityManager, a raw query, a query builder) only in the repositories, the platform's
 * database/ and the tests; besides, these named files (architecture/no-sql-outside-repositories).
 */
const SQL_ALSO_IN = [
  'server/src/features/demo/demo-data.seeder.ts', // writes the fixtures of several modules in one unit of work
  'server/src/platform/backup/**', // backup and restore read and write every table at once, below the modules, as database/ does
];

/*
 * Import order, as the model codebases keep it: Node's and packages' imports first, then the
 * project's, a blank line between, each group alphabetical (`npx eslint --fix` puts them so).
 */
const IMPORT_ORDER = [
  'error',
  {
    groups: [
      ['builtin', 'external'],
      ['internal', 'parent', 'sibling', 'index'],
    ],
    'newlines-between': 'always',
    alphabetize: { order: 'asc', caseInsensitive: true },
  },
];

/** TypeORM belongs to database/, the repositories and the entities (and the migrations). */
const TYPEORM_ONLY_IN = [
  'server/src/platform/database/**',
  'server/src/**/*.repository.ts',
  'server/src/**/*.entity.ts',
  'server/src/**/*.columns.ts', // columns several entities share
  'server/src/**/*.spec.ts',
  'server/src/platform/common/lists/paginate.ts', // the repositories' paging of a query builder
  'server/src/features/demo/demo-data.seeder.ts', // writes several modules' fixtures in one go
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      // Compiled and run inside the previous release's tree by its make-fixture.sh, against that release's code.
      'test/fixtures/previous-release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules, as Immich's and Twenty's servers use them: a promise nobody awaits loses its
    // error, an async callback where a void one is expected runs unawaited, a switch over a union
    // misses a member silently.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/order': IMPORT_ORDER },
  },
  {
    files: ['participant-ui/src/**', 'admin-ui/src/**', 'browser-files/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['participant-ui/src/**', 'admin-ui/src/**'],
    // A missing effect dependency is a stale value on screen: an error, not a warning.
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX, architecture },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'architecture/layers': [
        'error',
        {
          root: import.meta.dirname,
          source: 'server/src',
          features: FEATURES,
        },
      ],
      // Type-only imports (the entities' relations) make no circle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Long SQL is built from named parts (database/sql-values.ts), never numbered by hand past $12.
    files: ['server/src/**/*.ts', 'migrations/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TemplateElement[value.raw', 'Literal[value'].map((node) => ({
          selector: `${node}=/\\$(1[3-9]|[2-9][0-9]|[0-9]{3,})(?![0-9])/]`,
          message: 'More than 12 numbered parameters: build the statement with SqlValues (database/sql-values.ts).',
        })),
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: TYPEORM_ONLY_IN,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['typeorm', '@nestjs/typeorm'].map((name) => ({
            name,
            message: 'TypeORM belongs in database/ and *.repository.ts (docs/architecture.md#modules).',
          })),
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/platform/database/**',
      'server/src/**/*.repository.ts',
      'server/src/**/*.spec.ts',
      ...SQL_ALSO_IN,
    ],
    plugins: { architecture },
    rules: { 'architecture/no-sql-outside-repositories': 'error' },
  },
  {
    files: ['participant-ui/**', 'admin-ui/**', 'contract/**', 'browser-files/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@unit-costs/server', message: 'The apps speak to the server over HTTP only.' }],
          patterns: [
            {
              regex: '(^|/)server/',
              message: 'The apps speak to the server over HTTP; shared facts live in @unit-costs/contract.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
