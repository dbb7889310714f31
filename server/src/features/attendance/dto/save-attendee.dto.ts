import { ApiProperty } from '@nestjs/swagger';
import { mandatory } from '@unit-costs/contract';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { NormalisedEmail } from '../../../platform/common/email-address.js';
import { MAX_ID } from '../../../platform/common/ids/parse-id.pipe.js';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimmedOrNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
const text = (label: string) => ({ message: `Field '${label}' must be a text.` });
const atMost = (label: string, length: number) => ({
  message: `Field '${label}' must be at most ${length} characters long.`,
});

/** The body of POST /api/events/{id}/attendees and PUT .../attendees/{attendeeId}: the whole attendee. */
export class SaveAttendeeDto {
  @ApiProperty({ example: 'Ελένη', maxLength: 100 })
  @trimmed()
  @IsNotEmpty({ message: mandatory('First Name') })
  @IsString(text('First Name'))
  @MaxLength(100, atMost('First Name', 100))
  firstname!: string;

  @ApiProperty({ example: 'Παπαδοπούλου', maxLength: 100 })
  @trimmed()
  @IsNotEmpty({ message: mandatory('Last Name') })
  @IsString(text('Last Name'))
  @MaxLength(100, atMost('Last Name', 100))
  lastname!: string;

  @ApiProperty({ example: 'eleni.papadopoulou@court.example', maxLength: 254 })
  @NormalisedEmail()
  @IsNotEmpty({ message: mandatory('Email') })
  @IsEmail({}, { message: "Field 'Email' must be a valid e-mail address." })
  email!: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Areios Pagos', maxLength: 300 })
  @trimmedOrNull()
  @IsOptional()
  @IsString(text('Institution'))
  @MaxLength(300, atMost('Institution', 300))
  institution?: string | null;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Athens', maxLength: 200 })
  @trimmedOrNull()
  @IsOptional()
  @IsString(text('City'))
  @MaxLength(200, atMost('City', 200))
  city?: string | null;

  @ApiProperty({ type: Number, required: false, nullable: true, example: 3 })
  @IsOptional()
  @IsInt({ message: "Field 'Country' must be a country's id." })
  @Min(1, { message: "Field 'Country' must be a country's id." })
  @Max(MAX_ID, { message: "Field 'Country' must be a country's id." })
  countryId?: number | null;

  @ApiProperty({ required: false, default: false })
  @IsOptional()
  @IsBoolean({ message: "Field 'Fee Paid' must be true or false." })
  feePaid?: boolean;
}

/** The body of POST .../attendees/{attendeeId}/check-ins: the day, today when left out. */
export class CheckInDto {
  @ApiProperty({ required: false, example: '2026-10-06', description: 'An event day (YYYY-MM-DD); default today.' })
  @IsOptional()
  @IsString({ message: "Field 'Day' must be a date as YYYY-MM-DD." })
  day?: string;
}
