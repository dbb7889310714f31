import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_INVALID, EMAIL_MANDATORY } from '@unit-costs/contract';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class GuestCodeRequestDto {
  @ApiProperty({ example: 'jane.doe@court.example' })
  @IsString({ message: EMAIL_MANDATORY })
  @IsNotEmpty({ message: EMAIL_MANDATORY })
  @MaxLength(254, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  Email!: string;
}
