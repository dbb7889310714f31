import type { AttendeePlaceholders } from '../attendance/attendance-erasure.service.js';
import type { ClaimPlaceholders } from '../claims/claim-erasure.service.js';

/**
 * Where every anonymised address ends: the reserved .invalid domain (RFC 2606), so nothing can be
 * mailed to it, and an address ending so is known to be anonymised already.
 */
const ANONYMISED_DOMAIN = '@anonymised.invalid';

/**
 * What an anonymised claim carries where its owner's data stood. Its address is unique per claim
 * (the claim's id in it), so the rollups still count one participant per claim's owner and nobody is
 * named. The claims module empties the rest of what names, places or reaches a person (phone,
 * institution, postal address, coordinates, free text) and deletes the bank data and the submission;
 * the figures stay.
 */
export const ANONYMISED_CLAIM: ClaimPlaceholders = {
  firstname: 'Anonymised',
  lastname: 'participant',
  address: { before: 'anonymised-', after: ANONYMISED_DOMAIN },
  historyActor: 'anonymised participant',
  summarySent: 'Summary sent',
};

/**
 * What an anonymised attendee carries: the address of its claim, when it has one (the audit pack still
 * pairs them), else one of its own; its institution and city go.
 */
export const ANONYMISED_ATTENDEE: AttendeePlaceholders = {
  firstname: 'Anonymised',
  lastname: 'attendee',
  address: { before: 'anonymised-attendee-', after: ANONYMISED_DOMAIN },
  claimAddress: ANONYMISED_CLAIM.address,
};
