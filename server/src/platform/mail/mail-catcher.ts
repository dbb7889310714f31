import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import type { AppConfig } from '../config/config.js';

type CatcherConfig = Pick<AppConfig, 'dataDir' | 'mailCatcherSmtpPort' | 'mailCatcherWebPort'>;

/** The inbox a developer opens to read what the server sent. */
export function mailCatcherInboxUrl(config: CatcherConfig): string {
  return `http://localhost:${config.mailCatcherWebPort}`;
}

/**
 * maildev runs in a worker thread, loaded by Node's own module loader: Jest's loader cannot load
 * its web stack (CommonJS that requires ES modules) on Node 20, and the catcher's parsing and
 * console output stay off the server's event loop. The thread ends with the process, never outlives it.
 */
const CATCHER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.maildev).then(async ({ MailDev }) => {
  const catcher = new MailDev(workerData.options);
  await catcher.start();
  parentPort.once('message', () => catcher.stop().finally(() => parentPort.postMessage({ stopped: true })));
  parentPort.postMessage({ started: true });
}).catch((error) => parentPort.postMessage({ error: error.message }));
`;

type CatcherMessage = { started: true } | { stopped: true } | { error: string };

/** The embedded mail catcher (maildev) that receives every mail when SMTP_URL is unset. */
export class MailCatcher {
  private constructor(private readonly thread: Worker) {}

  /**
   * Both ports listen on 127.0.0.1 only: the inbox shows sign-in codes. Mails are kept under
   * DATA_DIR, so the inbox survives a restart.
   */
  static async start(config: CatcherConfig): Promise<MailCatcher> {
    const options = {
      smtp: config.mailCatcherSmtpPort,
      ip: '127.0.0.1',
      web: config.mailCatcherWebPort,
      webIp: '127.0.0.1',
      mailDirectory: join(config.dataDir, 'mail-catcher'),
      silent: true,
    };
    const thread = new Worker(CATCHER_THREAD, {
      eval: true,
      workerData: { maildev: import.meta.resolve('maildev'), options },
      stdout: true, // maildev announces itself on the console; the server says it once, below
    });
    thread.stdout.resume();
    const catcher = new MailCatcher(thread);
    const answer = await catcher.next();
    if ('error' in answer) {
      await thread.terminate();
      throw new Error(
        `The mail catcher could not start on 127.0.0.1 ports ${options.smtp} (SMTP) and ${options.web} (web): ` +
          `${answer.error}. Set SMTP_URL, or MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT to free ports.`,
      );
    }
    thread.unref(); // running, it must not keep a stopping process alive
    new Logger('Mail').log(
      `SMTP_URL is not set: mails go to the embedded mail catcher, inbox ${mailCatcherInboxUrl(config)}`,
    );
    return catcher;
  }

  async stop(): Promise<void> {
    const stopped = this.next();
    this.thread.postMessage('stop');
    await stopped;
    await this.thread.terminate();
  }

  private next(): Promise<CatcherMessage> {
    return new Promise((resolve, reject) => {
      this.thread.once('message', resolve);
      this.thread.once('error', reject);
      this.thread.once('exit', (code) => reject(new Error(`the mail catcher thread ended (exit code ${code})`)));
    });
  }
}
