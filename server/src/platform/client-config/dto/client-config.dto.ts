import { ApiProperty } from '@nestjs/swagger';

/** What the admin console's MSAL client needs to sign staff in with Microsoft Entra ID. */
export class EntraClientConfigDto {
  @ApiProperty({ description: 'Application (client) id of the API’s app registration.' })
  clientId!: string;

  @ApiProperty({ description: 'Directory (tenant) id.' })
  tenantId!: string;

  @ApiProperty({ example: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000' })
  authority!: string;

  @ApiProperty({
    description: "The API scope 'access as user' the console requests tokens for.",
    example: 'api://00000000-0000-0000-0000-000000000000/access_as_user',
  })
  apiScope!: string;

  @ApiProperty({
    description: 'Where the sign-in popup returns to: the site followed by /blank.html.',
    example: 'https://claims.example.org/blank.html',
  })
  redirectUri!: string;
}

export class ClientConfigDto {
  @ApiProperty({
    type: EntraClientConfigDto,
    nullable: true,
    description: 'null when Entra ID is not configured: staff then sign in with local accounts (POST /auth/login).',
  })
  entra!: EntraClientConfigDto | null;

  @ApiProperty({
    description: 'The public base URL of the site, without a trailing slash.',
    example: 'https://claims.example.org',
  })
  publicUrl!: string;
}
