import { ApiProperty } from '@nestjs/swagger';

/** A signed attendance sheet's scan, as listed (its bytes come from its own download). */
export class ScanDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 7 })
  eventId!: number;

  @ApiProperty({ type: String, nullable: true, example: '2026-10-06', description: 'The sheet day, if given.' })
  day!: string | null;

  @ApiProperty({ example: 'attendance-day-1.pdf' })
  fileName!: string;

  @ApiProperty({ example: 'application/pdf', description: 'As found in the content, not as declared.' })
  mediaType!: string;

  @ApiProperty({ example: 482113, description: 'Bytes.' })
  size!: number;

  @ApiProperty({ example: 'approver' })
  uploadedBy!: string;

  @ApiProperty({ example: '2026-10-06T16:02:11.000Z' })
  uploadedAt!: string;
}
