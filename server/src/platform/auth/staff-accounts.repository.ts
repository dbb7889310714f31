import { Injectable } from '@nestjs/common';
import { In, type Repository } from 'typeorm';

import { containsPattern } from '../common/lists/list-filters.js';
import type { ListQuery } from '../common/lists/list-query.js';
import type { Page } from '../common/lists/list-result.js';
import { paginate } from '../common/lists/paginate.js';
import { TransactionHost } from '../database/transaction-host.js';
import { StaffRole } from './roles.js';
import type { StaffSessionFacts } from './sessions/staff-accounts.cache.js';
import { StaffAccount } from './staff-account.entity.js';

/** The first entry is the default order. */
const SORTABLE = {
  username: 'account.username',
  displayName: 'lower(account.displayName)',
  email: 'account.email',
  enabled: 'account.enabled',
  lastLoginAt: 'account.lastLoginAt',
  createdAt: 'account.createdAt',
  id: 'account.id',
};

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

  findById(id: number): Promise<StaffAccount | null> {
    return this.accounts.findOneBy({ id });
  }

  /** `q` matches the username, display name or e-mail. */
  page(query: ListQuery, search?: string): Promise<Page<StaffAccount>> {
    const qb = this.accounts.createQueryBuilder('account');
    if (search) {
      qb.andWhere(
        `(account.username ILIKE :search OR account.displayName ILIKE :search OR account.email ILIKE :search)`,
        { search: containsPattern(search) },
      );
    }
    return paginate(qb, query, SORTABLE);
  }

  /** The token check's facts of the accounts `ids` (all accounts when absent). */
  findSessionFacts(ids?: number[]): Promise<StaffSessionFacts[]> {
    return this.accounts.find({
      select: {
        id: true,
        username: true,
        displayName: true,
        roles: true,
        enabled: true,
        sessionVersion: true,
        entraId: true,
      },
      where: ids ? { id: In(ids) } : {},
    });
  }

  async update(
    id: StaffAccount['id'],
    fields: Partial<Pick<StaffAccount, 'lastLoginAt' | 'passwordHash' | 'roles' | 'enabled' | 'displayName' | 'email'>>,
  ): Promise<void> {
    await this.accounts.update(id, fields);
  }

  /** Every token of the account stops working (the token check compares the session version). */
  async raiseSessionVersion(id: StaffAccount['id']): Promise<void> {
    await this.accounts.increment({ id }, 'sessionVersion', 1);
  }

  insert(
    account: Pick<StaffAccount, 'username' | 'displayName' | 'email' | 'passwordHash' | 'roles'>,
  ): Promise<StaffAccount> {
    return this.accounts.save(this.accounts.create(account));
  }

  async delete(id: StaffAccount['id']): Promise<void> {
    await this.accounts.delete({ id });
  }

  /** Holds changes of who is an enabled Admin to one at a time until the unit of work ends. */
  async lockAdmins(): Promise<void> {
    await this.db.manager.query(`SELECT pg_advisory_xact_lock(hashtext('staff-account:admins'))`);
  }

  /** Enabled accounts holding Admin, but for `exceptId`. */
  countOtherEnabledAdmins(exceptId: number): Promise<number> {
    return this.accounts
      .createQueryBuilder('account')
      .where('account.enabled AND :admin = ANY(account.roles) AND account.id <> :exceptId', {
        admin: StaffRole.Admin,
        exceptId,
      })
      .getCount();
  }

  /** Creates the account unless one of that name exists (another replica may have made it a moment ago). */
  async insertUnlessTaken(account: Pick<StaffAccount, 'username' | 'passwordHash' | 'roles'>): Promise<void> {
    await this.accounts.createQueryBuilder().insert().values(account).orIgnore().execute();
  }

  /**
   * Lists (or updates) the Entra ID person `entraId` as their token shows them; the id, or undefined
   * when a local account already has their sign-in name.
   */
  async upsertEntraPerson(
    person: Pick<StaffAccount, 'entraId' | 'username' | 'displayName' | 'roles'>,
  ): Promise<number | undefined> {
    const rows: { id: number }[] = await this.db.manager.query(
      `INSERT INTO staff_account (entra_id, username, display_name, roles, last_login_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (entra_id) DO UPDATE SET username = EXCLUDED.username, display_name = EXCLUDED.display_name,
         roles = EXCLUDED.roles, last_login_at = now()
       RETURNING id`,
      [person.entraId, person.username, person.displayName, person.roles],
    );
    return rows[0]?.id;
  }
}
