import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { mandatory } from '@unit-costs/contract';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';

import { NormalisedEmail } from '../../../common/email-address.js';
import { STAFF_ROLES, StaffRole } from '../../roles.js';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const ROLES_MESSAGE = `Field 'Roles' must hold at least one of ${STAFF_ROLES.join(', ')}.`;

/** The body of POST /api/staff: a new local account (its password is generated and shown once). */
export class CreateStaffAccountDto {
  @ApiProperty({ example: 'anna.schmidt', maxLength: 100 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: mandatory('Username') })
  @IsString({ message: mandatory('Username') })
  @MaxLength(100, { message: "Field 'Username' must be at most 100 characters long." })
  @Matches(/^[a-z0-9][a-z0-9._@-]*$/, {
    message: "Field 'Username' may hold letters a-z, digits and . _ @ - (starting with a letter or digit).",
  })
  username!: string;

  @ApiProperty({ example: 'Anna Schmidt', maxLength: 200 })
  @trimmed()
  @IsNotEmpty({ message: mandatory('Display Name') })
  @IsString({ message: mandatory('Display Name') })
  @MaxLength(200, { message: "Field 'Display Name' must be at most 200 characters long." })
  displayName!: string;

  @ApiProperty({ example: 'anna.schmidt@academy.example', maxLength: 254 })
  @NormalisedEmail()
  @IsNotEmpty({ message: mandatory('Email') })
  @IsEmail({}, { message: "Field 'Email' must be a valid e-mail address." })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES, isArray: true, example: [StaffRole.Approver] })
  @IsArray({ message: ROLES_MESSAGE })
  @ArrayMinSize(1, { message: ROLES_MESSAGE })
  @ArrayMaxSize(STAFF_ROLES.length, { message: ROLES_MESSAGE })
  @IsIn(STAFF_ROLES, { each: true, message: ROLES_MESSAGE })
  roles!: StaffRole[];
}

/** The body of PUT /api/staff/{id}: any of name, e-mail, roles and `enabled`; what is left out stays. */
export class UpdateStaffAccountDto extends PartialType(
  PickType(CreateStaffAccountDto, ['displayName', 'email', 'roles']),
) {
  @ApiPropertyOptional({ description: 'false disables the account and ends its sessions.' })
  @IsOptional()
  @IsBoolean({ message: "Field 'Enabled' must be true or false." })
  enabled?: boolean;
}
