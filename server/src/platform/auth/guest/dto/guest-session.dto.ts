import { ApiProperty } from '@nestjs/swagger';

/** The answer to a code request: how long the mailed code stays valid. */
export class CodeRequestedDto {
  @ApiProperty({ example: 15 })
  codeValidMinutes!: number;
}

/** Stored by the participant SPA as 'AuthUser'. */
export class GuestSessionDto {
  @ApiProperty({ description: 'Bearer token for the API, valid for 15 minutes.' })
  token!: string;

  @ApiProperty({ description: 'Opaque; exchanged once for a new session at /auth/guest/refresh-token.' })
  refreshToken!: string;

  @ApiProperty({ description: 'When the refresh token expires (ISO 8601).' })
  refreshTokenExpiryTime!: string;
}
