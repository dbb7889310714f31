import { ApiProperty } from '@nestjs/swagger';

/** A claim's attendance (staff only): matched to the event's attendee with the claim's e-mail address. */
export class ClaimAttendanceDto {
  @ApiProperty({ description: "An attendee of the claim's event has the claim's e-mail address." })
  registered!: boolean;

  @ApiProperty()
  feePaid!: boolean;

  @ApiProperty({ type: [String], example: ['2026-10-06', '2026-10-07'], description: 'Days ticked in (YYYY-MM-DD).' })
  checkedInDays!: string[];

  @ApiProperty({ description: "A scan of the event's signed attendance sheets is uploaded." })
  signedSheetsUploaded!: boolean;
}
