import { Global, Module } from '@nestjs/common';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { BullMailQueue, bullPrefix } from './bull-mail.queue.js';
import { InProcessMailQueue } from './in-process-mail.queue.js';
import { MailQueue } from './mail-queue.js';
import { MailTransport } from './mail.transport.js';

/** Global: any feature injects MailQueue and calls send() after its database work has committed. */
@Global()
@Module({
  providers: [
    { provide: MailTransport, inject: [CONFIG], useFactory: (config: AppConfig) => MailTransport.start(config) },
    {
      provide: MailQueue,
      inject: [CONFIG, MailTransport],
      useFactory: (config: AppConfig, transport: MailTransport): MailQueue =>
        config.redisUrl
          ? new BullMailQueue(transport, { redisUrl: config.redisUrl, prefix: bullPrefix(config.databaseUrl) })
          : new InProcessMailQueue(transport),
    },
  ],
  exports: [MailQueue],
})
export class MailModule {}
