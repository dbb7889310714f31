import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';

import { SECRETS } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';
import { ChangeFeedModule } from '../database/change-feed/change-feed.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { EntraPeople } from './entra/entra-people.js';
import { entraTokenStrategyProvider } from './entra/entra-token.strategy.js';
import { IssuedTokenStrategy } from './issued-token.strategy.js';
import { MeController } from './me.controller.js';
import { RevokedSessionsCache } from './sessions/revoked-sessions.cache.js';
import { SessionCheck } from './sessions/session-check.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { StaffAccountsCache } from './sessions/staff-accounts.cache.js';
import { StaffRefreshToken } from './sessions/staff-refresh-token.entity.js';
import { StaffSessions } from './sessions/staff-sessions.service.js';
import { StaffController } from './staff/staff.controller.js';
import { StaffService } from './staff/staff.service.js';
import { StaffAccount } from './staff-account.entity.js';
import { StaffAccountsRepository } from './staff-accounts.repository.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { TokenIssuer } from './token-issuer.service.js';

@Module({
  imports: [
    DatabaseModule.forEntities([StaffAccount, StaffRefreshToken]),
    ChangeFeedModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [SECRETS],
      useFactory: (secrets: Secrets) => ({ secret: secrets.appSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, MeController, StaffController],
  providers: [
    StaffAccountsService,
    StaffAccountsRepository,
    StaffService,
    StaffSessions,
    StaffAccountsCache,
    RevokedSessionsCache,
    SessionsRepository,
    SessionCheck,
    TokenIssuer,
    IssuedTokenStrategy,
    EntraPeople,
    entraTokenStrategyProvider,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenIssuer, StaffSessions],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(@Inject(StaffAccountsService) private readonly staffAccounts: StaffAccountsService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.staffAccounts.ensureBootstrapAdmin();
  }
}
