import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';

import { SECRETS } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { entraTokenStrategyProvider } from './entra/entra-token.strategy.js';
import { IssuedTokenStrategy } from './issued-token.strategy.js';
import { MeController } from './me.controller.js';
import { StaffAccountsRepository } from './staff-accounts.repository.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { TokenIssuer } from './token-issuer.service.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [SECRETS],
      useFactory: (secrets: Secrets) => ({ secret: secrets.appSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, MeController],
  providers: [
    StaffAccountsService,
    StaffAccountsRepository,
    TokenIssuer,
    IssuedTokenStrategy,
    entraTokenStrategyProvider,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenIssuer],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(@Inject(StaffAccountsService) private readonly staffAccounts: StaffAccountsService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.staffAccounts.ensureBootstrapAdmin();
  }
}
