import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { BackupKeys } from '../../../server/src/platform/backup/backup-keys.js';
import { restoreBackup, type RestoreSummary } from '../../../server/src/platform/backup/database-restore.js';
import { KNOWN_MIGRATIONS } from '../../../server/src/platform/database/schema-version.js';
import { PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { createTestDatabase, startTestApp, type TestApp, type Who } from '../../support/test-app.js';

/**
 * A database made by the release before this one (test/fixtures/previous-release, made by its
 * make-fixture.sh from main at cd6dde5 with that release's code), restored and served by this one.
 */
const FIXTURE = join(import.meta.dirname, '../../fixtures/previous-release');
// The fixture's own test-only keys (make-fixture.sh).
const DATA_KEY = 'previous-release-fixture-data-key-0123456789';
const keys = new BackupKeys('previous-release-fixture-backup-key-0123456789');

interface Answer {
  path: string;
  who: Who;
  body: unknown;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let summary: RestoreSummary;
let t: TestApp;
let answers: Answer[];

beforeAll(async () => {
  answers = JSON.parse(await readFile(join(FIXTURE, 'answers.json'), 'utf8')).answers;
  const file = (await readdir(FIXTURE)).find((name) => name.endsWith('.tar'))!;
  database = await createTestDatabase();
  summary = await restoreBackup({
    file: join(FIXTURE, file),
    databaseUrl: database.url,
    keys,
    dataKey: DATA_KEY,
    replace: false,
  });
  t = await startTestApp({ ...PAYMENT_DEBTOR, DATABASE_URL: database.url, DATA_KEY });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe("the previous release's database", () => {
  it('is restored at its own schema version, then upgraded by every migration of this release', async () => {
    expect(summary.fromVersion).toBe('RunClosedByStatement1767600000000');
    expect(summary.migrated).toBe(KNOWN_MIGRATIONS.length - KNOWN_MIGRATIONS.indexOf(summary.fromVersion) - 1);
    const applied = await t.db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(applied.map((row: { name: string }) => row.name)).toEqual(KNOWN_MIGRATIONS);
  });

  it('holds claims in every status, anonymised ones, runs a person and a statement closed, an open run, attendance', () => {
    const list = answers.find((answer) => answer.path.startsWith('/api/travelclaim?'))!.body as {
      results: { status: number; anonymised?: boolean }[];
    };
    expect(new Set(list.results.map((claim) => claim.status))).toEqual(new Set([0, 1, 2, 3, 5]));
    expect(list.results.some((claim) => claim.anonymised)).toBe(true);
    const runs = answers.filter((answer) => /^\/api\/paymentruns\/[0-9a-f-]{36}$/.test(answer.path));
    expect(runs.map((run) => run.body)).toEqual([
      expect.objectContaining({ state: 'executed', closedByStatement: false }),
      expect.objectContaining({ state: 'executed', closedByStatement: true }),
      expect.objectContaining({ state: 'created' }),
    ]);
    const scans = answers.find((answer) => answer.path.endsWith('/attendance-scans'))!.body as unknown[];
    expect(scans).toHaveLength(1);
  });

  it('answers every read as the previous release did: claims, histories, bank data, report figures, runs, attendance', async () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const { path, who, body } of answers) {
      const response = await t.http.get(path).set({ Authorization: `Bearer ${t.token(who)}` });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      // What the previous release answered is still answered, field by field (this release may add fields),
      // but for this release's two changes of a claim's answer, checked on their own below.
      expect({ path, body: response.body }).toMatchObject({ path, body: withoutChangedFields(body) });
      expectChangedFieldsCarriedOver(body, response.body);
    }
  });
});

/**
 * This release's changes of a claim's answer (docs/rules.md): `paidAt`, the moment a claim was marked
 * Paid, became `paidOn`, the day the bank executed it; and a possible duplicate is also one of the same
 * IBAN or the same name and employer, so a flag may be raised and a duplicate listed that were not
 * (never lowered, never dropped).
 */
const CHANGED_FIELDS = ['paidAt', 'possibleDuplicate', 'duplicates'];

function withoutChangedFields(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutChangedFields);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !CHANGED_FIELDS.includes(key))
      .map(([key, value]) => [key, withoutChangedFields(value)]),
  );
}

/** Each claim paid before is paid on a day now, and each claim flagged before is flagged still. */
function expectChangedFieldsCarriedOver(before: unknown, now: unknown): void {
  if (Array.isArray(before) && Array.isArray(now)) {
    before.forEach((item, index) => expectChangedFieldsCarriedOver(item, now[index]));
    return;
  }
  if (before === null || typeof before !== 'object' || now === null || typeof now !== 'object') return;
  const was = before as Record<string, unknown>;
  const is = now as Record<string, unknown>;
  if (typeof was.paidAt === 'string') expect(is.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (was.possibleDuplicate === true) expect(is.possibleDuplicate).toBe(true);
  if (Array.isArray(was.duplicates)) {
    const listed = new Set((is.duplicates as { guid: string }[]).map((duplicate) => duplicate.guid));
    for (const { guid } of was.duplicates as { guid: string }[]) expect(listed.has(guid)).toBe(true);
  }
  for (const [key, value] of Object.entries(was)) expectChangedFieldsCarriedOver(value, is[key]);
}
