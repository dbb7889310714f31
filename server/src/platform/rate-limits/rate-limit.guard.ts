import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { TooManyAttempts } from '../common/errors/domain-errors.js';
import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { clientKey } from './client-address.js';
import { RateLimiters, type Limiter } from './rate-limiters.js';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_SECONDS, type SignInLimitsOptions } from './sign-in-limits.decorator.js';

/**
 * Every route: RATE_LIMIT_PER_MINUTE requests per client address (IPv6: per /64) and minute. Sign-in routes
 * (@SignInLimits): also per address within 15 minutes. Never per account: anyone could then lock
 * its owner out (failed sign-ins are counted by SignInLockouts). Answers 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: RateLimiters,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const ip = clientKey(request.ip);
    await consume(this.limiters.for('requests', this.config.rateLimitPerMinute, 60), ip);
    const signIn = this.reflector.get<SignInLimitsOptions | undefined>(SIGN_IN_LIMITS, context.getHandler());
    if (signIn) {
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      await consume(this.limiters.for(`${route} per ip`, signIn.perIp, SIGN_IN_WINDOW_SECONDS), ip);
    }
    return true;
  }
}

async function consume(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new TooManyAttempts(rejection.msBeforeNext);
  }
}
