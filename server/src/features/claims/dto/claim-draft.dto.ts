import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CITY_MANDATORY,
  claimFieldMandatory,
  EMAIL_INVALID,
  INSTITUTION_MANDATORY,
  type Language,
  LANGUAGES,
  POSTAL_CODE_MANDATORY,
  STREET_MANDATORY,
} from '@unit-costs/contract';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

import { IsPresent, Trim } from '../../../platform/common/validation/field-rules.js';
import { CalculationInputDto } from './calculation-request.dto.js';

const tooLong = (field: string, max: number) => `Field ${field} must not be longer than ${max} characters.`;

/**
 * A required text field: trimmed, so blanks count as missing. Applied bottom-up like stacked
 * decorators, so that the pipe reports "mandatory" before "too long".
 */
function Text(message: string, field: string, max: number): PropertyDecorator {
  const rules = [
    Trim(),
    IsPresent({ message }),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(max, { message: tooLong(field, max) }),
  ];
  return (target, key) => [...rules].reverse().forEach((rule) => rule(target, key));
}

/**
 * Text that a mail may echo: no markup and nothing a mail client would turn into a link (a scheme,
 * 'www.', or a dot followed by letters as in a domain name). 'J.R.R.' and 'St. Pölten' pass.
 */
const LINK_OR_MARKUP = /[<>]|:\/\/|www\.|\.\p{L}{2,}/iu;
const plainText = (field: string) =>
  ValidateBy(
    { name: 'plainText', validator: { validate: (value) => typeof value !== 'string' || !LINK_OR_MARKUP.test(value) } },
    { message: `Field ${field} may only hold plain text, without web addresses or markup.` },
  );

/** The claim form's save: the calculation's input plus who the participant is and where they work. */
export class ClaimDraftDto extends CalculationInputDto {
  @ApiProperty({ example: 'Jane' })
  @Text(claimFieldMandatory('Firstname'), 'Firstname', 100)
  @plainText('Firstname')
  firstname!: string;

  @ApiProperty({ example: 'Doe' })
  @Text(claimFieldMandatory('Lastname'), 'Lastname', 100)
  @plainText('Lastname')
  lastname!: string;

  @ApiProperty({ example: 'jane.doe@court.example' })
  @Text(claimFieldMandatory('Email'), 'Email', 254)
  @IsEmail({}, { message: EMAIL_INVALID })
  email!: string;

  @ApiProperty({ example: '+32 2 555 01 23' })
  @Text(claimFieldMandatory('Phone'), 'Phone', 50)
  phone!: string;

  @ApiProperty({ description: 'The employer.', example: 'Court of Appeal Brussels' })
  @Text(INSTITUTION_MANDATORY, 'Institution', 300)
  @plainText('Institution')
  institution!: string;

  @ApiProperty({ example: 'Place Poelaert 1' })
  @Text(STREET_MANDATORY, 'Street', 200)
  street!: string;

  @ApiProperty({ example: '1000' })
  @Text(POSTAL_CODE_MANDATORY, 'PostalCode', 20)
  postalCode!: string;

  @ApiProperty({ example: 'Brussels' })
  @Text(CITY_MANDATORY, 'City', 200)
  city!: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      "The language of the page the claim was saved on: its confirmation and every later mail about it are in it. Without it, the request's Accept-Language; else English.",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: "Field 'Language' must be 'en', 'de' or 'fr'." })
  language?: Language;
}
