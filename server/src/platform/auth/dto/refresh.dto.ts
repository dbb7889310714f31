import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /auth/guest/refresh-token and POST /auth/refresh-token (staff). */
export class RefreshDto {
  @ApiProperty({ description: 'The access token of the session (may have expired).' })
  @IsString({ message: "Field 'Token' is mandatory." })
  @IsNotEmpty({ message: "Field 'Token' is mandatory." })
  @MaxLength(4096)
  Token!: string;

  @ApiProperty()
  @IsString({ message: "Field 'RefreshToken' is mandatory." })
  @IsNotEmpty({ message: "Field 'RefreshToken' is mandatory." })
  @MaxLength(200)
  RefreshToken!: string;
}
