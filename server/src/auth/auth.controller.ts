import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { SignInLimits } from '../rate-limits/sign-in-limits.decorator.js';
import { Public } from './access.decorators.js';
import { LoginDto } from './dto/login.dto.js';
import { StaffSessionDto } from './dto/staff-session.dto.js';
import { StaffAccountsService } from './staff-accounts.service.js';

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly staffAccounts: StaffAccountsService) {}

  @Public()
  @SignInLimits({ perIp: 30 })
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in with a local account (also for service accounts).' })
  @ApiOkResponse({ type: StaffSessionDto })
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<StaffSessionDto> {
    return this.staffAccounts.login(body.Username, body.Password, ip);
  }
}
