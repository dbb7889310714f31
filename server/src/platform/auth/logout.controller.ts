import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from './access.decorators.js';
import { LogoutDto } from './dto/logout.dto.js';
import { GuestAuthService } from './guest/guest-auth.service.js';
import { StaffSessions } from './sessions/staff-sessions.service.js';

/** POST /auth/logout: the participant app's Logoff and the console's sign-out. */
@ApiTags('Auth')
@Controller('auth')
export class LogoutController {
  constructor(
    private readonly guests: GuestAuthService,
    private readonly staff: StaffSessions,
  ) {}

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Ends the session of the refresh token (a guest’s or a staff member’s): its whole family is revoked, ' +
      'and its access tokens stop working at once. 204 in any case.',
  })
  @ApiNoContentResponse()
  async logout(@Body() body: LogoutDto): Promise<void> {
    if (!(await this.guests.logout(body.RefreshToken))) await this.staff.logout(body.RefreshToken);
    // This replica's next request with the session's access token is refused too.
    await this.staff.settled();
  }
}
