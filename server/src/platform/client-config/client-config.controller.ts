import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../auth/access.decorators.js';
import { ClientConfigService } from './client-config.service.js';
import { ClientConfigDto } from './dto/client-config.dto.js';

@ApiTags('Config')
@Controller('api/config')
export class ClientConfigController {
  constructor(private readonly clientConfig: ClientConfigService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'What the web apps need at run time: the Entra ID sign-in settings (null without Entra ID) and the site URL.',
  })
  @ApiOkResponse({ type: ClientConfigDto })
  get(): ClientConfigDto {
    return this.clientConfig.get();
  }
}
