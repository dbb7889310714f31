import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { backupFileName } from '../../../server/src/platform/backup/backup-manifest.js';
import { BackupJob } from '../../../server/src/platform/backup/backup.job.js';
import { KNOWN_MIGRATIONS } from '../../../server/src/platform/database/schema-version.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY_MS = 86_400_000;
const METRICS_TOKEN = randomBytes(24).toString('hex');

describe('scheduled backups on two replicas', () => {
  let first: TestApp;
  let second: TestApp;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'uc-scheduled-'));
    const env = {
      BACKUP_DIR: directory,
      BACKUP_KEEP_DAYS: '3',
      BACKUP_SCHEDULE: '02:30',
      BACKUP_KEY: randomBytes(32).toString('hex'),
      METRICS_TOKEN,
    };
    first = await startTestApp(env);
    second = await startTestApp({ ...env, DATABASE_URL: first.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes the day’s backup on one replica only and keeps BACKUP_KEEP_DAYS of them, by the time in their names', async () => {
    const now = new Date();
    const old = (days: number) =>
      backupFileName(new Date(now.getTime() - days * DAY_MS), 'ApproverDigest1767200000000');
    // Backups copied back into the folder count by their names; other files are left alone.
    const kept = [old(1), old(2.9)];
    for (const name of [...kept, old(3.1), old(10), 'notes.txt']) await writeFile(join(directory, name), '');

    const results = await Promise.all([first, second].map((app) => app.app.get(BackupJob).runDue(now)));
    expect(results.filter((result) => result !== null)).toEqual([
      expect.stringMatching(/^Backup written: .*unit-costs-.*\.tar \(\d+ bytes\); deleted 2 older than 3 days: /),
    ]);
    const files = (await readdir(directory)).sort();
    expect(files.filter((name) => !kept.includes(name) && name !== 'notes.txt')).toEqual([
      expect.stringMatching(new RegExp(`^unit-costs-.*-${KNOWN_MIGRATIONS.at(-1)}\\.tar$`)),
    ]);
    expect(files).toEqual(expect.arrayContaining([...kept, 'notes.txt']));
    expect(files).toHaveLength(4);

    // Due once a day: neither replica writes another until the next day's time.
    expect(await first.app.get(BackupJob).runDue(new Date(now.getTime() + 60_000))).toBeNull();
    expect(await second.app.get(BackupJob).runDue(new Date(now.getTime() + 60_000))).toBeNull();
    const [{ backups }] = await first.db.query(`SELECT count(*)::int AS backups FROM backup_log`);
    expect(backups).toBe(1);
  });

  it('reports the age of the last good backup in health and /metrics', async () => {
    const health = await second.http.get('/api/health').expect(200);
    expect(health.body.backupAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.body.backupAgeSeconds).toBeLessThan(120);
    const metrics = await first.http
      .get('/metrics')
      .set({ Authorization: `Bearer ${METRICS_TOKEN}` })
      .expect(200);
    expect(metrics.text).toMatch(/^unit_costs_backup_age_seconds \d+(\.\d+)?$/m);
  });
});

describe('a scheduled backup that fails', () => {
  let t: TestApp;
  let blocker: string;
  beforeAll(async () => {
    blocker = await mkdtemp(join(tmpdir(), 'uc-blocked-'));
    // A file where the backup folder should be: the backup cannot be written.
    await writeFile(join(blocker, 'backups'), '');
    t = await startTestApp({ BACKUP_DIR: join(blocker, 'backups') });
    await t.db.query(`UPDATE staff_account SET email = 'it@academy.example' WHERE username = 'test-admin'`);
  });
  afterAll(async () => {
    await t.close();
    await rm(blocker, { recursive: true, force: true });
  });

  it('is recorded, mailed to the Admins, and leaves health without a good backup', async () => {
    const result = await t.app.get(BackupJob).runDue(new Date());
    expect(result).toBe('The backup failed; mailed to 1 Admins');
    const mail = await t.mail.waitFor((m) => m.to.includes('it@academy.example'));
    expect(mail.subject).toBe('The backup of localhost:3000 failed');
    expect(mail.text).toMatch(/^The scheduled backup of http:\/\/localhost:3000 failed at .*:\n\n.*(EEXIST|ENOTDIR)/m);
    expect(mail.text).toContain('run `npm run backup` on the server to take one now');
    const [row] = await t.db.query(`SELECT failure FROM backup_log`);
    expect(row.failure).toMatch(/EEXIST|ENOTDIR/);
    expect((await t.http.get('/api/health').expect(200)).body.backupAgeSeconds).toBeNull();
  });
});
