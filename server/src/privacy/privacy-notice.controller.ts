import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';

import { Public } from '../auth/access.decorators.js';
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
  @ApiOperation({
    summary: 'The privacy notice the participant app shows at /privacy (PRIVACY_NOTICE_FILE or the template).',
  })
  @ApiOkResponse({ type: PrivacyNoticeDto })
  get(): PrivacyNoticeDto {
    return { markdown: this.notice.markdown() };
  }
}
