import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The lint configuration (eslint.config.js) on probe files: each breaks one rule the architecture and
 * the code rely on, and the rule must fire; a control beside it keeps the rule from firing on
 * everything. The probes are written where their paths say, linted together and removed
 * (test/lint/lint-texts.mjs).
 */
/** A component whose effect uses `title`, with these dependencies. */
const titleEffect = (dependencies: string) => `import { useEffect } from 'react';
export function Probe({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, ${dependencies});
  return null;
}
`;

/** A file that imports `name` from `path` and uses it. */
const importing = (name: string, path: string) => `import { ${name} } from '${path}';\nexport const probe = ${name};\n`;

/** A class that empties `table` through the transaction host's manager. */
const erasing = (table: string) => `import type { TransactionHost } from '../../platform/database/transaction-host.js';
export class Probe {
  constructor(private readonly db: TransactionHost) {}
  async erase(): Promise<void> {
    await this.db.manager.query('DELETE FROM ${table}');
  }
}
`;

const PROBES: Record<string, { filePath: string; code: string }> = {
  platformImportsFeature: {
    filePath: 'server/src/platform/common/lint-probe-platform.ts',
    code: importing('ClaimsModule', '../../features/claims/claims.module.js'),
  },
  platformImportsPlatform: {
    filePath: 'server/src/platform/common/lint-probe-platform-ok.ts',
    code: importing('CONFIG', '../config/config.module.js'),
  },
  featureImportsAgainstTheArrow: {
    filePath: 'server/src/features/events/lint-probe-reverse.ts',
    code: importing('ClaimsModule', '../claims/claims.module.js'),
  },
  featureImportsAlongTheArrow: {
    filePath: 'server/src/features/claims/lint-probe-arrow.ts',
    code: importing('EventsModule', '../events/events.module.js'),
  },
  featureImportsUnexportedFile: {
    filePath: 'server/src/features/payment-runs/lint-probe-unexported.ts',
    code: importing('ClaimsRepository', '../claims/claims.repository.js'),
  },
  sqlInAService: {
    filePath: 'server/src/features/contacts/lint-probe-sql.ts',
    code: erasing('claim'),
  },
  sqlInARepository: {
    filePath: 'server/src/features/contacts/lint-probe-sql.repository.ts',
    code: erasing('contact'),
  },
  floatingPromise: {
    filePath: 'server/src/features/contacts/lint-probe-floating.ts',
    code: `async function send(): Promise<void> {}\nexport function probe(): void {\n  send();\n}\n`,
  },
  awaitedPromise: {
    filePath: 'server/src/features/contacts/lint-probe-awaited.ts',
    code: `async function send(): Promise<void> {}\nexport async function probe(): Promise<void> {\n  await send();\n}\n`,
  },
  awaitOfNoPromise: {
    filePath: 'server/src/features/contacts/lint-probe-thenable.ts',
    code: `export async function probe(): Promise<number> {\n  return await 5;\n}\n`,
  },
  switchMissingACase: {
    filePath: 'server/src/features/contacts/lint-probe-switch.ts',
    code: `export function probe(kind: 'guest' | 'staff'): number {
  switch (kind) {
    case 'guest':
      return 1;
  }
  return 0;
}
`,
  },
  importsOutOfOrder: {
    filePath: 'server/src/features/contacts/lint-probe-order.ts',
    code: `import { normaliseEmail } from '../../platform/common/email-address.js';\nimport { join } from 'node:path';\nexport const probe = [normaliseEmail, join];\n`,
  },
  importsInOrder: {
    filePath: 'server/src/features/contacts/lint-probe-order-ok.ts',
    code: `import { join } from 'node:path';\n\nimport { normaliseEmail } from '../../platform/common/email-address.js';\nexport const probe = [normaliseEmail, join];\n`,
  },
  typeOrmInAService: {
    filePath: 'server/src/features/contacts/lint-probe-typeorm.ts',
    code: importing('DataSource', 'typeorm'),
  },
  appImportsTheServer: {
    filePath: 'participant-ui/src/lint-probe-server.ts',
    code: importing('normaliseEmail', '../../server/src/platform/common/email-address.js'),
  },
  asyncClickHandler: {
    filePath: 'admin-ui/src/lint-probe-click.tsx',
    code: `async function save(): Promise<void> {}\nexport function Probe() {\n  return <button onClick={save}>Save</button>;\n}\n`,
  },
  consoleEffectMissingADependency: { filePath: 'admin-ui/src/lint-probe-effect.tsx', code: titleEffect('[]') },
  appEffectMissingADependency: { filePath: 'participant-ui/src/lint-probe-effect.tsx', code: titleEffect('[]') },
  appEffectWithItsDependency: { filePath: 'participant-ui/src/lint-probe-effect-ok.tsx', code: titleEffect('[title]') },
};

type Fired = Record<keyof typeof PROBES, { rule: string | null; text: string }[]>;

const LINT_TEXTS = fileURLToPath(new URL('./lint-texts.mjs', import.meta.url));
/** The repository: import-x resolves its zones from the working directory, as `npm run lint` runs there. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function lintProbes(): Promise<Fired> {
  return new Promise((resolve, reject) => {
    const child = execFile('node', [LINT_TEXTS], { cwd: ROOT, maxBuffer: 10_000_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stderr}`));
      const results = JSON.parse(stdout) as { filePath: string; messages: Fired[string] }[];
      resolve(
        Object.fromEntries(
          Object.entries(PROBES).map(([name, probe]) => [
            name,
            results.find((result) => result.filePath === probe.filePath)!.messages,
          ]),
        ),
      );
    });
    child.stdin!.end(JSON.stringify(Object.values(PROBES)));
  });
}

const rulesOf = (fired: Fired[string]) => fired.map((message) => message.rule);

describe('the lint configuration', () => {
  let fired: Fired;
  beforeAll(async () => {
    fired = await lintProbes();
  }, 600_000);

  it('refuses a platform file importing a feature, naming the file and the feature', () => {
    expect(fired.platformImportsFeature).toEqual([
      {
        rule: 'architecture/layers',
        text: expect.stringContaining(
          'server/src/platform/common/lint-probe-platform.ts is platform (common/) and imports the feature claims/',
        ),
      },
    ]);
    expect(fired.platformImportsPlatform).toEqual([]);
  });

  it('refuses a feature importing another against the arrow, so no two features import each other', () => {
    expect(fired.featureImportsAgainstTheArrow).toEqual([
      {
        rule: 'architecture/layers',
        text: expect.stringContaining('events/ imports claims/, an arrow docs/architecture.md#modules does not name'),
      },
    ]);
    expect(fired.featureImportsAlongTheArrow).toEqual([]);
  });

  it("refuses a feature reaching past another's exports", () => {
    expect(rulesOf(fired.featureImportsUnexportedFile)).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses SQL outside the owner's repository", () => {
    expect(rulesOf(fired.sqlInAService)).toEqual([
      'architecture/no-sql-outside-repositories',
      'architecture/no-sql-outside-repositories',
    ]);
    expect(fired.sqlInARepository).toEqual([]);
  });

  it('refuses a floating promise, an await of no promise and a switch missing a case', () => {
    expect(rulesOf(fired.floatingPromise)).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(fired.awaitedPromise).toEqual([]);
    expect(rulesOf(fired.awaitOfNoPromise)).toEqual(['@typescript-eslint/await-thenable']);
    expect(rulesOf(fired.switchMissingACase)).toEqual(['@typescript-eslint/switch-exhaustiveness-check']);
  });

  it('refuses imports out of order, TypeORM outside the repositories and an app importing the server', () => {
    // Two findings: the order, and the blank line the groups need between them.
    expect(new Set(rulesOf(fired.importsOutOfOrder))).toEqual(new Set(['import-x/order']));
    expect(fired.importsInOrder).toEqual([]);
    expect(rulesOf(fired.typeOrmInAService)).toEqual(['no-restricted-imports']);
    expect(rulesOf(fired.appImportsTheServer)).toEqual(['no-restricted-imports']);
  });

  it('refuses an async click handler and a missing effect dependency in both apps', () => {
    expect(rulesOf(fired.asyncClickHandler)).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(rulesOf(fired.consoleEffectMissingADependency)).toEqual(['react-hooks/exhaustive-deps']);
    expect(rulesOf(fired.appEffectMissingADependency)).toEqual(['react-hooks/exhaustive-deps']);
    expect(fired.appEffectWithItsDependency).toEqual([]);
  });
});

describe('the architecture rules themselves (eslint-rules/architecture.js)', () => {
  it("keep their exceptions and layers, and refuse arrows that make a circle (ESLint's RuleTester)", async () => {
    const script = fileURLToPath(new URL('./architecture-rules.mjs', import.meta.url));
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) =>
      execFile('node', [script], { cwd: ROOT }, (error, out, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout: out }),
      ),
    );
    expect(stdout.trim()).toBe('architecture rules hold');
  });
});

const MAP = fileURLToPath(new URL('../../scripts/architecture-map.mjs', import.meta.url));
const DOCUMENT = fileURLToPath(new URL('../../docs/architecture.md', import.meta.url));

/** Runs the map script with `args` and answers its exit code and what it printed on stderr. */
function architectureMap(...args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node', [MAP, ...args], { cwd: ROOT }, (error, _stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

// In this file, after the probes above are gone: the map reads every file of server/src.
describe('the architecture map (npm run lint)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'architecture-map-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('passes on docs/architecture.md as committed', async () => {
    expect(await architectureMap('--check')).toEqual({ code: 0, stderr: '' });
  });

  it('fails, naming the document, when its diagram differs from the code', async () => {
    const copy = join(folder, 'architecture.md');
    const committed = await readFile(DOCUMENT, 'utf8');
    expect(committed).toContain('  PaymentRunsModule --> ClaimsModule\n');
    await writeFile(copy, committed.replace('  PaymentRunsModule --> ClaimsModule\n', ''));
    const { code, stderr } = await architectureMap('--check', '--document', copy);
    expect(code).toBe(1);
    expect(stderr).toContain(`${copy} is out of date: its module diagram or table ownership differs`);
  });

  it("fails when a feature writes another feature's table", async () => {
    const probe = join(ROOT, 'server/src/features/contacts/lint-probe-writes.ts');
    await writeFile(probe, "export const ERASE = 'UPDATE claim SET email = NULL WHERE id = $1';\n", { flag: 'wx' });
    try {
      const { code, stderr } = await architectureMap('--check', '--document', DOCUMENT);
      expect(code).toBe(1);
      expect(stderr).toContain(
        'server/src/features/contacts/lint-probe-writes.ts (ContactsModule) writes the table claim, which ClaimsModule owns',
      );
    } finally {
      await rm(probe);
    }
  });
});
