import { ApiProperty } from '@nestjs/swagger';

import { TravelClaimDto } from '../../claims/dto/travel-claim.dto.js';

/** What the claim form fills in for a signed-in participant: their address, and the rest as their last claim has it. */
export class ContactDataDto {
  @ApiProperty({ type: String, nullable: true, example: 'Jane', description: 'null: no claim to take it from.' })
  firstname!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Doe' })
  lastname!: string | null;

  @ApiProperty({ example: 'jane.doe@court.example', description: 'The address the participant signed in with.' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: '+32 2 555 01 23' })
  phone!: string | null;
}

export class SentMailDto {
  @ApiProperty({ example: 'claim-saved', description: 'What the mail was about.' })
  kind!: string;

  @ApiProperty({ description: 'When it was written (ISO 8601).' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, description: 'When the mail server took it; null: not (yet) sent.' })
  sentAt!: string | null;
}

export class AttendanceEntryDto {
  @ApiProperty()
  eventNumber!: string;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;

  @ApiProperty({ type: String, nullable: true })
  institution!: string | null;

  @ApiProperty({ type: String, nullable: true })
  city!: string | null;

  @ApiProperty()
  feePaid!: boolean;

  @ApiProperty({ type: [String], description: 'The seminar days (academy days) checked in.' })
  checkedInOn!: string[];
}

/** GET /api/me/export: everything the product holds about the signed-in address. */
export class ParticipantExportDto {
  @ApiProperty({ description: 'ISO 8601.' })
  generatedAt!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({
    type: [TravelClaimDto],
    description: 'Every claim of the address with its history; bank data with the IBAN masked.',
  })
  claims!: TravelClaimDto[];

  @ApiProperty({
    type: [AttendanceEntryDto],
    description: 'The address on attendance lists, with the days checked in.',
  })
  attendance!: AttendanceEntryDto[];

  @ApiProperty({ type: [SentMailDto], description: 'Mails to the address the outbox still holds (sent ones 90 days).' })
  mails!: SentMailDto[];

  @ApiProperty({ description: 'How long the academy keeps the data, in plain words.' })
  retention!: string;
}

export class KeptClaimDto {
  @ApiProperty()
  identifier!: string;

  @ApiProperty()
  eventNumber!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The academy day it is anonymised, when known.' })
  keptUntil!: string | null;

  @ApiProperty({
    enum: ['audit', 'appeal', 'retention', 'open'],
    description:
      "Why it is kept, for the app to say in the participant's language (the catalogues' erasure.kept.*): an open audit, " +
      'an appeal period (until keptUntil), the retention of decided or paid refunds (until keptUntil), or a seminar whose refunds are still open.',
  })
  reason!: 'audit' | 'appeal' | 'retention' | 'open';

  @ApiProperty({ description: 'Why it is kept, in plain words (English).' })
  why!: string;
}

/** POST /api/me/erasure: what was anonymised at once and what is kept (restricted), and why. */
export class ErasureResultDto {
  @ApiProperty({ type: [String], description: 'Transaction numbers anonymised now.' })
  anonymised!: string[];

  @ApiProperty({ type: [KeptClaimDto], description: 'Claims a retention duty keeps: restricted until then.' })
  restricted!: KeptClaimDto[];

  @ApiProperty({ description: 'Years a decided or paid refund is kept after the end of its year (RETENTION_YEARS).' })
  retentionYears!: number;

  @ApiProperty({
    description: "The outcome in plain words (English; the app says it from the catalogues' erasure.outcome).",
  })
  message!: string;
}
