import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AuditAction, ClaimStatus, type Language, LANGUAGES, RejectReason, TravelType } from '@unit-costs/contract';

import { CountryRefDto } from '../../../platform/common/dto/country-ref.dto.js';
import { ClaimAttendanceDto } from '../../attendance/dto/claim-attendance.dto.js';
import { EventContactDto, EventLanguageDto } from '../../events/dto/event.dto.js';
import { ClaimPaymentRunDto, PayeeCheckDto, PaymentReturnDto } from './claim-payment.dto.js';
import { ClaimApprovalsDto, ClaimDuplicateDto } from './claim-review.dto.js';

export class PostalAddressDto {
  @ApiProperty({ example: 'Place Poelaert 1' })
  street!: string;

  @ApiProperty({ example: '1000' })
  postalCode!: string;

  @ApiProperty({ example: 'Brussels' })
  city!: string;

  @ApiProperty({ type: CountryRefDto })
  country!: CountryRefDto;
}

export class InstitutionDto {
  @ApiProperty({ example: 'Court of Appeal Brussels' })
  name!: string;

  @ApiProperty({ type: PostalAddressDto })
  address!: PostalAddressDto;
}

export class ClaimVenueDto {
  @ApiProperty({ example: 'Academy Conference Centre' })
  name!: string;

  @ApiProperty({ example: 'Trier' })
  city!: string;

  @ApiProperty({ example: 'Germany', description: "The venue country's English name." })
  country!: string;

  @ApiProperty({
    example: 'DE',
    description: "The venue country's ISO 3166-1 alpha-2 code (its name in other languages).",
  })
  iso_3166!: string;
}

export class ClaimEventDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'European Contract Law' })
  title!: string;

  @ApiProperty({ example: '126DT01' })
  number!: string;

  @ApiProperty({ type: ClaimVenueDto, description: 'The venue the distance was measured to.' })
  location!: ClaimVenueDto;

  @ApiProperty({ description: 'ISO 8601.' })
  startDate!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  endDate!: string;

  @ApiProperty({ example: 1 })
  distanceBandVersion!: number;

  @ApiProperty({ description: "Whether the event's last day is before today (Europe/Berlin)." })
  ended!: boolean;

  @ApiPropertyOptional({
    type: [EventContactDto],
    description: "The event's contacts, whom the participant writes to (e.g. about a rejection); absent in lists.",
  })
  contacts?: EventContactDto[];

  @ApiProperty({
    type: [EventLanguageDto],
    description: "The event's titles in other languages (ISO 639-1): the participant reads the title in theirs.",
  })
  languages!: EventLanguageDto[];
}

export class TravelCostsDto {
  @ApiProperty({ description: 'Euros.', example: 180 })
  amount!: number;

  @ApiProperty({ description: 'Whole km.', example: 157 })
  distance!: number;

  @ApiProperty({ enum: [0, 1] })
  travelType!: TravelType;
}

export class AccommodationCostsDto {
  @ApiProperty({ example: 2 })
  nights!: number;

  @ApiProperty({ description: 'Euros per night.', example: 98 })
  amount!: number;

  @ApiProperty({ description: 'Euros.', example: 196 })
  totalAmount!: number;
}

export class AuditDto {
  @ApiProperty({
    enum: [0, 1, 2, 3, 4, 5],
    description:
      '0 Requested, 1 Approved, 2 Rejected, 3 Payment_Initiated, 4 Saved, 5 Summary_Sent, 6 Paid, 7 Payment_Returned, 8 Payment_Cancelled.',
  })
  action!: AuditAction;

  @ApiProperty({ example: 'Claim approved' })
  description!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  timestamp!: string;

  @ApiProperty({ example: 'approver@academy.example' })
  username!: string;

  @ApiPropertyOptional({ enum: [0, 1, 2, 3, 4], nullable: true, description: 'Rejections only.' })
  rejectReason!: RejectReason | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rejections with reason Other only.' })
  othertxt!: string | null;
}

export class ElvDataDto {
  @ApiProperty({
    description:
      'Masked (DE89 **** **** **** **30 00); in full only from GET /api/travelclaim/{guid}/bankdata (Approver, Admin; recorded).',
  })
  iban!: string;

  @ApiProperty({ type: String, nullable: true })
  bic!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankname!: string | null;

  @ApiProperty()
  accountHolderName!: string;

  @ApiProperty({ type: PostalAddressDto, nullable: true, description: 'null for a SEPA IBAN.' })
  bankAddress!: PostalAddressDto | null;

  @ApiProperty({
    type: PostalAddressDto,
    nullable: true,
    description: "null where the bank needs none: an IBAN of a bank in the EEA (docs/decisions.md, 'Bank form').",
  })
  accountHolderAddress!: PostalAddressDto | null;

  @ApiProperty({
    description:
      "The IBAN is of a SEPA country: the claim is paid by a payment run ('Mark as paid' is for accounts outside SEPA).",
  })
  sepa!: boolean;
}

/** A claim as the spec's "Travel claim" (section 3); `id` repeats the guid for react-admin. */
export class TravelClaimDto {
  @ApiProperty({ description: 'The guid again, for react-admin.' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  guid!: string;

  @ApiProperty({ description: 'The transaction number.', example: 'UC-2026-000042' })
  identifier!: string;

  @ApiProperty({
    enum: [-1, 0, 1, 2, 3, 5],
    description: '-1 Unknown, 0 Saved, 1 Requested, 2 ApprovalRun, 3 Paid, 5 Rejected.',
  })
  status!: ClaimStatus;

  @ApiProperty()
  confirmed!: boolean;

  @ApiProperty({ example: 'Jane' })
  firstname!: string;

  @ApiProperty({ example: 'Doe' })
  lastname!: string;

  @ApiProperty({ example: 'jane.doe@court.example' })
  email!: string;

  @ApiProperty({ example: '+32 2 555 01 23' })
  phone!: string;

  @ApiProperty({
    enum: LANGUAGES,
    description: 'The language the claim was saved in; its mails and PDF summary are written in it.',
  })
  language!: Language;

  @ApiProperty({ description: 'ISO 8601.' })
  submitted!: string;

  @ApiProperty({ type: InstitutionDto })
  institution!: InstitutionDto;

  @ApiProperty({ type: ClaimEventDto })
  event!: ClaimEventDto;

  @ApiProperty({ type: TravelCostsDto })
  calculatedTravelCosts!: TravelCostsDto;

  @ApiProperty({
    type: AccommodationCostsDto,
    nullable: true,
    description: 'null when the event refunds no accommodation.',
  })
  calculatedAccommodationCosts!: AccommodationCostsDto | null;

  @ApiProperty({ description: 'Travel amount plus accommodation total, euros.', example: 376 })
  totalAmount!: number;

  @ApiPropertyOptional({ type: ElvDataDto, nullable: true, description: 'Absent in lists.' })
  elvData?: ElvDataDto | null;

  @ApiPropertyOptional({ type: [AuditDto], description: 'Oldest first; absent in lists.' })
  audits?: AuditDto[];

  @ApiProperty({ enum: [0, 1, 2, 3, 4], nullable: true })
  rejectReason!: RejectReason | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'The day the bank executed its transfer (or it was marked paid by hand), YYYY-MM-DD: the date the Paid mail, the exports and the audit pack give; null unless Paid.',
    example: '2026-11-30',
  })
  paidOn!: string | null;

  @ApiPropertyOptional({
    type: ClaimPaymentRunDto,
    nullable: true,
    description: 'The payment run the claim was paid in; null when unpaid or marked as paid by hand; absent in lists.',
  })
  paymentRun?: ClaimPaymentRunDto | null;

  @ApiPropertyOptional({
    type: PaymentReturnDto,
    nullable: true,
    description:
      "Set while the bank has returned the last transfer and no new bank details were entered (the bank form is open again); in a participant's own list and in staff lists too.",
  })
  paymentReturn?: PaymentReturnDto | null;

  @ApiPropertyOptional({
    type: PayeeCheckDto,
    nullable: true,
    description:
      "The payee's bank's answer to the name check of the last transfer to the account on file (pain.002); absent in lists.",
  })
  payeeCheck?: PayeeCheckDto | null;

  @ApiProperty({ type: String, nullable: true })
  othertxt!: string | null;

  @ApiProperty()
  rowVersion!: number;

  @ApiPropertyOptional({
    type: ClaimAttendanceDto,
    description: "Staff only: the claimant as the event's attendance knows them (matched by e-mail address).",
  })
  attendance?: ClaimAttendanceDto;
  @ApiProperty({
    description: 'Its personal fields were removed at its retention end or on request; its figures stay.',
  })
  anonymised!: boolean;

  @ApiProperty({
    description: 'Its owner asked for erasure while a retention duty keeps it: shown only to Admins and its owner.',
  })
  restricted!: boolean;

  @ApiPropertyOptional({
    description:
      'Staff answers only: the claim is not Rejected, and another claim of the same e-mail address, IBAN or name and employer, not Rejected, is for the same event or one whose days overlap.',
  })
  possibleDuplicate?: boolean;

  @ApiPropertyOptional({ type: [ClaimDuplicateDto], description: 'Staff detail only: those other claims.' })
  duplicates?: ClaimDuplicateDto[];

  @ApiPropertyOptional({
    description:
      "Staff detail only: the claim carries the caller's own e-mail address, so they may not decide or pay it (four eyes).",
  })
  ownClaim?: boolean;

  @ApiPropertyOptional({
    type: () => ClaimApprovalsDto,
    description: 'Staff detail only: the approvals it needs (two above APPROVAL_SECOND_ABOVE) and who gave the first.',
  })
  approvals?: ClaimApprovalsDto;
}
