import { Inject, Injectable } from '@nestjs/common';
import { parse, serialize } from 'cookie';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { AppConfig } from '../config/config.js';
import { CONFIG, SECRETS } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';

/** How long a browser stays trusted for an account after its last successful sign-in there. */
const DEVICE_COOKIE_DAYS = 180;
const PREFIX = 'uc_device_';

/**
 * Device cookies as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes them: a
 * successful sign-in leaves a cookie naming the account, a random nonce and a signature (HMAC with
 * APP_SECRET); a browser that presents a valid one for the account it signs in to is a trusted client
 * (SignInLockouts). One cookie per account, so a shared browser stays trusted for each of them.
 */
@Injectable()
export class DeviceCookies {
  private readonly secure: boolean;

  constructor(
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.secure = config.publicUrl.startsWith('https:');
  }

  /** The nonce of the valid device cookie for `account` in the request's Cookie header, if any. */
  trusted(cookieHeader: string | undefined, account: string): string | undefined {
    if (!cookieHeader) return undefined;
    const value = parse(cookieHeader)[this.name(account)];
    const [nonce, signature] = value?.split('.') ?? [];
    if (!nonce || !signature) return undefined;
    const expected = Buffer.from(this.sign(account, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  /** A Set-Cookie value with a fresh device cookie for `account`. */
  issue(account: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return serialize(this.name(account), `${nonce}.${this.sign(account, nonce)}`, {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'strict',
      path: '/auth',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }

  /** The cookie's name: the account hashed, so the name tells nothing and fits any account name. */
  private name(account: string): string {
    return PREFIX + this.mac(`name\n${account}`).slice(0, 16);
  }

  private sign(account: string, nonce: string): string {
    return this.mac(`device\n${account}\n${nonce}`);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secrets.appSecret).update(text).digest('base64url');
  }
}
