import { SetMetadata } from '@nestjs/common';

export const SIGN_IN_LIMITS = 'rate-limits:sign-in';
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface SignInLimitsOptions {
  /** Attempts per client address within 15 minutes. */
  perIp: number;
}

/** Limits the attempts at a sign-in route per client address, so no one address can try at length. */
export const SignInLimits = (limits: SignInLimitsOptions) => SetMetadata(SIGN_IN_LIMITS, limits);
