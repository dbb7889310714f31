import { ClaimStatus } from '@unit-costs/contract';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

import { runBackupCommand } from '../../../server/src/platform/backup/backup-command.js';
import { BackupKeys } from '../../../server/src/platform/backup/backup-keys.js';
import { BackupReader } from '../../../server/src/platform/backup/backup-reader.js';
import { writeBackup, type WrittenBackup } from '../../../server/src/platform/backup/backup-writer.js';
import { restoreBackup } from '../../../server/src/platform/backup/database-restore.js';
import { KNOWN_MIGRATIONS } from '../../../server/src/platform/database/schema-version.js';
import { PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../../support/claims.js';
import { binary } from '../../support/documents.js';
import { createTestDatabase, startTestApp, type TestApp } from '../../support/test-app.js';

const DATA_KEY = randomBytes(32).toString('hex');
const BACKUP_KEY = randomBytes(32).toString('hex');
const keys = new BackupKeys(BACKUP_KEY);

let t: TestApp;
let directory: string;
let eventId: number;
let jane: string;
const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
const JANE = 'jane.doe@court.example';
const approver = () => ({ Authorization: `Bearer ${t.token('approver')}` });

beforeAll(async () => {
  t = await startTestApp({ ...PAYMENT_DEBTOR, DATA_KEY, RATE_LIMIT_PER_MINUTE: '100000' });
  directory = await mkdtemp(join(tmpdir(), 'uc-backups-'));
  eventId = (await createEvent(t)).id;
  await addRefundRate(t, 'BE', 'DE', 98.35);
  jane = await guestToken(t, JANE);
});
afterAll(async () => {
  await t.close();
  for (const database of databases) await database.drop();
  await rm(directory, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const database = await createTestDatabase();
  databases.push(database);
  return database.url;
}

async function query<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A claim of Jane's with her German bank account, requested and approved: a payment run will pay it. */
async function approvedClaim(): Promise<string> {
  const seminar = await createEvent(t);
  const saved = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, seminar.id, EMPLOYERS.brussels, { email: JANE }))
    .expect(200);
  const guid = saved.body.guid as string;
  await requestPayment(t, guid, jane);
  // Jane's seminars overlap (createEvent's default days): each is a possible duplicate of the others.
  await t.http.put(`/api/travelclaim/${guid}`).set(approver()).send({ status: 2, confirmDuplicate: true }).expect(200);
  return guid;
}

const backup = (databaseUrl = t.databaseUrl) => writeBackup({ databaseUrl, directory, keys, dataKey: DATA_KEY });
const restore = (file: string, databaseUrl: string, options: { dataKey?: string; replace?: boolean } = {}) =>
  restoreBackup({ file, databaseUrl, keys, dataKey: options.dataKey ?? DATA_KEY, replace: options.replace ?? false });

/** Every table's row count and a checksum of its rows, in a stable order. */
async function tableFigures(url: string): Promise<Record<string, string>> {
  const tables = await query<{ table: string }>(
    url,
    `SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'backup_log') ORDER BY 1`,
  );
  const figures: Record<string, string> = {};
  for (const { table } of tables) {
    const [row] = await query<{ figure: string }>(
      url,
      `SELECT count(*) || ' rows, ' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '-') AS figure FROM "${table}" r`,
    );
    figures[table] = row.figure;
  }
  return figures;
}

const tableCount = async (url: string) =>
  (await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`))[0].n;

describe('a backup taken while the server works', () => {
  it('restores with every claim beside its audit rows and every payment run whole, its claims in its state', async () => {
    // Approved claims for the runs, two a run; when they are used up, the runs go on with one new claim each.
    const waiting: string[] = [];
    for (let i = 0; i < 12; i += 1) waiting.push(await approvedClaim());
    let saved = 0;
    const saves = (async () => {
      // 200 claims, 8 at a time, while the payment runs and the backup happen.
      const next = async (): Promise<void> => {
        while (saved < 200) {
          saved += 1;
          await t.http
            .post('/api/travelclaim/')
            .send(
              await claimDraft(t, eventId, EMPLOYERS.brussels, {
                email: `p${saved}@court.example`,
                lastname: `P${saved}`,
              }),
            )
            .expect(200);
        }
      };
      await Promise.all(Array.from({ length: 8 }, next));
    })();
    // One run after another until the backup is written: the snapshot holds the first ones, and meets
    // others while they are being written.
    let backupWritten = false;
    let runsCreated = 0;
    const runs = (async () => {
      while (!backupWritten) {
        const claims = waiting.length > 0 ? waiting.splice(0, 2) : [await approvedClaim()];
        await t.http.post('/api/paymentruns').set(approver()).send({ claims }).expect(201);
        runsCreated += 1;
      }
    })();
    while (saved < 60 || runsCreated < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const written = await backup().finally(() => {
      backupWritten = true;
    });
    await Promise.all([saves, runs]);

    const restored = await emptyDatabase();
    await restore(written.file, restored);
    const claimsWithoutAudit = await query(
      restored,
      `SELECT id FROM claim c WHERE NOT EXISTS (SELECT 1 FROM claim_audit a WHERE a.claim_id = c.id)`,
    );
    expect(claimsWithoutAudit).toEqual([]);
    const [{ runsTaken }] = await query<{ runsTaken: number }>(
      restored,
      `SELECT count(*)::int AS "runsTaken" FROM payment_run`,
    );
    expect(runsTaken).toBeGreaterThanOrEqual(1);
    const runsNotWhole = await query(
      restored,
      `SELECT r.number FROM payment_run r
        WHERE r.claim_count <> (SELECT count(*) FROM payment_run_claim p WHERE p.run_id = r.id)
           OR r.total_amount <> (SELECT coalesce(sum(p.amount), 0) FROM payment_run_claim p WHERE p.run_id = r.id)`,
    );
    expect(runsNotWhole).toEqual([]);
    // A created run's claims are In approval Run, in that run, with its 'Payment initiated' row; and a
    // claim in a run has its transfer there.
    const claimsNotInTheirRunsState = await query(
      restored,
      `SELECT r.number, c.identifier FROM payment_run_claim p
         JOIN payment_run r ON r.id = p.run_id
         JOIN claim c ON c.id = p.claim_id
        WHERE r.state <> 'created' OR c.status <> ${ClaimStatus.ApprovalRun} OR c.payment_run_id IS DISTINCT FROM r.id
           OR NOT EXISTS (SELECT 1 FROM claim_audit a
                           WHERE a.claim_id = c.id AND a.description = 'Payment initiated (' || r.number || ')')
       UNION ALL
       SELECT NULL, c.identifier FROM claim c
        WHERE c.payment_run_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM payment_run_claim p WHERE p.run_id = c.payment_run_id AND p.claim_id = c.id)`,
    );
    expect(claimsNotInTheirRunsState).toEqual([]);
    const [{ claims, rollup }] = await query<{ claims: number; rollup: number }>(
      restored,
      `SELECT (SELECT count(*)::int FROM claim) AS claims, (SELECT sum(claims)::int FROM claim_rollup) AS rollup`,
    );
    // The report rollups agree with the claims they count: both come from the one snapshot.
    expect(rollup).toBe(claims);
    expect(claims).toBe(written.manifest.tables.find((part) => part.table === 'claim')!.rows);
    // 200 saves, the runs and a restore: minutes on a busy machine.
  }, 240_000);
});

describe('a backup of a quiet database', () => {
  let written: WrittenBackup;
  let restored: string;
  let signedSheet: Buffer;
  let scanId: number;
  beforeAll(async () => {
    // A signed attendance sheet, uploaded: its bytes are a row of attendance_scan, so the backup holds them.
    const sheet = await t.http
      .get(`/api/events/${eventId}/attendance.pdf?day=2025-10-06`)
      .set(approver())
      .buffer(true)
      .parse(binary)
      .expect(200);
    signedSheet = sheet.body as Buffer;
    const scan = await t.http
      .post(`/api/events/${eventId}/attendance-scans`)
      .set(approver())
      .field('day', '2025-10-06')
      .attach('file', signedSheet, { filename: 'signed day 1.pdf', contentType: 'application/pdf' })
      .expect(201);
    scanId = scan.body.id;
    written = await backup();
    restored = await emptyDatabase();
  });

  it('is one tar file named with its time and schema version, holding no personal data in clear', async () => {
    // The schema version is this release's last migration.
    const version = KNOWN_MIGRATIONS.at(-1)!;
    expect(written.file).toMatch(new RegExp(`unit-costs-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z-${version}\\.tar$`));
    expect((await stat(written.file)).mode & 0o077).toBe(0);
    const bytes = await readFile(written.file);
    for (const clear of ['jane.doe@court.example', 'Court of Appeal Brussels', 'p17@court.example', 'Jane']) {
      expect(bytes.includes(Buffer.from(clear))).toBe(false);
    }
    expect(written.manifest.migrations).toEqual(KNOWN_MIGRATIONS);
    expect(written.manifest.tables.map((part) => part.table)).toEqual(
      expect.arrayContaining(['claim', 'claim_audit', 'claim_bank_data', 'payment_run', 'attendance_scan']),
    );
    // A table comes after the tables it references.
    const order = written.manifest.tables.map((part) => part.table);
    expect(order.indexOf('claim_audit')).toBeGreaterThan(order.indexOf('claim'));
    expect(order.indexOf('claim')).toBeGreaterThan(order.indexOf('event'));
  });

  it('restores into an empty database equal to the source, table by table', async () => {
    const summary = await restore(written.file, restored);
    expect(summary.migrated).toBe(0);
    expect(await tableFigures(restored)).toEqual(await tableFigures(t.databaseUrl));
    const sequences = `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' AND sequencename NOT LIKE 'backup_log%' ORDER BY 1`;
    expect(await query(restored, sequences)).toEqual(await query(t.databaseUrl, sequences));
  });

  it('serves the restored data: the full IBAN opens with the same DATA_KEY, new claims get new numbers, the scan is whole', async () => {
    const replica = await startTestApp({ DATABASE_URL: restored, DATA_KEY });
    try {
      const [{ id }] = await query<{ id: string }>(restored, 'SELECT claim_id AS id FROM claim_bank_data LIMIT 1');
      const bankData = await replica.http
        .get(`/api/travelclaim/${id}/bankdata`)
        .set({ Authorization: `Bearer ${replica.token('approver')}` })
        .expect(200);
      expect(bankData.body.iban).toBe('DE89 3704 0044 0532 0130 00');
      const before = await query<{ identifier: string }>(restored, 'SELECT max(identifier) AS identifier FROM claim');
      const fresh = await replica.http
        .post('/api/travelclaim/')
        .send(await claimDraft(replica, eventId, EMPLOYERS.brussels, { email: 'new@court.example' }))
        .expect(200);
      expect(fresh.body.identifier > before[0].identifier).toBe(true);
      const scan = await replica.http
        .get(`/api/events/${eventId}/attendance-scans/${scanId}`)
        .set({ Authorization: `Bearer ${replica.token('staff')}` })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(Buffer.compare(scan.body, signedSheet)).toBe(0);
    } finally {
      await replica.close();
    }
  });

  it('is checked whole by --verify: signature, checksums, and every part opens with its row count', async () => {
    const reader = await BackupReader.open(written.file, keys);
    await expect(reader.checkParts(keys, { open: true })).resolves.toBeUndefined();
  });

  it('refuses a non-empty database unless told to replace it, and then replaces everything', async () => {
    const target = await emptyDatabase();
    const other = await startTestApp({ DATABASE_URL: target, DATA_KEY });
    await createEvent(other, { title: 'Only in the target' });
    await other.close();
    await expect(restore(written.file, target)).rejects.toThrow(
      /The database is not empty \(\d+ tables\): restore into an empty database, or add --replace/,
    );
    await restore(written.file, target, { replace: true });
    expect(await tableFigures(target)).toEqual(await tableFigures(t.databaseUrl));
  });

  it('refuses a wrong DATA_KEY by name before writing anything', async () => {
    const target = await emptyDatabase();
    await expect(restore(written.file, target, { dataKey: randomBytes(32).toString('hex') })).rejects.toThrow(
      /DATA_KEY is not the key that sealed the bank data in unit-costs-.*\.tar.*Nothing was written\./,
    );
    expect(await tableCount(target)).toBe(0);
  });

  it('is restored and checked by the commands with the kept keys, which name a missing key and make none', async () => {
    const target = await emptyDatabase();
    // A new machine: nothing in DATA_DIR yet.
    const dataDir = await mkdtemp(join(tmpdir(), 'uc-new-machine-'));
    const command = (argv: string[], env: Record<string, string>) =>
      runBackupCommand(argv, { DATABASE_URL: target, DATA_DIR: dataDir, ...env }, () => undefined);
    try {
      await expect(command(['restore', written.file], { BACKUP_KEY })).rejects.toThrow(
        `DATA_KEY is missing (neither set nor in ${join(dataDir, 'secrets', 'data-key')}): set it, or put that ` +
          'file back, with the key the data and its backups were sealed with; nothing was written.',
      );
      await expect(command(['restore', written.file], {})).rejects.toThrow(
        /^BACKUP_KEY and DATA_KEY are missing \(neither set nor in .*backup-key or .*data-key\): set them/,
      );
      await expect(command(['backup', '--verify', written.file], { DATA_KEY })).rejects.toThrow(
        /^BACKUP_KEY is missing/,
      );
      // A backup may make its BACKUP_KEY, but never DATA_KEY: one made now would not be the data's.
      await expect(command(['backup'], { BACKUP_KEY })).rejects.toThrow(/^DATA_KEY is missing/);
      expect(await tableCount(target)).toBe(0);
      expect(await readdir(dataDir)).toEqual([]);

      // The keys kept off the machine, put back as files.
      await mkdir(join(dataDir, 'secrets'));
      await writeFile(join(dataDir, 'secrets', 'data-key'), `${DATA_KEY}\n`);
      await writeFile(join(dataDir, 'secrets', 'backup-key'), `${BACKUP_KEY}\n`);
      await command(['backup', '--verify', written.file], {});
      await command(['restore', written.file], {});
      expect(await tableFigures(target)).toEqual(await tableFigures(t.databaseUrl));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses another BACKUP_KEY, an altered part and an altered manifest, before writing anything', async () => {
    const target = await emptyDatabase();
    const other = new BackupKeys(randomBytes(32).toString('hex'));
    await expect(
      restoreBackup({ file: written.file, databaseUrl: target, keys: other, dataKey: DATA_KEY, replace: false }),
    ).rejects.toThrow(/was made with another BACKUP_KEY/);

    const partAltered = join(directory, 'part-altered.tar');
    await copyFile(written.file, partAltered);
    const claimPart = written.manifest.tables.find((part) => part.table === 'claim')!;
    const file = await open(partAltered, 'r+');
    const bytes = await readFile(partAltered);
    // The first byte of the claim part's data: past its 512-byte tar header (the name's last occurrence).
    const at = bytes.lastIndexOf(Buffer.from(claimPart.entry)) + 512;
    await file.write(Buffer.from([bytes[at] ^ 0xff]), 0, 1, at);
    await file.close();
    await expect(restore(partAltered, target)).rejects.toThrow(
      /part-altered\.tar has been altered or damaged: tables\/claim\.copy\.gz\.aes does not match its checksum/,
    );
    await expect((await BackupReader.open(partAltered, keys)).checkParts(keys, { open: true })).rejects.toThrow(
      /altered or damaged/,
    );

    const manifestAltered = join(directory, 'manifest-altered.tar');
    const original = await readFile(written.file);
    const rows = `"rows": ${claimPart.rows},`;
    const changed = `"rows": ${String(claimPart.rows + 1).padStart(String(claimPart.rows).length, '0')},`;
    expect(original.includes(Buffer.from(rows))).toBe(true);
    await writeFile(manifestAltered, Buffer.from(original.toString('latin1').replace(rows, changed), 'latin1'));
    await expect(restore(manifestAltered, target)).rejects.toThrow(
      /manifest-altered\.tar has been altered: its manifest does not match its signature/,
    );
    expect(await tableCount(target)).toBe(0);
  });

  it('refuses a backup of a database that a newer release migrated', async () => {
    const future = await emptyDatabase();
    await restore(written.file, future);
    await query(
      future,
      `INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FromTheFuture1899999999999')`,
    );
    const newer = await backup(future);
    const target = await emptyDatabase();
    await expect(restore(newer.file, target)).rejects.toThrow(
      /is newer than this release: it has the migration FromTheFuture1899999999999, which this release does not know/,
    );
    expect(await tableCount(target)).toBe(0);
  });
});
