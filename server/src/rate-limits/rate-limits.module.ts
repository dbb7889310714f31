import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiters } from './rate-limiters.js';
import { SignInLockouts } from './sign-in-lockouts.js';

/** Global: sign-in services record their failures with SignInLockouts. */
@Global()
@Module({
  providers: [RateLimiters, SignInLockouts, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [SignInLockouts],
})
export class RateLimitsModule {}
