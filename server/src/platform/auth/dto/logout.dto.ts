import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /auth/logout: the refresh token names the session that ends (a guest's or a staff member's). */
export class LogoutDto {
  @ApiProperty()
  @IsString({ message: "Field 'RefreshToken' is mandatory." })
  @IsNotEmpty({ message: "Field 'RefreshToken' is mandatory." })
  @MaxLength(200)
  RefreshToken!: string;
}
