import { Module } from '@nestjs/common';

import { ClientConfigController } from './client-config.controller.js';
import { ClientConfigService } from './client-config.service.js';

@Module({ controllers: [ClientConfigController], providers: [ClientConfigService] })
export class ClientConfigModule {}
