import { Global, Module } from '@nestjs/common';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { TransactionHost } from '../database/transaction-host.js';
import { BullMailDispatcher, bullPrefix } from './bull-mail.dispatcher.js';
import { InProcessMailDispatcher } from './in-process-mail.dispatcher.js';
import { MailAttachments } from './mail-attachments.js';
import { MailDelivery } from './mail-delivery.js';
import { MailOutbox } from './mail-outbox.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailQueue } from './mail-queue.js';
import { MailTransport } from './mail.transport.js';

/**
 * Global: any feature injects MailQueue and sends through it, inside the transaction of the change
 * the mail reports; features with attachments register their renderer with MailAttachments.
 */
@Global()
@Module({
  providers: [
    { provide: MailTransport, inject: [CONFIG], useFactory: (config: AppConfig) => MailTransport.start(config) },
    MailAttachments,
    MailOutboxRepository,
    MailDelivery,
    {
      provide: MailQueue,
      inject: [CONFIG, TransactionHost, MailOutboxRepository, MailDelivery],
      useFactory: (
        config: AppConfig,
        transactions: TransactionHost,
        outbox: MailOutboxRepository,
        delivery: MailDelivery,
      ) =>
        new MailOutbox(
          transactions,
          outbox,
          config.redisUrl
            ? new BullMailDispatcher(delivery, { redisUrl: config.redisUrl, prefix: bullPrefix(config.databaseUrl) })
            : new InProcessMailDispatcher(delivery),
        ),
    },
  ],
  exports: [MailQueue, MailAttachments, MailOutboxRepository],
})
export class MailModule {}
