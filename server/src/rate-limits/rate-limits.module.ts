import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiters } from './rate-limiters.js';

@Module({ providers: [RateLimiters, { provide: APP_GUARD, useClass: RateLimitGuard }] })
export class RateLimitsModule {}
