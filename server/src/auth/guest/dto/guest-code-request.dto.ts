import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const EMAIL_MANDATORY = "Field 'Email' is mandatory.";
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';

export class GuestCodeRequestDto {
  @ApiProperty({ example: 'jane.doe@court.example' })
  @IsString({ message: EMAIL_MANDATORY })
  @IsNotEmpty({ message: EMAIL_MANDATORY })
  @MaxLength(254, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  Email!: string;
}
