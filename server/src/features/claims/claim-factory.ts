import { AuditAction, ClaimStatus, type Language } from '@unit-costs/contract';

import { normaliseEmail } from '../../platform/common/email-address.js';
import type { Refund } from './calculation/refund-calculator.js';
import { ClaimAudit } from './claim-audit.entity.js';
import { Claim } from './claim.entity.js';
import type { ClaimDraftDto } from './dto/claim-draft.dto.js';
import { nameAndEmployerKey } from './duplicates/person-key.js';

/**
 * A new Saved claim with its first audit row, whole in memory: what the save writes, and what its
 * answer and confirmation mail show without reading it back.
 */
export function savedClaim(
  id: string,
  identifier: string,
  draft: ClaimDraftDto,
  refund: Refund,
  now: Date,
  language: Language,
): Claim {
  const email = normaliseEmail(draft.email);
  const audit = Object.assign(new ClaimAudit(), {
    action: AuditAction.Saved,
    description: 'Claim saved',
    username: email,
    rejectReason: null,
    othertxt: null,
    createdAt: now,
  });
  return Object.assign(new Claim(), {
    id,
    identifier,
    status: ClaimStatus.Saved,
    confirmed: false,
    event: refund.event,
    firstname: draft.firstname,
    lastname: draft.lastname,
    email,
    phone: draft.phone,
    institution: draft.institution,
    nameEmployerKey: nameAndEmployerKey(draft.firstname, draft.lastname, draft.institution),
    street: draft.street,
    postalCode: draft.postalCode,
    city: draft.city,
    country: refund.country,
    latitude: draft.latitude,
    longitude: draft.longitude,
    travelType: refund.travelType,
    venueName: refund.venue.name,
    venueCity: refund.venue.city,
    venueCountry: refund.venue.country,
    distanceKm: refund.distanceKm,
    distanceBandVersion: refund.distanceBandVersion,
    travelAmount: refund.travelAmount,
    nights: refund.nights,
    nightlyRate: refund.nightlyRate,
    accommodationTotal: refund.accommodationTotal,
    totalAmount: refund.totalAmount,
    rejectReason: null,
    othertxt: null,
    submittedAt: now,
    updatedAt: now,
    rowVersion: 1,
    language,
    // Set, not left out: the save's answer is built from this object and reads them.
    anonymisedAt: null,
    restrictedAt: null,
    audits: [audit],
  });
}
