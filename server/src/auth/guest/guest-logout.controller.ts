import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../access.decorators.js';
import { GuestLogoutDto } from './dto/guest-logout.dto.js';
import { GuestAuthService } from './guest-auth.service.js';

/** POST /auth/logout: the participant app's Logoff. */
@ApiTags('Auth')
@Controller('auth')
export class GuestLogoutController {
  constructor(private readonly guests: GuestAuthService) {}

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the session of the refresh token: its whole family is revoked. 204 in any case.' })
  @ApiNoContentResponse()
  async logout(@Body() body: GuestLogoutDto): Promise<void> {
    await this.guests.logout(body.RefreshToken);
  }
}
