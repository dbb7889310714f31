import { ApiProperty } from '@nestjs/swagger';

/** A local staff account's session: the console keeps it in session storage. */
export class StaffSessionDto {
  @ApiProperty({ description: 'Bearer token for the API, valid for an hour.' })
  token!: string;

  @ApiProperty({ description: 'When the token expires (ISO 8601).' })
  tokenExpiryTime!: string;

  @ApiProperty({ description: 'Opaque; exchanged once for a new session at /auth/refresh-token.' })
  refreshToken!: string;

  @ApiProperty({ description: 'When the refresh token expires (ISO 8601).' })
  refreshTokenExpiryTime!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ description: 'The name the console shows (the username when none was given).' })
  displayName!: string;

  @ApiProperty({ type: [String], example: ['Admin'] })
  roles!: string[];
}
