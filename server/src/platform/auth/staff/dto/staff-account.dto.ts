import { ApiProperty } from '@nestjs/swagger';

import { STAFF_ROLES } from '../../roles.js';
import type { StaffAccount } from '../../staff-account.entity.js';

/** A staff account as the console's staff page shows it. */
export class StaffAccountDto {
  @ApiProperty({ example: 2 })
  id!: number;

  @ApiProperty({ example: 'anna.schmidt' })
  username!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Anna Schmidt' })
  displayName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'anna.schmidt@academy.example' })
  email!: string | null;

  @ApiProperty({ enum: STAFF_ROLES, isArray: true, example: ['Approver'] })
  roles!: string[];

  @ApiProperty({ description: 'A disabled account cannot sign in, and its sessions have ended.' })
  enabled!: boolean;

  @ApiProperty({
    enum: ['local', 'entra'],
    description: 'local: username and password here; entra: Microsoft Entra ID.',
  })
  source!: 'local' | 'entra';

  @ApiProperty({ type: String, nullable: true, description: 'The last sign-in (ISO 8601).' })
  lastLoginAt!: string | null;

  @ApiProperty({ description: 'ISO 8601.' })
  createdAt!: string;
}

/** The answer to creating an account or resetting its password: the password is shown this once. */
export class StaffAccountWithPasswordDto extends StaffAccountDto {
  @ApiProperty({ description: 'Generated; shown only in this answer. The holder signs in with it.' })
  password!: string;
}

export function toStaffAccountDto(account: StaffAccount): StaffAccountDto {
  const { id, username, displayName, email, roles, enabled, lastLoginAt, createdAt } = account;
  return {
    id,
    username,
    displayName,
    email,
    roles,
    enabled,
    source: account.entraId ? 'entra' : 'local',
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
