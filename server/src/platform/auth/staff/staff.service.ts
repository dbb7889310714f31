import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

import type { DeletedDto } from '../../common/dto/deleted.dto.js';
import { NotFound } from '../../common/errors/domain-errors.js';
import { textFilter } from '../../common/lists/list-filters.js';
import type { ListQuery } from '../../common/lists/list-query.js';
import { mapPage, type Page } from '../../common/lists/list-result.js';
import { isViolation } from '../../database/pg-errors.js';
import { TransactionHost } from '../../database/transaction-host.js';
import type { StaffPrincipal } from '../principal.js';
import { STAFF_ROLES, StaffRole } from '../roles.js';
import { StaffSessions } from '../sessions/staff-sessions.service.js';
import type { StaffAccount } from '../staff-account.entity.js';
import { StaffAccountsRepository } from '../staff-accounts.repository.js';
import type { CreateStaffAccountDto, UpdateStaffAccountDto } from './dto/save-staff-account.dto.js';
import { toStaffAccountDto, type StaffAccountDto, type StaffAccountWithPasswordDto } from './dto/staff-account.dto.js';
import { LastAdmin, ManagedInEntra, NotOwnAccount, StaffUsernameTaken } from './staff.errors.js';

/** A generated password: 96 random bits, 16 characters. */
function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The roles in their canonical order, each once. */
function canonicalRoles(roles: readonly StaffRole[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

const isEnabledAdmin = (account: Pick<StaffAccount, 'enabled' | 'roles'>) =>
  account.enabled && account.roles.includes(StaffRole.Admin);

/**
 * Staff accounts as Admins manage them. A change of roles, a disable, a password reset or a delete
 * ends the account's sessions at once (StaffSessions.endAll); at least one enabled Admin always remains.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly sessions: StaffSessions,
    private readonly transactions: TransactionHost,
  ) {}

  async list(query: ListQuery): Promise<Page<StaffAccountDto>> {
    return mapPage(await this.accounts.page(query, textFilter(query.filter, 'q')), toStaffAccountDto);
  }

  async get(id: number): Promise<StaffAccountDto> {
    return toStaffAccountDto(await this.existing(id));
  }

  async create(input: CreateStaffAccountDto): Promise<StaffAccountWithPasswordDto> {
    if (await this.accounts.findByUsername(input.username)) throw new StaffUsernameTaken(input.username);
    const password = generatePassword();
    try {
      const account = await this.accounts.insert({
        username: input.username,
        displayName: input.displayName,
        email: input.email,
        roles: canonicalRoles(input.roles),
        passwordHash: await argon2.hash(password),
      });
      return { ...toStaffAccountDto(account), password };
    } catch (error) {
      // Another request took the name after our check.
      if (isViolation(error, 'uniqueViolation')) throw new StaffUsernameTaken(input.username);
      throw error;
    }
  }

  async update(id: number, input: UpdateStaffAccountDto, by: StaffPrincipal): Promise<StaffAccountDto> {
    await this.transactions.run(async () => {
      await this.accounts.lockAdmins();
      const account = await this.existing(id);
      const roles = input.roles ? canonicalRoles(input.roles) : account.roles;
      const enabled = input.enabled ?? account.enabled;
      const rolesChanged = roles.join() !== account.roles.join();
      if (rolesChanged && account.entraId) throw new ManagedInEntra('roles');
      if (account.enabled && !enabled && by.accountId === id) throw new NotOwnAccount('disable');
      if (isEnabledAdmin(account) && !isEnabledAdmin({ enabled, roles })) {
        await this.assertAnotherAdmin(account, enabled ? 'demote' : 'disable');
      }
      await this.accounts.update(id, {
        displayName: input.displayName ?? account.displayName,
        email: input.email ?? account.email,
        roles,
        enabled,
      });
      if (rolesChanged || (account.enabled && !enabled)) await this.sessions.endAll(id);
    });
    await this.sessions.settled();
    return this.get(id);
  }

  /** A new generated password (shown once); the account's sessions end. */
  async resetPassword(id: number): Promise<StaffAccountWithPasswordDto> {
    const password = generatePassword();
    const passwordHash = await argon2.hash(password);
    await this.transactions.run(async () => {
      const account = await this.existing(id);
      if (account.entraId) throw new ManagedInEntra('password');
      await this.accounts.update(id, { passwordHash });
      await this.sessions.endAll(id);
    });
    await this.sessions.settled();
    return { ...(await this.get(id)), password };
  }

  async delete(id: number, by: StaffPrincipal): Promise<DeletedDto> {
    await this.transactions.run(async () => {
      await this.accounts.lockAdmins();
      const account = await this.existing(id);
      if (by.accountId === id) throw new NotOwnAccount('delete');
      if (isEnabledAdmin(account)) await this.assertAnotherAdmin(account, 'delete');
      // Its refresh tokens go with it; its access tokens fail the token check (no such account).
      await this.accounts.delete(id);
    });
    await this.sessions.settled();
    return { id };
  }

  private async assertAnotherAdmin(account: StaffAccount, change: 'disable' | 'demote' | 'delete'): Promise<void> {
    if ((await this.accounts.countOtherEnabledAdmins(account.id)) === 0) throw new LastAdmin(account.username, change);
  }

  private async existing(id: number): Promise<StaffAccount> {
    const account = await this.accounts.findById(id);
    if (!account) throw new NotFound('Staff account', id);
    return account;
  }
}
