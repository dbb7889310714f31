import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../database/transaction-host.js';

/** The queries about sessions of both kinds (guests' and staff's refresh-token families). */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: TransactionHost) {}

  async familiesRevokedSince(since: Date): Promise<string[]> {
    const rows: { family_id: string }[] = await this.db.manager.query(
      `SELECT family_id FROM guest_refresh_token WHERE revoked_at > $1
       UNION SELECT family_id FROM staff_refresh_token WHERE revoked_at > $1`,
      [since],
    );
    return rows.map((row) => row.family_id);
  }

  /** Deletes the staff's refresh tokens expired more than a day before `now`; answers how many. */
  async deleteExpiredStaffTokens(now: Date): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.manager.query(
      `DELETE FROM staff_refresh_token WHERE expires_at < $1::timestamptz - interval '1 day'`,
      [now],
    );
    return deleted;
  }
}
