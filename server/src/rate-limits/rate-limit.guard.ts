import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { normaliseEmail } from '../common/email-address.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { RateLimiters, type Limiter } from './rate-limiters.js';
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_SECONDS, type SignInLimitsOptions } from './sign-in-limits.decorator.js';

/** The account a sign-in request names; requests naming none share one bucket per route. */
function account(request: Request): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const name = body.Email ?? body.Username;
  return typeof name === 'string' ? normaliseEmail(name) : '';
}

/**
 * Every route: RATE_LIMIT_PER_MINUTE requests per client address and minute. Sign-in routes
 * (@SignInLimits): also per address and per account within 15 minutes. Answers 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: RateLimiters,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const ip = request.ip ?? 'unknown';
    const checks: [Limiter, string][] = [[this.limiters.for('requests', this.config.rateLimitPerMinute, 60), ip]];
    const signIn = this.reflector.get<SignInLimitsOptions | undefined>(SIGN_IN_LIMITS, context.getHandler());
    if (signIn) {
      const route = `${request.method} ${request.route?.path ?? request.path}`;
      checks.push(
        [this.limiters.for(`${route} per ip`, signIn.perIp, SIGN_IN_WINDOW_SECONDS), ip],
        [this.limiters.for(`${route} per account`, signIn.perAccount, SIGN_IN_WINDOW_SECONDS), account(request)],
      );
    }
    for (const [limiter, key] of checks)
      await this.consume(limiter, key, context.switchToHttp().getResponse<Response>());
    return true;
  }

  private async consume(limiter: Limiter, key: string, response: Response): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      response.setHeader('Retry-After', String(seconds));
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      throw new HttpException(`Too many attempts. Please try again in ${wait}.`, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
