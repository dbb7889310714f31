/** The navigation state the bank form leaves the claim page with, so that the page confirms what was sent. */
export const BANK_DETAILS_SENT = { bankDetailsSent: true } as const;

export function isBankDetailsSent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'bankDetailsSent' in state && state.bankDetailsSent === true;
}
