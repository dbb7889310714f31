import { ApiProperty } from '@nestjs/swagger';

/** One answer of the statement about one transfer. */
export class StatementEntryDto {
  @ApiProperty({ type: String, nullable: true, example: 'UC-2026-000042' })
  endToEndId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The claim's transaction number.",
    example: 'UC-2026-000042',
  })
  identifier!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  claimGuid!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'PR-2026-0001' })
  runNumber!: string | null;

  @ApiProperty({ description: 'The day the bank booked it, YYYY-MM-DD.', example: '2026-11-30' })
  date!: string;

  @ApiProperty({ type: String, nullable: true, example: 'AC04' })
  reasonCode!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A return in words; for an unknown reference, why it matched nothing.',
    example: 'the account has been closed',
  })
  reason!: string | null;
}

/** What an imported statement did: each of its answers in one list. Importing it again changes nothing. */
export class StatementImportDto {
  @ApiProperty({ enum: ['camt.053', 'camt.054', 'pain.002'] })
  format!: string;

  @ApiProperty({ type: String, nullable: true, description: "The statement's MsgId." })
  messageId!: string | null;

  @ApiProperty({ type: [StatementEntryDto], description: 'Transfers now Paid (their participants mailed).' })
  matched!: StatementEntryDto[];

  @ApiProperty({ type: [StatementEntryDto], description: 'Transfers already Paid before: nothing changed.' })
  alreadyPaid!: StatementEntryDto[];

  @ApiProperty({
    type: [StatementEntryDto],
    description:
      'Transfers now recorded as returned or rejected (their participants mailed to enter bank details again).',
  })
  returned!: StatementEntryDto[];

  @ApiProperty({ type: [StatementEntryDto], description: 'Returns already recorded before: nothing changed.' })
  alreadyReturned!: StatementEntryDto[];

  @ApiProperty({
    type: [StatementEntryDto],
    description: 'References that name no transfer of a run, or one of a cancelled run: nothing changed.',
  })
  unknown!: StatementEntryDto[];
}
