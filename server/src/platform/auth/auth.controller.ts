import { Body, Controller, Headers, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { SignInLimits } from '../rate-limits/sign-in-limits.decorator.js';
import { Public } from './access.decorators.js';
import { LoginDto } from './dto/login.dto.js';
import { RefreshDto } from './dto/refresh.dto.js';
import { StaffSessionDto } from './dto/staff-session.dto.js';
import { StaffSessions } from './sessions/staff-sessions.service.js';
import { StaffAccountsService } from './staff-accounts.service.js';

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly staffAccounts: StaffAccountsService,
    private readonly sessions: StaffSessions,
  ) {}

  @Public()
  @SignInLimits({ perIp: 30 })
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in with a local account (also for service accounts).',
    description: 'Sets a device cookie: a browser that signed in before is not locked out by others’ guessing.',
  })
  @ApiOkResponse({ type: StaffSessionDto })
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Headers('cookie') cookies: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffSessionDto> {
    const { session, deviceCookie } = await this.staffAccounts.login(body.Username, body.Password, ip, cookies);
    void reply.header('set-cookie', deviceCookie);
    return session;
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a staff refresh token for a new session (rotation); 401 when it ended.' })
  @ApiOkResponse({ type: StaffSessionDto })
  refresh(@Body() body: RefreshDto): Promise<StaffSessionDto> {
    return this.sessions.refresh(body.Token, body.RefreshToken);
  }
}
