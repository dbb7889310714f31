import { Injectable } from '@nestjs/common';

import { TooManyAttempts } from '../common/errors/domain-errors.js';
import { clientKey } from './client-address.js';
import { RateLimiters, type Limiter } from './rate-limiters.js';

/** Failed sign-ins of one account from one client address (IPv6: one /64) before that address must wait. */
const PER_ACCOUNT_AND_ADDRESS = { failures: 10, seconds: 15 * 60 };
/** Failed sign-ins of one account from untrusted clients anywhere: a slower bound on guessing from many addresses. */
const PER_ACCOUNT_UNTRUSTED = { failures: 100, seconds: 60 * 60 };
/** Failed sign-ins with one device cookie before that browser must wait. */
const PER_DEVICE = { failures: 10, seconds: 15 * 60 };

type Rule = typeof PER_DEVICE;

/** Who is signing in: the account, the client address and, from a trusted browser, its device cookie's nonce. */
export interface SignInAttempt {
  account: string;
  ip: string;
  device?: string;
}

/**
 * Lockouts of staff sign-in that only failures feed, after OWASP's device cookies: a browser that
 * signed in to the account before (a valid device cookie) is counted on its own and locked out only
 * by its own failures; untrusted clients are counted per (account, address) and, more loosely, per
 * account. Guessing from many addresses can so lock out untrusted clients of an account, never a
 * browser its owner has signed in with. A success clears its address's (or device's) count.
 */
@Injectable()
export class SignInLockouts {
  constructor(private readonly limiters: RateLimiters) {}

  /** 429 while this client is locked out of the account. */
  async assertOpen(attempt: SignInAttempt): Promise<void> {
    for (const [limiter, key, rule] of this.counts(attempt)) {
      const count = await limiter.get(key);
      if (count && count.consumedPoints >= rule.failures) throw new TooManyAttempts(count.msBeforeNext);
    }
  }

  async failed(attempt: SignInAttempt): Promise<void> {
    // Past the limit consume() rejects: the count is kept all the same, and assertOpen answers the 429.
    await Promise.all(this.counts(attempt).map(([limiter, key]) => limiter.consume(key).catch(() => undefined)));
  }

  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [[limiter, key]] = this.counts(attempt);
    await limiter.delete(key);
  }

  /** The counts a failure of this attempt adds to, with their rules; the one a success clears first. */
  private counts({ account, ip, device }: SignInAttempt): [Limiter, string, Rule][] {
    const count = (name: string, rule: Rule, key: string): [Limiter, string, Rule] => [
      this.limiters.for(`staff sign-in failures ${name}`, rule.failures, rule.seconds),
      key,
      rule,
    ];
    if (device !== undefined) return [count('per device', PER_DEVICE, `${account}\n${device}`)];
    return [
      count('per account and address', PER_ACCOUNT_AND_ADDRESS, `${account}\n${clientKey(ip)}`),
      count('per untrusted account', PER_ACCOUNT_UNTRUSTED, account),
    ];
  }
}
