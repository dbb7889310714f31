import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The arrows of docs/architecture.md#modules, kept by the linter.
 *
 * A feature module (a folder of server/src) reaches another only through what that one exports: its
 * Nest module, services, readers, caches, entities (for relations), typed errors and DTOs, plus the
 * few pure helpers it shares, named below. The platform folders (common, config, database, mail,
 * redis, rate-limits, auth, web, openapi) serve every feature and are not features themselves.
 */
const EXPORTED = ['*.module.ts', '*.service.ts', '*.reader.ts', '*.cache.ts', '*.entity.ts', '*.errors.ts', 'dto/*'];
const SHARED_HELPERS = {
  claims: [
    'claim-list-filter.ts', // the staff list's filters, also the reports' and exports'
    'bank-data/iban.ts', // IBAN and BIC checks and masking
    'summary-pdf/claim-summary.pdf.ts', // the academy's letterhead on every PDF
    'export/zip-writer.ts',
    'export/deflated-file.ts',
  ],
  events: ['event-facts.ts', 'event.mapper.ts'],
  'reference-data': ['reference-data.lookup.ts'],
  geocoder: ['place-names.ts'],
  attendance: ['upload-bodies.ts'],
  'client-config': ['entra-login-host.ts'],
};
const FEATURES = [
  'attendance',
  'bank-statements',
  'claims',
  'client-config',
  'contacts',
  'demo',
  'events',
  'geocoder',
  'health',
  'payment-runs',
  'privacy',
  'reference-data',
  'reports',
];
const featureZones = FEATURES.map((feature) => ({
  target: FEATURES.filter((other) => other !== feature).map((other) => `server/src/${other}/**`),
  from: [`server/src/${feature}/**`],
  except: [...EXPORTED.map((file) => `**/${file}`), ...(SHARED_HELPERS[feature] ?? []).map((file) => `**/${file}`)],
  message: `Use what server/src/${feature} exports (docs/architecture.md#modules).`,
}));

/** TypeORM belongs to database/, the repositories and the entities (and the migrations). */
const TYPEORM_ONLY_IN = [
  'server/src/database/**',
  'server/src/**/*.repository.ts',
  'server/src/**/*.entity.ts',
  'server/src/**/*.columns.ts', // columns several entities share
  'server/src/**/*.spec.ts',
  'server/src/common/lists/paginate.ts', // the repositories' paging of a query builder
  'server/src/auth/sessions/refresh-tokens.ts', // the refresh-token repository of guests and staff
  'server/src/demo/demo-data.seeder.ts', // writes several modules' fixtures in one go
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['participant-ui/src/**', 'admin-ui/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
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
    files: ['participant-ui/**', 'admin-ui/**', 'contract/**'],
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
