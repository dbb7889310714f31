import { Module } from '@nestjs/common';

import { AuthModule } from '../auth.module.js';
import { GuestAuthController } from './guest-auth.controller.js';
import { GuestAuthRepository } from './guest-auth.repository.js';
import { GuestAuthService } from './guest-auth.service.js';
import { GuestLogoutController } from './guest-logout.controller.js';

@Module({
  imports: [AuthModule],
  controllers: [GuestAuthController, GuestLogoutController],
  providers: [GuestAuthService, GuestAuthRepository],
})
export class GuestAuthModule {}
