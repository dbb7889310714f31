import type { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import type { AppConfig } from '../config/config.js';
import type { RenderedAttachment } from './mail-attachments.js';
import { MailCatcher } from './mail-catcher.js';
import type { MailMessage } from './mail-queue.js';

// nodemailer waits minutes by default; a hung SMTP server should fail the attempt and leave it to a retry.
// Pooled: a few connections carry every mail in turn instead of one connection (and handshake) per mail.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const POOL = { pool: true, maxConnections: 4 } as const;

/** Hands mails to SMTP: SMTP_URL, or the embedded mail catcher when it is unset. What every delivery attempt ends in. */
export class MailTransport implements OnApplicationShutdown {
  private constructor(
    private readonly transporter: Transporter,
    private readonly catcher?: MailCatcher,
  ) {}

  static async start(config: AppConfig): Promise<MailTransport> {
    const defaults = { from: config.mailFrom, replyTo: config.mailReplyTo };
    if (config.smtpUrl)
      return new MailTransport(createTransport({ url: config.smtpUrl, ...POOL, ...TIMEOUTS }, defaults));
    const catcher = await MailCatcher.start(config);
    // The catcher on loopback needs no TLS.
    const options = { host: '127.0.0.1', port: config.mailCatcherSmtpPort, ignoreTLS: true, ...POOL, ...TIMEOUTS };
    return new MailTransport(createTransport(options, defaults), catcher);
  }

  /** Resolves once the SMTP server has accepted the mail; rejects with its answer otherwise. */
  async send(mail: MailMessage, attachments: RenderedAttachment[] = []): Promise<void> {
    await this.transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments.length > 0 && { attachments }),
    });
  }

  /** After every queue has closed (they close in onModuleDestroy), so no job is cut off mid-send. */
  async onApplicationShutdown(): Promise<void> {
    this.transporter.close();
    await this.catcher?.stop();
  }
}
