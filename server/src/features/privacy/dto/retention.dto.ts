import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsISO8601, IsString, IsOptional, IsUUID, MaxLength, ValidateIf } from 'class-validator';

import { NormalisedEmail } from '../../../platform/common/email-address.js';
import { IsPresent, Trim } from '../../../platform/common/validation/field-rules.js';

const REASON = "Field 'reason' is mandatory.";

/** PUT /api/events/{id}/legal-hold and DELETE of it: why. */
export class LegalHoldDto {
  @ApiProperty({ example: 'OLAF investigation OF/2031/0042 open', maxLength: 500 })
  @Trim()
  @IsPresent({ message: REASON, alsoMissing: [''] })
  @IsString({ message: REASON })
  @MaxLength(500, { message: "Field 'reason' must be at most 500 characters long." })
  reason!: string;
}

/** PUT /api/events/{id}/retention: a later retention end (null: back to the default), and why. */
export class RetainUntilDto extends LegalHoldDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2034-01-01',
    description: 'An academy day; null: the default.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true }, { message: "Field 'retainUntil' must be a date (YYYY-MM-DD) or null." })
  @MaxLength(10, { message: "Field 'retainUntil' must be a date (YYYY-MM-DD) or null." })
  retainUntil!: string | null;
}

/** POST /api/privacy/anonymisations: one claim or every claim of an address, on request, with the reason. */
export class AnonymisationRequestDto extends LegalHoldDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The claim; or give `email`.' })
  @IsOptional()
  @IsUUID('all', { message: "Field 'claimId' must be a claim's guid." })
  claimId?: string;

  @ApiPropertyOptional({ description: 'Every claim of this address; or give `claimId`.' })
  @IsOptional()
  @NormalisedEmail()
  @MaxLength(254, { message: "Field 'email' must be an e-mail address." })
  @IsEmail({}, { message: "Field 'email' must be an e-mail address." })
  email?: string;
}

export class AnonymisationResultDto {
  @ApiProperty({ description: 'Claims anonymised now.' })
  anonymised!: number;

  @ApiProperty({
    type: [String],
    description: 'Transaction numbers kept: under a legal hold or still being decided or paid.',
  })
  kept!: string[];
}

export class LegalHoldViewDto {
  @ApiProperty()
  reason!: string;

  @ApiProperty()
  by!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  at!: string;
}

/** A hold's reason, who set it and when, with the day it keeps the claims until. */
export class RetainUntilViewDto extends LegalHoldViewDto {
  @ApiProperty({ description: 'An academy day.' })
  date!: string;
}

/** One event's retention, as the console's privacy page lists it. */
export class EventRetentionDto {
  @ApiProperty({ description: "The event's id (react-admin)." })
  id!: number;

  @ApiProperty()
  number!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  endDate!: string;

  @ApiProperty({ description: 'Claims not yet anonymised.' })
  claims!: number;

  @ApiProperty({ description: 'Claims anonymised.' })
  anonymised!: number;

  @ApiProperty({ description: 'A claim is still requested or in a payment run: the retention period has not begun.' })
  open!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'RETENTION_YEARS after the end of the year of its last decision.',
  })
  defaultRetentionEnd!: string | null;

  @ApiProperty({ type: RetainUntilViewDto, nullable: true, description: "An Admin's later date." })
  retainUntil!: RetainUntilViewDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The day its claims are anonymised (the later of both).' })
  retentionEnd!: string | null;

  @ApiProperty({ type: LegalHoldViewDto, nullable: true })
  legalHold!: LegalHoldViewDto | null;

  @ApiProperty({
    description: "Claims the job's next run would anonymise (retention end, never requested, appeal ended).",
  })
  dueNow!: number;
}

export class RetentionOverviewDto {
  @ApiProperty({ type: [EventRetentionDto] })
  events!: EventRetentionDto[];

  @ApiProperty({ type: String, nullable: true, description: "The job's last run (ISO 8601)." })
  lastRun!: string | null;

  @ApiProperty({ description: 'Claims the next run would anonymise, all events together.' })
  dueNow!: number;

  @ApiProperty()
  retentionYears!: number;

  @ApiProperty()
  unrequestedRetentionDays!: number;

  @ApiProperty()
  rejectionAppealDays!: number;
}
