import { Module } from '@nestjs/common';

import { DatabaseModule } from '../../database/database.module.js';
import { AuthModule } from '../auth.module.js';
import { LogoutController } from '../logout.controller.js';
import { GuestAuthController } from './guest-auth.controller.js';
import { GuestAuthRepository } from './guest-auth.repository.js';
import { GuestAuthService } from './guest-auth.service.js';
import { GuestLoginCode } from './guest-login-code.entity.js';
import { GuestRefreshToken } from './guest-refresh-token.entity.js';

@Module({
  imports: [DatabaseModule.forEntities([GuestLoginCode, GuestRefreshToken]), AuthModule],
  controllers: [GuestAuthController, LogoutController],
  providers: [GuestAuthService, GuestAuthRepository],
  // For privacy: the retention job prunes expired sign-ins, erasure forgets an address's.
  exports: [GuestAuthService],
})
export class GuestAuthModule {}
