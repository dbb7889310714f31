import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PayeeCheck } from '@unit-costs/contract';

/** One answer of a bank file about one transfer. */
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

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The day the bank booked it (or sent its status report), YYYY-MM-DD; null where it gave none.',
    example: '2026-11-30',
  })
  date!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A return's or rejection's ISO 20022 reason code; a pain.002 status code (ACSC, ...) in `statuses`.",
    example: 'AC04',
  })
  reasonCode!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "In words: a return's reason (then the bank's own text); why an entry disagrees with its transfer; a status; why a reference matched nothing.",
    example: 'the account has been closed',
  })
  reason!: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'What the bank booked, as it wrote it (mismatched entries).',
    example: 532,
  })
  amount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'EUR' })
  currency?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Euros the banks deducted from a return.',
    example: 2.5,
  })
  charges?: number | null;

  @ApiPropertyOptional({
    enum: ['match', 'closeMatch', 'noMatch', 'notPossible'],
    nullable: true,
    description: "Verification of Payee: the payee's bank's answer on the account holder's name (pain.002).",
  })
  payeeCheck?: PayeeCheck | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a close match, the name the payee’s bank holds.',
  })
  payeeCheckName?: string | null;
}

/** Why entries of a statement said nothing about the runs' transfers. */
export class SkippedEntriesDto {
  @ApiProperty({ description: 'Not booked yet (PDNG, FUTR).', example: 2 })
  pending!: number;

  @ApiProperty({ description: 'Information only (INFO).', example: 0 })
  informationOnly!: number;

  @ApiProperty({ description: 'Booked credits without return information: money coming in, no return.', example: 14 })
  creditsWithoutReturn!: number;

  @ApiProperty({ description: 'Booked entries that name no transfer or run of ours.', example: 31 })
  otherReferences!: number;
}

/** What an imported bank file did: each of its answers in one list. Importing it again changes nothing. */
export class StatementImportDto {
  @ApiProperty({ enum: ['camt.052', 'camt.053', 'camt.054', 'pain.002'] })
  format!: string;

  @ApiProperty({ type: String, nullable: true, description: "The file's MsgId." })
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
    description:
      "Entries that name a transfer but disagree with it (amount, currency, direction, account, day), or a claim of the uploader's own: nothing changed; each is kept on its run for review by an Approver or Admin who is not the claimant. `reason` says why in words.",
  })
  mismatched!: StatementEntryDto[];

  @ApiProperty({
    type: [StatementEntryDto],
    description:
      'pain.002 statuses that make nothing Paid (accepted, pending, ...) and name checks, recorded on the run.',
  })
  statuses!: StatementEntryDto[];

  @ApiProperty({
    type: [StatementEntryDto],
    description: 'References to transfers of a cancelled run: nothing changed.',
  })
  unknown!: StatementEntryDto[];

  @ApiProperty({ type: SkippedEntriesDto })
  skipped!: SkippedEntriesDto;
}
