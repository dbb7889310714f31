import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { DeviceCookies } from './device-cookies.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiters } from './rate-limiters.js';
import { SignInLockouts } from './sign-in-lockouts.js';

/** Global: sign-in services record their failures with SignInLockouts and trust browsers by DeviceCookies. */
@Global()
@Module({
  providers: [RateLimiters, SignInLockouts, DeviceCookies, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [SignInLockouts, DeviceCookies],
})
export class RateLimitsModule {}
