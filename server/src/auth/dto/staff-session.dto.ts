import { ApiProperty } from '@nestjs/swagger';

export class StaffSessionDto {
  @ApiProperty({ description: 'Bearer token for the API.' })
  token!: string;

  @ApiProperty({ description: 'When the token expires (ISO 8601).' })
  tokenExpiryTime!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ type: [String], example: ['Admin'] })
  roles!: string[];
}
