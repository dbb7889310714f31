/**
 * The bank's side of a payment, as both the server (mails, history) and the console (run page) say
 * it (docs/rules.md, "Payments").
 */

/** A payment run's state: created (the file is for the bank), executed (on a date), cancelled. */
export type PaymentRunState = 'created' | 'executed' | 'cancelled';

/** What became of one claim's transfer in a run. */
export type PaymentOutcome = 'pending' | 'paid' | 'returned' | 'cancelled';

/**
 * ISO 20022 return and reject reason codes (ExternalReturnReason1Code, ExternalStatusReason1Code)
 * that SEPA credit transfers come back with, in plain words for the participant.
 */
const RETURN_REASONS: ReadonlyMap<string, string> = new Map([
  ['AC01', 'the account number (IBAN) is not correct'],
  ['AC04', 'the account has been closed'],
  ['AC06', 'the account is blocked'],
  ['AC13', 'the account cannot receive this kind of payment'],
  ['AG01', 'the bank does not allow this kind of payment to the account'],
  ['AG02', 'the bank could not process the payment'],
  ['AM04', 'the bank could not process the payment'],
  ['AM05', 'the bank saw it as a duplicate payment'],
  ['BE04', 'the account holder’s address is missing or not correct'],
  ['BE05', 'the bank could not identify the payer'],
  ['CNOR', 'the receiving bank could not be reached'],
  ['DNOR', 'the receiving bank could not be reached'],
  ['ED05', 'the bank could not settle the payment'],
  ['FF01', 'the payment file was not in the bank’s format'],
  ['FOCR', 'the payment was recalled'],
  ['MD07', 'the account holder has died'],
  ['MS02', 'the receiving bank refused it'],
  ['MS03', 'the bank refused it without giving a reason'],
  ['RC01', 'the bank code (BIC) is not correct'],
  ['RR01', 'the account holder’s details required by regulation are missing'],
  ['RR02', 'the account holder’s name or address required by regulation is missing'],
  ['RR03', 'the account holder’s name or address required by regulation is missing'],
  ['RR04', 'of a regulatory reason'],
  ['SL01', 'of a service of the receiving bank'],
  ['TM01', 'it arrived after the bank’s cut-off time'],
]);

/** The reason in words ('the account has been closed'); an unknown code is named as it is. */
export function paymentReturnReason(code: string | null | undefined): string {
  const known = code ? RETURN_REASONS.get(code.toUpperCase()) : undefined;
  if (known) return known;
  return code ? `of the bank’s reason ${code}` : 'the bank gave no reason';
}
