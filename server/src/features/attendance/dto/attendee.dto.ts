import { ApiProperty } from '@nestjs/swagger';

import type { Principal } from '../../../platform/auth/principal.js';
import { hidesPerson, RESTRICTED_PERSON } from '../../../platform/auth/restriction.js';
import { CountryRefDto } from '../../../platform/common/dto/country-ref.dto.js';
import type { AttendeeRow } from '../attendees.repository.js';

/** Where the attendee travelled from: the claim's employer address when there is a claim, else the registration's. */
export class DepartureDto {
  @ApiProperty({ type: String, nullable: true, example: 'Brussels' })
  city!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Belgium' })
  country!: string | null;

  @ApiProperty({ enum: ['claim', 'registration'] })
  source!: 'claim' | 'registration';
}

export class AttendeeClaimDto {
  @ApiProperty({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' })
  guid!: string;

  @ApiProperty({ example: 'UC-2026-000042' })
  identifier!: string;

  @ApiProperty({ enum: [-1, 0, 1, 2, 3, 5] })
  status!: number;
}

/** A registered participant of an event, with the days they were ticked in at the door. */
export class AttendeeDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 7 })
  eventId!: number;

  @ApiProperty({ example: 'Ελένη' })
  firstname!: string;

  @ApiProperty({ example: 'Παπαδοπούλου' })
  lastname!: string;

  @ApiProperty({ example: 'eleni.papadopoulou@court.example' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Areios Pagos' })
  institution!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Athens' })
  city!: string | null;

  @ApiProperty({ type: CountryRefDto, nullable: true })
  country!: CountryRefDto | null;

  @ApiProperty()
  feePaid!: boolean;

  @ApiProperty({ type: [String], example: ['2026-10-06'], description: 'Days ticked in (YYYY-MM-DD, academy days).' })
  checkedInDays!: string[];

  @ApiProperty({ type: DepartureDto, nullable: true })
  departure!: DepartureDto | null;

  @ApiProperty({ type: AttendeeClaimDto, nullable: true, description: "The attendee's claim for the event, if any." })
  claim!: AttendeeClaimDto | null;
}

export function departureOf(row: AttendeeRow): DepartureDto | null {
  if (row.claimGuid !== null) return { city: row.claimCity, country: row.claimCountry, source: 'claim' };
  if (row.city === null && row.countryName === null) return null;
  return { city: row.city, country: row.countryName, source: 'registration' };
}

/**
 * The attendee as `viewer` may see them. One whose claim is restricted at its owner's request keeps
 * the figures (fee paid, days ticked in, the claim's number and status) and shows RESTRICTED_PERSON
 * instead of the person to all but Admins (claims/restriction.ts).
 */
export function toAttendeeDto(row: AttendeeRow, viewer: Principal): AttendeeDto {
  const claim =
    row.claimGuid === null ? null : { guid: row.claimGuid, identifier: row.claimIdentifier!, status: row.claimStatus! };
  const figures = { id: row.id, eventId: row.eventId, feePaid: row.feePaid, checkedInDays: row.checkedInDays, claim };
  if (hidesPerson(row.claimRestrictedAt, viewer)) {
    const none = { institution: null, city: null, country: null, departure: null };
    return { ...figures, ...none, firstname: RESTRICTED_PERSON, lastname: '', email: '' };
  }
  return {
    ...figures,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    institution: row.institution,
    city: row.city,
    country: row.countryId === null ? null : { id: row.countryId, iso_3166: row.countryIso!, name: row.countryName! },
    departure: departureOf(row),
  };
}
