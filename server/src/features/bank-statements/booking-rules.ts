import type { BankAmount, Direction } from './statement-model.js';

/**
 * When a bank's booking agrees with a transfer (docs/rules.md, "Payments"): pure rules, each
 * answering the ways it disagrees in words a treasurer reads ('booked 532.00 EUR, the transfer is
 * 523.00 EUR'); none means it agrees. Nothing here is guessed: what does not agree is listed.
 */

/** What the bank booked for one transfer (or one payment block). */
export interface Booking {
  /** The entry's direction: the booking on the account. */
  direction: Direction;
  /** The other direction, where the entry's transaction or batch states it; else null. */
  otherDirectionStated: Direction | null;
  reversal: boolean;
  /** The amount that stands for the transfer: its own where the entry holds several, the entry's where it holds one. */
  amount: BankAmount | null;
  /** The statement's account (IBAN), or null where it names the account otherwise. */
  accountIban: string | null;
  /** The statement's account as named when it has no IBAN. */
  otherAccountId: string | null;
  /** 'YYYY-MM-DD', or null where the entry gives none. */
  bookingDate: string | null;
}

/** The transfer as sent, and the run that sent it. */
export interface SentTransfer {
  /** Euros to the cent, as sent. */
  amountCents: number;
  runNumber: string;
  /** The day the run was created (academy's calendar). */
  runCreatedOn: string;
  /** The account the run pays from. */
  debtorIban: string;
}

/** The one currency the academy pays in. */
export const PAYMENT_CURRENCY = 'EUR';

export const euros = (cents: number) => (cents / 100).toFixed(2);

/** An amount as the bank wrote it, to the cent where it can be: '532.00 EUR'. */
const written = (amount: BankAmount) =>
  `${amount.cents === null ? amount.value : euros(amount.cents)} ${amount.currency}`;

/** The account, the currency and the day: what every booking about a transfer must agree on. */
function commonDisagreements(booking: Booking, transfer: SentTransfer, today: string): string[] {
  const reasons: string[] = [];
  if (booking.otherDirectionStated) {
    reasons.push(`the entry is a ${booking.direction}, its details say ${booking.otherDirectionStated}`);
  }
  if (booking.accountIban === null) {
    reasons.push(
      `the statement names its account ${booking.otherAccountId ?? 'by no identifier'}, not by IBAN; the run pays from ${transfer.debtorIban}`,
    );
  } else if (booking.accountIban !== transfer.debtorIban) {
    reasons.push(`booked on account ${booking.accountIban}, the run pays from ${transfer.debtorIban}`);
  }
  if (booking.amount && booking.amount.currency !== PAYMENT_CURRENCY) reasons.push(`in ${booking.amount.currency}`);
  if (booking.bookingDate === null) reasons.push('the entry has no booking date (or none the calendar has)');
  else if (booking.bookingDate < transfer.runCreatedOn) {
    reasons.push(`booked ${booking.bookingDate}, before the run was created on ${transfer.runCreatedOn}`);
  } else if (booking.bookingDate > today) {
    reasons.push(`booked ${booking.bookingDate}, a day still to come`);
  }
  return reasons;
}

/** Our transfers are debits that stay booked. */
function directionDisagreements(booking: Booking): string[] {
  if (booking.reversal) return ['a reversal of an earlier booking, not the transfer'];
  return booking.direction === 'credit' ? ['a credit, not the transfer'] : [];
}

/**
 * How a booking meant to pay the transfer disagrees with it: it must be a booked debit of the run's
 * account, not a reversal, in EUR, for the transfer's amount to the cent, booked on or after the day
 * the run was created and not in the future.
 */
export function paymentDisagreements(booking: Booking, transfer: SentTransfer, today: string): string[] {
  const reasons = [...directionDisagreements(booking), ...commonDisagreements(booking, transfer, today)];
  if (!booking.amount) reasons.push('the bank gives no amount for the transfer');
  else if (booking.amount.currency === PAYMENT_CURRENCY && booking.amount.cents !== transfer.amountCents) {
    reasons.push(`booked ${written(booking.amount)}, the transfer is ${euros(transfer.amountCents)} EUR`);
  }
  return reasons;
}

/**
 * How a booking with return information disagrees with a return of the transfer: it must be a credit
 * to the run's account, in EUR, of the transfer's amount (what came back and the charges the banks
 * deducted add up to it, to the cent), on a day between the run's creation and today.
 */
export function returnDisagreements(
  booking: Booking,
  chargesCents: number,
  transfer: SentTransfer,
  today: string,
): string[] {
  const reasons: string[] = [];
  if (booking.direction === 'debit') reasons.push('a debit carrying return information, not money coming back');
  reasons.push(...commonDisagreements(booking, transfer, today));
  if (!booking.amount) reasons.push('the bank gives no amount for the return');
  else if (
    booking.amount.currency === PAYMENT_CURRENCY &&
    (booking.amount.cents === null || booking.amount.cents + chargesCents !== transfer.amountCents)
  ) {
    const charges = chargesCents > 0 ? ` and ${euros(chargesCents)} EUR charges` : '';
    reasons.push(`returned ${written(booking.amount)}${charges}, the transfer is ${euros(transfer.amountCents)} EUR`);
  }
  return reasons;
}

/** A whole payment block booked as one: how many transfers and what total the bank counted. */
export interface BlockCount {
  numberOfTransactions: number | null;
  /** The block's total as the bank gives it (`TtlAmt`), else the entry's amount. */
  total: BankAmount | null;
}

/**
 * How a booking of a whole payment block disagrees with the block as sent: the same as a transfer's
 * booking, for the block's total, and the bank must count as many transfers as the block has.
 */
export function blockDisagreements(
  booking: Booking,
  count: BlockCount,
  block: SentTransfer & { transfers: number },
  today: string,
): string[] {
  const reasons = [
    ...directionDisagreements(booking),
    ...commonDisagreements({ ...booking, amount: count.total }, block, today),
  ];
  const { numberOfTransactions: counted, total } = count;
  const sameTotal = total !== null && total.cents === block.amountCents;
  if (counted !== block.transfers || (total?.currency === PAYMENT_CURRENCY && !sameTotal) || total === null) {
    const transfers =
      counted === null ? 'transfers without counting them' : `${counted} transfer${counted === 1 ? '' : 's'}`;
    reasons.push(
      `the bank booked ${transfers}${total ? ` for ${written(total)}` : ''} as one entry; ${block.runNumber} has ${block.transfers} for ${euros(block.amountCents)} EUR`,
    );
  }
  return reasons;
}
