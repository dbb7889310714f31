import { Module } from '@nestjs/common';

import { TransactionHost } from '../database/transaction-host.js';
import { BackupAdminsRepository } from './backup-admins.repository.js';
import { BackupLog } from './backup-log.js';
import { BackupJob } from './backup.job.js';

/**
 * The scheduled backup (`npm run backup` and `npm run restore` are the commands in backup-command.ts) and
 * its log, read on the pool: outside any unit of work, as a backup outlives one.
 */
@Module({
  providers: [
    BackupAdminsRepository,
    BackupJob,
    {
      provide: BackupLog,
      inject: [TransactionHost],
      useFactory: (db: TransactionHost) => new BackupLog((sql, parameters) => db.pool.query(sql, parameters)),
    },
  ],
  // For health: the age of the last good backup.
  exports: [BackupLog],
})
export class BackupModule {}
