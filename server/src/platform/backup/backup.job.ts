import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';

import { ScheduledJob } from '../common/schedule/scheduled-job.js';
import type { AppConfig } from '../config/config.js';
import { CONFIG, SECRETS } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';
import { TransactionHost } from '../database/transaction-host.js';
import { MailQueue } from '../mail/mail-queue.js';
import { BackupAdminsRepository } from './backup-admins.repository.js';
import { backupFailedMail } from './backup-failed.mail.js';
import { BackupKeys } from './backup-keys.js';
import { BackupLog } from './backup-log.js';
import { pruneBackups } from './backup-retention.js';
import { writeBackup } from './backup-writer.js';

/** Any fixed number: the same for every replica, another than the migrations' lock. */
const BACKUP_LOCK = 7_353_002;
const FIRST_RUN_MS = 2 * 60_000;
/** How often a replica looks whether the day's backup is due (and not taken by another). */
const EVERY_MS = 5 * 60_000;

/**
 * The daily backup (BACKUP_SCHEDULE, the academy's time): every replica looks every few minutes; the
 * first to find the day's backup due and not yet started takes a PostgreSQL advisory lock, looks
 * again under it, and writes the backup, so one replica writes it. After a good backup, backups older
 * than BACKUP_KEEP_DAYS are deleted; a failed one is logged and mailed to the Admins, and tried again
 * at the next day's time.
 */
@Injectable()
export class BackupJob extends ScheduledJob {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly log: BackupLog,
    private readonly admins: BackupAdminsRepository,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {
    super({
      name: 'Backup',
      firstRunMs: FIRST_RUN_MS,
      everyMs: EVERY_MS,
      enabled: config.scheduledJobs && config.backup.dailyAt !== null,
      failure: 'Looking for a due backup failed, next in 5 minutes',
    });
  }

  protected runScheduled(): Promise<string | null> {
    return this.runDue(new Date());
  }

  /** Writes the backup due at `now` unless a replica has started it; answers what it did, or null. */
  async runDue(now: Date): Promise<string | null> {
    const { dailyAt } = this.config.backup;
    if (dailyAt === null || (await this.log.dueSlot(dailyAt, now)).taken) return null;
    const connection = this.transactions.dedicatedConnection();
    const client = (await connection.connect()) as pg.ClientBase;
    try {
      const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK])).rows;
      if (!locked) return null;
      try {
        if ((await this.log.dueSlot(dailyAt, now)).taken) return null;
        return await this.write(now);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]);
      }
    } finally {
      await connection.release();
    }
  }

  private async write(now: Date): Promise<string> {
    const { directory, keepDays } = this.config.backup;
    try {
      const written = await this.log.recording(() =>
        writeBackup({
          databaseUrl: this.config.databaseUrl!,
          directory,
          keys: new BackupKeys(this.secrets.backupKey),
          dataKey: this.secrets.dataKey,
        }),
      );
      const deleted = await pruneBackups(directory, keepDays, now);
      return (
        `Backup written: ${written.file} (${written.bytes} bytes)` +
        (deleted.length > 0 ? `; deleted ${deleted.length} older than ${keepDays} days: ${deleted.join(', ')}` : '')
      );
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      this.logger.error(`The scheduled backup failed: ${failure}`);
      const to = await this.admins.addresses();
      for (const address of to) await this.mail.send(backupFailedMail(address, this.config.publicUrl, failure, now));
      return `The backup failed; mailed to ${to.length} Admins`;
    }
  }
}
