import { Controller, Get, Header } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Language } from '@unit-costs/contract';

import { Public } from '../../platform/auth/access.decorators.js';
import { RequestLanguage } from '../../platform/common/i18n/request-language.js';
import { PrivacyNotice } from './privacy-notice.js';

export class PrivacyNoticeDto {
  @ApiProperty({ description: "The academy's privacy notice, markdown (plain text is markdown too)." })
  markdown!: string;
}

@ApiTags('Privacy')
@Controller('api/privacy-notice')
export class PrivacyNoticeController {
  constructor(private readonly notice: PrivacyNotice) {}

  @Public()
  @Get()
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      "The privacy notice the participant app shows at /privacy: PRIVACY_NOTICE_FILE as it is, else the template in the request's language (Accept-Language: en, de or fr; else English).",
  })
  @ApiHeader({ name: 'Accept-Language', required: false, description: "The page's language: en, de or fr." })
  @ApiOkResponse({ type: PrivacyNoticeDto })
  get(@RequestLanguage() language: Language | undefined): PrivacyNoticeDto {
    return { markdown: this.notice.markdown(language) };
  }
}
