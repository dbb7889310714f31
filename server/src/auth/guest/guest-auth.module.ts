import { Module } from '@nestjs/common';

import { AuthModule } from '../auth.module.js';
import { LogoutController } from '../logout.controller.js';
import { GuestAuthController } from './guest-auth.controller.js';
import { GuestAuthRepository } from './guest-auth.repository.js';
import { GuestAuthService } from './guest-auth.service.js';

@Module({
  imports: [AuthModule],
  controllers: [GuestAuthController, LogoutController],
  providers: [GuestAuthService, GuestAuthRepository],
})
export class GuestAuthModule {}
