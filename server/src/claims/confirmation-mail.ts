import type { ConfirmationMailDto } from './dto/saved-claim.dto.js';

/** The public claim form mails one address at most this often an hour: it must not become a relay. */
export const CONFIRMATIONS_PER_HOUR = 5;

/** Whether the confirmation of a new claim goes out, given the mails that address had in the last hour. */
export function confirmationMailOutcome(email: string, mailedThisHour: number): ConfirmationMailDto {
  if (mailedThisHour < CONFIRMATIONS_PER_HOUR) {
    return { sent: true, message: `A confirmation has been sent to ${email}.` };
  }
  return {
    sent: false,
    message:
      `No confirmation mail was sent: ${email} has already received ${CONFIRMATIONS_PER_HOUR} in the last hour. ` +
      'Your claim is saved all the same; sign in with this address to see it.',
  };
}
