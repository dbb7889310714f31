import { SetMetadata } from '@nestjs/common';

export const SIGN_IN_LIMITS = 'rate-limits:sign-in';
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface SignInLimitsOptions {
  /** Attempts per client address within 15 minutes. */
  perIp: number;
  /** Attempts per account (the e-mail or username in the body) within 15 minutes. */
  perAccount: number;
}

/**
 * Limits the attempts at a sign-in route per client address and per account, so neither one address
 * nor many can try codes or passwords of one account at length, or flood one mailbox with codes.
 */
export const SignInLimits = (limits: SignInLimitsOptions) => SetMetadata(SIGN_IN_LIMITS, limits);
