// ESLint's RuleTester on the architecture rules' own logic (eslint-rules/architecture.js): the
// exceptions, what counts as a layer, and the refusal of arrows that make a circle. Run by
// test/lint/lint-rules.spec.ts in a process of its own; exits non-zero with RuleTester's message on
// the first case that does not hold.
import { RuleTester } from 'eslint';

import architecture from '../../eslint-rules/architecture.js';

const root = '/repo';
const options = {
  root,
  source: 'server/src',
  features: { claims: ['events'], events: [], privacy: ['claims'] },
  exceptions: [{ file: 'server/src/platform/web/**', imports: 'server/src/features/events/**', reason: 'the probe' }],
};
const at = (path) => `${root}/${path}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const { layers } = architecture.rules;

tester.run('architecture/layers', layers, {
  valid: [
    {
      filename: at('server/src/features/claims/a.ts'),
      code: "import '../events/events.module.js';",
      options: [options],
    },
    {
      filename: at('server/src/features/claims/a.ts'),
      code: "import '../../platform/common/errors.js';",
      options: [options],
    },
    {
      filename: at('server/src/platform/web/a.ts'),
      code: "import '../../features/events/events.service.js';",
      options: [options],
    },
    {
      filename: at('server/src/app.module.ts'),
      code: "import './features/claims/claims.module.js';",
      options: [options],
    },
    { filename: at('test/api/a.ts'), code: "import '../../server/src/features/claims/x.js';", options: [options] },
  ],
  invalid: [
    {
      filename: at('server/src/platform/common/a.ts'),
      code: "export * from '../../features/claims/claims.errors.js';",
      options: [options],
      errors: [{ messageId: 'platformImportsFeature' }],
    },
    {
      filename: at('server/src/platform/web/a.ts'),
      code: "import '../../features/claims/claims.module.js';",
      options: [options],
      errors: [{ messageId: 'platformImportsFeature' }],
    },
    {
      filename: at('server/src/features/events/a.ts'),
      code: "const claims = await import('../claims/claims.module.js');",
      options: [options],
      errors: [{ messageId: 'featureImportsFeature' }],
    },
    {
      filename: at('server/src/metrics/a.ts'),
      code: "import '../platform/common/x.js';",
      options: [options],
      errors: [{ messageId: 'unknownFolder' }],
    },
    {
      filename: at('server/src/features/billing/a.ts'),
      code: "import '../../platform/common/x.js';",
      options: [options],
      errors: [{ messageId: 'unknownFolder' }],
    },
  ],
});

// Two features importing each other cannot even be declared.
let refused;
try {
  tester.run('architecture/layers', layers, {
    valid: [
      {
        filename: at('server/src/features/claims/a.ts'),
        code: "import '../events/events.module.js';",
        options: [{ ...options, features: { claims: ['events'], events: ['claims'] } }],
      },
    ],
    invalid: [],
  });
} catch (error) {
  refused = error;
}
if (!String(refused?.message).includes("the features' arrows make a circle: claims -> events -> claims")) {
  throw new Error(`A circle of arrows was not refused: ${refused?.message}`);
}
console.log('architecture rules hold');
