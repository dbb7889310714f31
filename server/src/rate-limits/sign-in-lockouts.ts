import { Injectable } from '@nestjs/common';

import { TooManyAttempts } from '../common/errors/domain-errors.js';
import { RateLimiters, type Limiter } from './rate-limiters.js';

/** Failed sign-ins of one account from one client address before that address must wait. */
const PER_ACCOUNT_AND_ADDRESS = { failures: 10, seconds: 15 * 60 };
/** Failed sign-ins of one account from anywhere: a slower bound on guessing from many addresses. */
const PER_ACCOUNT = { failures: 100, seconds: 60 * 60 };

/**
 * Lockouts of staff sign-in that only failures feed: per (account, client address), and more
 * loosely per account. A success clears its address's count, so a person locked out by someone
 * else's guessing from another address is not locked out; their own right password still works there.
 */
@Injectable()
export class SignInLockouts {
  constructor(private readonly limiters: RateLimiters) {}

  /** 429 while the account is locked for this address (or for all). */
  async assertOpen(account: string, ip: string): Promise<void> {
    for (const [limiter, key, failures] of this.counts(account, ip)) {
      const count = await limiter.get(key);
      if (count && count.consumedPoints >= failures) throw new TooManyAttempts(count.msBeforeNext);
    }
  }

  async failed(account: string, ip: string): Promise<void> {
    // Past the limit consume() rejects: the count is kept all the same, and assertOpen answers the 429.
    await Promise.all(this.counts(account, ip).map(([limiter, key]) => limiter.consume(key).catch(() => undefined)));
  }

  async succeeded(account: string, ip: string): Promise<void> {
    const [[limiter, key]] = this.counts(account, ip);
    await limiter.delete(key);
  }

  /** The counts a failure of `account` from `ip` adds to, with their limits; the (account, address) one first. */
  private counts(account: string, ip: string): [Limiter, string, number][] {
    const rule = (name: string, { failures, seconds }: typeof PER_ACCOUNT) =>
      this.limiters.for(`staff sign-in failures ${name}`, failures, seconds);
    return [
      [rule('per account and address', PER_ACCOUNT_AND_ADDRESS), `${account}\n${ip}`, PER_ACCOUNT_AND_ADDRESS.failures],
      [rule('per account', PER_ACCOUNT), account, PER_ACCOUNT.failures],
    ];
  }
}
