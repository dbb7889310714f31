import { ApiProperty } from '@nestjs/swagger';
import { ContactType, mandatory } from '@unit-costs/contract';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { NormalisedEmail } from '../../../platform/common/email-address.js';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Blank optional texts are stored as absent. */
const trimmedOrNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

const isMandatory = (label: string) => ({ message: mandatory(label) });
const text = (label: string) => ({ message: `Field '${label}' must be a text.` });
const atMost = (label: string, length: number) => ({
  message: `Field '${label}' must be at most ${length} characters long.`,
});

/** The body of POST /api/contacts and PUT /api/contacts/{id}: the whole employee record. */
export class SaveContactDto {
  @ApiProperty({ example: 'Anna', maxLength: 100 })
  @trimmed()
  @IsNotEmpty(isMandatory('First Name'))
  @IsString(text('First Name'))
  @MaxLength(100, atMost('First Name', 100))
  firstname!: string;

  @ApiProperty({ example: 'Schmidt', maxLength: 100 })
  @trimmed()
  @IsNotEmpty(isMandatory('Last Name'))
  @IsString(text('Last Name'))
  @MaxLength(100, atMost('Last Name', 100))
  lastname!: string;

  @ApiProperty({ example: 'anna.schmidt@example.org', maxLength: 254 })
  @NormalisedEmail()
  @IsNotEmpty(isMandatory('Email'))
  // Also refuses addresses longer than 254 characters (RFC 5321), the column's length.
  @IsEmail({}, { message: "Field 'Email' must be a valid e-mail address." })
  email!: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Course Director', maxLength: 200 })
  @trimmedOrNull()
  @IsOptional()
  @IsString(text('Job Title'))
  @MaxLength(200, atMost('Job Title', 200))
  jobTitle?: string | null;

  @ApiProperty({ type: String, required: false, nullable: true, example: '+49 651 93737 0', maxLength: 50 })
  @trimmedOrNull()
  @IsOptional()
  @IsString(text('Phone'))
  @MaxLength(50, atMost('Phone', 50))
  phone?: string | null;

  @ApiProperty({ enum: [0, 1, 2], description: '0 Assistant, 1 Lawyer, 2 Employee.' })
  @IsNotEmpty(isMandatory('Contact Type'))
  @IsIn([ContactType.Assistant, ContactType.Lawyer, ContactType.Employee], {
    message: "Field 'Contact Type' must be 0 (Assistant), 1 (Lawyer) or 2 (Employee).",
  })
  contactType!: ContactType;
}
