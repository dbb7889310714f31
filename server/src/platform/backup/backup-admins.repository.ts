import { Injectable } from '@nestjs/common';

import { StaffRole } from '../auth/roles.js';
import { TransactionHost } from '../database/transaction-host.js';

/** Who hears of a failed backup: enabled Admin accounts with an e-mail address. */
@Injectable()
export class BackupAdminsRepository {
  constructor(private readonly db: TransactionHost) {}

  async addresses(): Promise<string[]> {
    const rows: { email: string }[] = await this.db.manager.query(
      `SELECT email FROM staff_account WHERE enabled AND email IS NOT NULL AND $1 = ANY(roles) ORDER BY id`,
      [StaffRole.Admin],
    );
    return rows.map((row) => row.email);
  }
}
