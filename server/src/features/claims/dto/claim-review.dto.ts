import { ApiProperty } from '@nestjs/swagger';
import { ClaimStatus, type DuplicateFact } from '@unit-costs/contract';

/** A large claim's two approvals by different people (docs/decisions.md, "Four eyes and duplicates"). */
export class ClaimApprovalsDto {
  @ApiProperty({ enum: [1, 2], description: 'Approvals it needs before it can be paid.', example: 2 })
  needed!: 1 | 2;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Who gave the first of two approvals while the second is awaited, as the history names them.',
    example: 'approver',
  })
  firstBy!: string | null;

  @ApiProperty({ description: 'The caller gave the first approval: someone else must give the second.' })
  firstByYou!: boolean;
}

/** Another claim of the same person that may duplicate this one (docs/rules.md, "Four eyes and duplicates"). */
export class ClaimDuplicateDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "null: the claim is restricted at its owner's request and the caller is not an Admin.",
  })
  guid!: string | null;

  @ApiProperty({
    description: "Its transaction number; 'restricted' where guid is null.",
    example: 'UC-2026-000041',
  })
  identifier!: string;

  @ApiProperty({ example: '126DT01' })
  eventNumber!: string;

  @ApiProperty({ enum: [-1, 0, 1, 2, 3, 5] })
  status!: ClaimStatus;

  @ApiProperty({ description: 'For the same event; false: for an event whose days overlap.' })
  sameEvent!: boolean;

  @ApiProperty({
    enum: ['email', 'iban', 'nameAndEmployer'],
    isArray: true,
    description: 'What the two claims share: the e-mail address, the IBAN, the name and employer (in this order).',
  })
  matchedBy!: DuplicateFact[];
}
