/**
 * The bank's side of a payment, as both the server (mails, history) and the console (run page) say
 * it (docs/rules.md, "Payments").
 */

/** A payment run's state: created (the file is for the bank), executed (on a date), cancelled. */
export type PaymentRunState = 'created' | 'executed' | 'cancelled';

/** What became of one claim's transfer in a run. */
export type PaymentOutcome = 'pending' | 'paid' | 'returned' | 'cancelled';

/**
 * Verification of Payee (EPC VOP scheme): the payee's bank's answer on the account holder's name: it
 * matches, it is close (the bank names the holder it has), it does not match, or no check was possible.
 */
export type PayeeCheck = 'match' | 'closeMatch' | 'noMatch' | 'notPossible';

/** What a payee check answered, as the run's page and the console's claim page say it. */
export const PAYEE_CHECK_WORDS: Readonly<Record<PayeeCheck, string>> = {
  match: 'the name matches the account',
  closeMatch: 'the name is close to the account holder’s',
  noMatch: 'the name does not match the account holder’s',
  notPossible: 'the name could not be checked',
};

/** ISO 20022 payment status codes (ExternalPaymentTransactionStatus1Code) a pain.002 reports, in words. */
const BANK_STATUSES: ReadonlyMap<string, string> = new Map([
  ['RCVD', 'received by the bank'],
  ['PDNG', 'pending at the bank'],
  ['ACTC', 'accepted after the bank’s technical checks'],
  ['ACCP', 'accepted by the bank'],
  ['ACFC', 'accepted, funds checked'],
  ['ACSP', 'accepted, settlement in progress'],
  ['ACWC', 'accepted with changes'],
  ['ACWP', 'accepted, not yet booked'],
  ['ACSC', 'accepted and settled on the academy’s account'],
  ['ACCC', 'accepted and settled on the payee’s account'],
  ['PART', 'partly accepted'],
  ['RJCT', 'rejected by the bank'],
]);

/** A pain.002 status in words ('accepted by the bank'); an unknown code is named as it is. */
export function bankStatusWords(code: string): string {
  return BANK_STATUSES.get(code.toUpperCase()) ?? `the bank’s status ${code}`;
}
