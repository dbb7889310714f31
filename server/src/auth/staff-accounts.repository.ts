import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';

import { TransactionHost } from '../database/transaction-host.js';
import { StaffAccount } from './staff-account.entity.js';

/** The named queries of staff accounts. */
@Injectable()
export class StaffAccountsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** On the open unit of work's manager, or the pool's (TransactionHost). */
  private get accounts(): Repository<StaffAccount> {
    return this.db.repository(StaffAccount);
  }

  /** `username` as stored: trimmed and lower-cased. */
  findByUsername(username: string): Promise<StaffAccount | null> {
    return this.accounts.findOneBy({ username });
  }

  async update(
    id: StaffAccount['id'],
    fields: Partial<Pick<StaffAccount, 'lastLoginAt' | 'passwordHash'>>,
  ): Promise<void> {
    await this.accounts.update(id, fields);
  }

  /** Creates the account unless one of that name exists (another replica may have made it a moment ago). */
  async insertUnlessTaken(account: Pick<StaffAccount, 'username' | 'passwordHash' | 'roles'>): Promise<void> {
    await this.accounts.createQueryBuilder().insert().values(account).orIgnore().execute();
  }
}
