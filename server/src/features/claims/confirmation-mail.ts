import { type ServerMessage, translate } from '@unit-costs/contract';

import type { Principal } from '../../platform/auth/principal.js';
import type { ConfirmationMailDto } from './dto/saved-claim.dto.js';

/** The public claim form mails one address at most this often an hour: it must not become a relay. */
export const CONFIRMATIONS_PER_HOUR = 5;

/** What the answer to a save says of its confirmation: `sent`, or held back by the hourly limit. */
export function confirmationMailOutcome(email: string, sent: boolean): ConfirmationMailDto {
  const messageKey: ServerMessage = sent
    ? { key: 'completed.confirmationSent', values: { email } }
    : { key: 'completed.confirmationHeldBack', values: { email, limit: CONFIRMATIONS_PER_HOUR } };
  return { sent, message: translate('en', messageKey.key, messageKey.values), messageKey };
}

/**
 * Whether the confirmation carries the claim's PDF summary: only when the claim was saved by a
 * participant signed in with the claim's own address, which their sign-in code has proven theirs.
 * The PDF echoes everything typed into the form, so a mail to an address the sender has not proven
 * (the anonymous form, or someone signed in as another address) never carries it: no relay.
 */
export const savedByAddressOwner = (savedBy: Principal | undefined, email: string): boolean =>
  savedBy?.kind === 'guest' && savedBy.id === email;
