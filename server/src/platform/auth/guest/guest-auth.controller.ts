import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@unit-costs/contract';

import { RequestLanguage } from '../../common/i18n/request-language.js';
import { SignInLimits } from '../../rate-limits/sign-in-limits.decorator.js';
import { Public } from '../access.decorators.js';
import { RefreshDto } from '../dto/refresh.dto.js';
import { GuestCodeRequestDto } from './dto/guest-code-request.dto.js';
import { GuestLoginDto } from './dto/guest-login.dto.js';
import { CodeRequestedDto, GuestSessionDto } from './dto/guest-session.dto.js';
import { CODE_MINUTES, GuestAuthService } from './guest-auth.service.js';

@ApiTags('Auth')
@Controller('auth/guest')
export class GuestAuthController {
  constructor(private readonly guests: GuestAuthService) {}

  @Public()
  @SignInLimits({ perIp: 30 })
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a sign-in code. The answer is the same for every well-formed address.',
    description: "The mail is in the request's Accept-Language where it is English, German or French, else English.",
  })
  @ApiOkResponse({ type: CodeRequestedDto })
  async requestCode(
    @Body() body: GuestCodeRequestDto,
    @RequestLanguage() language: Language | undefined,
  ): Promise<CodeRequestedDto> {
    await this.guests.requestCode(body.Email, language);
    return { codeValidMinutes: CODE_MINUTES };
  }

  @Public()
  @SignInLimits({ perIp: 30 })
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the mailed code for a session; 401 for a wrong, used or expired code.' })
  @ApiOkResponse({ type: GuestSessionDto })
  login(@Body() body: GuestLoginDto): Promise<GuestSessionDto> {
    return this.guests.login(body.Email, body.confirmationcode);
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the refresh token for a new session (rotation); 401 when expired or revoked.' })
  @ApiOkResponse({ type: GuestSessionDto })
  refresh(@Body() body: RefreshDto): Promise<GuestSessionDto> {
    return this.guests.refresh(body.Token, body.RefreshToken);
  }
}
