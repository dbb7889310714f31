import type { CountryRefDto } from '../../platform/common/dto/country-ref.dto.js';
import { hasEnded } from '../../platform/common/event-calendar.js';
import type { EventLanguageDto } from '../events/dto/event.dto.js';
import { byName, toContactDto } from '../events/dto/event.mapper.js';
import type { Country } from '../reference-data/country.entity.js';
import type { Refund } from './calculation/refund-calculator.js';
import type { ClaimAudit } from './claim-audit.entity.js';
import type { Claim } from './claim.entity.js';
import type { CalculationResultDto } from './dto/calculation-result.dto.js';
import type { AuditDto, ElvDataDto, TravelClaimDto } from './dto/travel-claim.dto.js';

/** A calculation's answer (also the bench's reference server's, so both send the same). */
export function toCalculationResult(refund: Refund): CalculationResultDto {
  return {
    tAmount: refund.travelAmount,
    distance: refund.distanceKm,
    travelType: refund.travelType,
    nights: refund.nights,
    aAmount: refund.nightlyRate ?? 0,
    aAmountTotal: refund.accommodationTotal,
    totalAmount: refund.totalAmount,
  };
}

export function toCountryRef(country: Country): CountryRefDto {
  return { id: country.id, name: country.name, iso_3166: country.iso3166 };
}

function toAuditDto(audit: ClaimAudit): AuditDto {
  return {
    action: audit.action,
    description: audit.description,
    timestamp: audit.createdAt.toISOString(),
    username: audit.username.toLowerCase(),
    rejectReason: audit.rejectReason,
    othertxt: audit.othertxt,
  };
}

/** The event's titles in other languages, by language (the entity's relation, or the facts' list at a save). */
function titlesOf(event: Pick<Claim['event'], 'languages'>): EventLanguageDto[] {
  return [...event.languages]
    .sort((a, b) => a.language.localeCompare(b.language))
    .map(({ language, title }) => ({ language, title }));
}

/** A claim as a list shows it: without its history and bank data. */
export function toClaimListItem(claim: Claim, now = new Date()): TravelClaimDto {
  const { event } = claim;
  return {
    id: claim.id,
    guid: claim.id,
    identifier: claim.identifier,
    status: claim.status,
    confirmed: claim.confirmed,
    firstname: claim.firstname,
    lastname: claim.lastname,
    email: claim.email,
    phone: claim.phone,
    language: claim.language,
    submitted: claim.submittedAt.toISOString(),
    institution: {
      name: claim.institution,
      address: {
        street: claim.street,
        postalCode: claim.postalCode,
        city: claim.city,
        country: toCountryRef(claim.country),
      },
    },
    event: {
      id: event.id,
      title: event.title,
      number: event.number,
      location: {
        name: claim.venueName,
        city: claim.venueCity,
        country: claim.venueCountry.name,
        iso_3166: claim.venueCountry.iso3166,
      },
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      distanceBandVersion: claim.distanceBandVersion,
      ended: hasEnded(event.endDate, now),
      languages: titlesOf(event),
    },
    calculatedTravelCosts: { amount: claim.travelAmount, distance: claim.distanceKm, travelType: claim.travelType },
    calculatedAccommodationCosts:
      claim.nightlyRate === null
        ? null
        : { nights: claim.nights, amount: claim.nightlyRate, totalAmount: claim.accommodationTotal },
    totalAmount: claim.totalAmount,
    rejectReason: claim.rejectReason,
    othertxt: claim.othertxt,
    paidOn: claim.paidOn,
    rowVersion: claim.rowVersion,
    anonymised: claim.anonymisedAt !== null,
    restricted: claim.restrictedAt !== null,
  };
}

/** A claim with its history (oldest first) and bank data, as its detail page shows it. */
export function toTravelClaim(claim: Claim, elvData: ElvDataDto | null, now = new Date()): TravelClaimDto {
  const run = claim.paymentRun;
  return {
    ...toClaimListItem(claim, now),
    elvData,
    audits: claim.audits.map(toAuditDto),
    paymentRun: run ? { id: run.id, number: run.number, executionDate: run.executionDate } : null,
  };
}

/** A claim's detail page with its event's contacts, whom its owner writes to. Expects findById's claim. */
export function withEventContacts(claim: Claim, dto: TravelClaimDto): TravelClaimDto {
  return { ...dto, event: { ...dto.event, contacts: [...claim.event.contacts].sort(byName).map(toContactDto) } };
}
