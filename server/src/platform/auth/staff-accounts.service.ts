import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

import { Forbidden } from '../common/errors/domain-errors.js';
import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { DeviceCookies } from '../rate-limits/device-cookies.js';
import { SignInLockouts, type SignInAttempt } from '../rate-limits/sign-in-lockouts.js';
import type { StaffSessionDto } from './dto/staff-session.dto.js';
import { StaffRole } from './roles.js';
import { StaffSessions } from './sessions/staff-sessions.service.js';
import { StaffAccountsRepository } from './staff-accounts.repository.js';

const WRONG_CREDENTIALS = 'The username or password is incorrect.';

/** A sign-in's answer, and the device cookie that makes this browser a trusted client of the account. */
export interface SignedIn {
  session: StaffSessionDto;
  deviceCookie: string;
}

@Injectable()
export class StaffAccountsService {
  private readonly logger = new Logger('StaffAccounts');
  /** Verified against when the username is unknown, so both failures take as long. */
  private readonly decoyHash = argon2.hash(randomBytes(16));

  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly sessions: StaffSessions,
    private readonly lockouts: SignInLockouts,
    private readonly devices: DeviceCookies,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs in from client address `ip`, with the browser's cookies; failures count against this
   * browser when it signed in to the account before, else against untrusted clients (SignInLockouts).
   */
  async login(username: string, password: string, ip: string, cookies: string | undefined): Promise<SignedIn> {
    if (!this.config.localSignIn) {
      throw new Forbidden('Staff sign in with Microsoft Entra ID here; local accounts are turned off.');
    }
    const name = username.trim().toLowerCase();
    const attempt: SignInAttempt = { account: name, ip, device: this.devices.trusted(cookies, name) };
    await this.lockouts.assertOpen(attempt);
    const account = await this.accounts.findByUsername(name);
    const valid = await argon2.verify(account?.passwordHash ?? (await this.decoyHash), password);
    // A disabled account gets the wrong password's answer after the same work (OWASP's generic answer):
    // a refusal of its own would tell whoever tries that the password was right.
    if (!account?.passwordHash || !valid || !account.enabled) {
      await this.lockouts.failed(attempt);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.lockouts.succeeded(attempt);
    await this.accounts.update(account.id, { lastLoginAt: new Date() });
    return { session: await this.sessions.start(account), deviceCookie: this.devices.issue(name) };
  }

  /**
   * Makes sure the bootstrap admin exists. ADMIN_PASSWORD, when set, is the password (so an operator
   * can reset it); when unset, a first start generates one and prints it once.
   */
  async ensureBootstrapAdmin(): Promise<void> {
    const { adminUsername: username, adminPassword } = this.config;
    const existing = await this.accounts.findByUsername(username);
    if (existing?.passwordHash && (!adminPassword || (await argon2.verify(existing.passwordHash, adminPassword)))) {
      return;
    }
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
