import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuthModule } from '../auth.module.js';
import { GuestAuthController } from './guest-auth.controller.js';
import { GuestAuthService } from './guest-auth.service.js';
import { GuestLogoutController } from './guest-logout.controller.js';
import { GuestLoginCode } from './guest-login-code.entity.js';
import { GuestRefreshToken } from './guest-refresh-token.entity.js';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([GuestLoginCode, GuestRefreshToken])],
  controllers: [GuestAuthController, GuestLogoutController],
  providers: [GuestAuthService],
})
export class GuestAuthModule {}
