import { ApiProperty } from '@nestjs/swagger';

import { REFERENCE_KINDS, type ReferenceChange } from '../reference-change.entity.js';

const RECORD = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
  description:
    'The record: a refund rate {sourceCountry, targetCountry, refundRate}, a band {version, minValue, maxValue, amount}.',
} as const;

/** One change of a refund rate or distance band, as the console's change list shows it. */
export class ReferenceChangeDto {
  @ApiProperty({ example: '12' })
  id!: string;

  @ApiProperty({ enum: REFERENCE_KINDS })
  kind!: ReferenceChange['kind'];

  @ApiProperty({ example: 7, description: 'The id of the refund rate or distance band.' })
  recordId!: number;

  @ApiProperty({ enum: ['created', 'changed', 'deleted'] })
  action!: ReferenceChange['action'];

  @ApiProperty({ example: '2026-11-26T18:00:00.000Z' })
  changedAt!: string;

  @ApiProperty({ example: 'admin', description: 'Who made the change (user name).' })
  changedBy!: string;

  @ApiProperty({ ...RECORD, description: `As it was (null for a creation). ${RECORD.description}` })
  oldValue!: Record<string, unknown> | null;

  @ApiProperty({ ...RECORD, description: `As it became (null for a deletion). ${RECORD.description}` })
  newValue!: Record<string, unknown> | null;
}

export function toReferenceChangeDto(change: ReferenceChange): ReferenceChangeDto {
  return {
    id: change.id,
    kind: change.kind,
    recordId: change.recordId,
    action: change.action,
    changedAt: change.changedAt.toISOString(),
    changedBy: change.changedBy,
    oldValue: change.oldValue,
    newValue: change.newValue,
  };
}
