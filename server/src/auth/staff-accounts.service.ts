import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

import { CONFIG } from '../config/config.module.js';
import { SignInLockouts } from '../rate-limits/sign-in-lockouts.js';
import type { AppConfig } from '../config/config.js';
import type { IssuedTokenClaims } from './principal.js';
import { StaffRole } from './roles.js';
import { StaffAccountsRepository } from './staff-accounts.repository.js';
import { TokenIssuer } from './token-issuer.service.js';
import type { StaffSessionDto } from './dto/staff-session.dto.js';

const STAFF_TOKEN_HOURS = 8;
const WRONG_CREDENTIALS = 'The username or password is incorrect.';

@Injectable()
export class StaffAccountsService {
  private readonly logger = new Logger('StaffAccounts');
  /** Verified against when the username is unknown, so both failures take as long. */
  private readonly decoyHash = argon2.hash(randomBytes(16));

  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly tokens: TokenIssuer,
    private readonly lockouts: SignInLockouts,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs in from client address `ip`; failures lock this account for this address (SignInLockouts). */
  async login(username: string, password: string, ip: string): Promise<StaffSessionDto> {
    const name = username.trim().toLowerCase();
    await this.lockouts.assertOpen(name, ip);
    const account = await this.accounts.findByUsername(name);
    const valid = await argon2.verify(account?.passwordHash ?? (await this.decoyHash), password);
    if (!account || !valid) {
      await this.lockouts.failed(name, ip);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.lockouts.succeeded(name, ip);
    await this.accounts.update(account.id, { lastLoginAt: new Date() });
    const claims: IssuedTokenClaims = {
      sub: account.username,
      kind: 'staff',
      name: account.username,
      roles: account.roles,
    };
    const { token, expiresAt } = await this.tokens.issue(claims, STAFF_TOKEN_HOURS * 3600);
    return {
      token,
      tokenExpiryTime: expiresAt.toISOString(),
      username: account.username,
      roles: account.roles,
    };
  }

  /**
   * Makes sure the bootstrap admin exists. ADMIN_PASSWORD, when set, is the password (so an operator
   * can reset it); when unset, a first start generates one and prints it once.
   */
  async ensureBootstrapAdmin(): Promise<void> {
    const { adminUsername: username, adminPassword } = this.config;
    const existing = await this.accounts.findByUsername(username);
    if (existing && (!adminPassword || (await argon2.verify(existing.passwordHash, adminPassword)))) return;
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await argon2.hash(password);
    if (existing) {
      await this.accounts.update(existing.id, { passwordHash });
      this.logger.log(`Password of the staff account '${username}' set from ADMIN_PASSWORD.`);
      return;
    }
    await this.accounts.insertUnlessTaken({ username, passwordHash, roles: [StaffRole.Admin] });
    if (!adminPassword) {
      // Printed on purpose, once: there is no other way to learn the generated password.
      console.log(
        `\n  Staff sign-in created: username '${username}', password '${password}'\n  (set ADMIN_PASSWORD to choose it)\n`,
      );
    }
  }
}
