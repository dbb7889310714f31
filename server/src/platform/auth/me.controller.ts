import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';

import { SignedIn } from './access.decorators.js';
import { CurrentPrincipal } from './current-principal.decorator.js';
import type { Principal } from './principal.js';

export class MeDto {
  @ApiProperty({ enum: ['guest', 'staff'] })
  kind!: Principal['kind'];

  @ApiProperty({ description: 'Display name (a guest: the e-mail address).' })
  name!: string;

  @ApiPropertyOptional({ description: 'The guest’s e-mail address; absent for staff.' })
  email?: string;

  @ApiProperty({ type: [String], example: ['Approver'], description: 'Staff roles; empty for guests.' })
  roles!: string[];
}

@ApiTags('Auth')
@Controller('api/me')
export class MeController {
  @SignedIn()
  @Get()
  @ApiOperation({ summary: 'Who is signed in: a guest (by e-mail code) or a staff member with their roles.' })
  @ApiOkResponse({ type: MeDto })
  me(@CurrentPrincipal() principal: Principal): MeDto {
    return principal.kind === 'guest'
      ? { kind: 'guest', name: principal.name, email: principal.id, roles: [] }
      : { kind: 'staff', name: principal.name, roles: principal.roles };
  }
}
