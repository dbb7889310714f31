import { Global, Module, type DynamicModule } from '@nestjs/common';

import type { AppConfig } from './config.js';
import type { Secrets } from './secrets.js';

export const CONFIG = Symbol('AppConfig');
export const SECRETS = Symbol('Secrets');

/** Makes the validated configuration and the secrets injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, secrets: Secrets): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: SECRETS, useValue: secrets },
      ],
      exports: [CONFIG, SECRETS],
    };
  }
}
