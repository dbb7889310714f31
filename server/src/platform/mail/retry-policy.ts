/** How often a mail is tried and how long the waits between tries grow. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

/** 8 tries spread over about 20 minutes: rides out a mail server that restarts or refuses for a while. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 8, backoffMs: 5000 };

/** Bull's exponential backoff (base, 3x, 7x, 15x ...), so both runners wait alike. */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number): number {
  return Math.round((2 ** attemptsMade - 1) * policy.backoffMs);
}
