import { Inject, Injectable } from '@nestjs/common';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import type { ClientConfigDto } from './dto/client-config.dto.js';
import { ENTRA_LOGIN_HOST } from './entra-login-host.js';

/** The run-time settings the web apps read at start, derived once from the server's configuration. */
@Injectable()
export class ClientConfigService {
  private readonly clientConfig: ClientConfigDto;

  constructor(@Inject(CONFIG) config: AppConfig) {
    const { entra, publicUrl } = config;
    this.clientConfig = {
      entra: entra
        ? {
            clientId: entra.clientId,
            tenantId: entra.tenantId,
            authority: `${ENTRA_LOGIN_HOST}/${entra.tenantId}`,
            apiScope: entra.apiScope,
            redirectUri: `${publicUrl}/blank.html`,
          }
        : null,
      publicUrl,
    };
  }

  get(): ClientConfigDto {
    return this.clientConfig;
  }
}
