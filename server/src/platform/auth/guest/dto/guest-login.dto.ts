import { ApiProperty } from '@nestjs/swagger';
import { CODE_MANDATORY } from '@unit-costs/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { GuestCodeRequestDto } from './guest-code-request.dto.js';

export class GuestLoginDto extends GuestCodeRequestDto {
  @ApiProperty({ example: '042917', description: 'The 6-digit code from the mail.' })
  @IsString({ message: CODE_MANDATORY })
  @IsNotEmpty({ message: CODE_MANDATORY })
  @MaxLength(20, { message: CODE_MANDATORY })
  confirmationcode!: string;
}
