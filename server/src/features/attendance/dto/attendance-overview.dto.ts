import { ApiProperty } from '@nestjs/swagger';

export class DayCountDto {
  @ApiProperty({ example: '2026-10-06' })
  day!: string;

  @ApiProperty({ example: 24 })
  count!: number;
}

/** An event's attendance at a glance: its days, its attendees and ticks counted, its scans. */
export class AttendanceOverviewDto {
  @ApiProperty({ example: 7 })
  eventId!: number;

  @ApiProperty({ example: '126DT01' })
  number!: string;

  @ApiProperty({ example: 'Cross-border evidence in civil matters' })
  title!: string;

  @ApiProperty({ type: [String], example: ['2026-10-06', '2026-10-07'], description: 'The event days (academy days).' })
  days!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Today, when it is a day of the event.' })
  today!: string | null;

  @ApiProperty()
  attendees!: number;

  @ApiProperty()
  feePaid!: number;

  @ApiProperty({ description: 'Attendees checked in on at least one day.' })
  checkedInAnyDay!: number;

  @ApiProperty({ type: [DayCountDto], description: 'Attendees checked in, per event day.' })
  checkedIn!: DayCountDto[];

  @ApiProperty({ description: 'Scans of signed sheets uploaded.' })
  scans!: number;
}
