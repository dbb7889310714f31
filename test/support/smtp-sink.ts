import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it. */
export interface ReceivedMail {
  /** The From header. */
  from: { name: string; address: string };
  /** The Reply-To header's address ('' without one). */
  replyTo: string;
  /** The envelope recipients: where the mail was actually delivered. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content as sent (a PDF is binary). */
  attachments: { filename: string; content: Buffer }[];
}

/**
 * A real SMTP server for tests, on a free port of 127.0.0.1 (pass `url` as SMTP_URL). It keeps
 * every mail it accepts and can be told to refuse mails for a while.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** Mails accepted so far, parsed or not. */
  received = 0;
  /** Mails refused so far. */
  refusals = 0;
  private refusal?: { code: number; remaining: number };
  private readonly listeners = new Set<() => void>();
  private readonly server: SMTPServer;
  private port = 0;

  private constructor(parse: boolean) {
    this.server = new SMTPServer({
      authOptional: true,
      // Its self-signed certificate would fail the client's check; loopback needs no TLS.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom: (_address, _session, callback) => callback(this.nextRefusal()),
      onData: (stream, session, callback) => {
        if (!parse) {
          stream.resume().once('end', () => {
            this.received += 1;
            callback();
          });
          return;
        }
        simpleParser(stream).then((parsed) => {
          this.mails.push({
            from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
            replyTo: parsed.replyTo?.value[0]?.address ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              content: file.content,
            })),
          });
          this.received += 1;
          for (const listener of this.listeners) listener();
          callback();
        }, callback);
      },
    });
  }

  /**
   * `parse: false` only counts the mails (`received`), as a remote SMTP server costs this machine
   * nothing to parse them: for a load test that shares the machine with the server.
   */
  static async start({ parse = true } = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(parse);
    await new Promise<void>((resolve, reject) => {
      sink.server.once('error', reject);
      sink.server.listen(0, '127.0.0.1', resolve);
    });
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuses the next `times` mails (all of them when omitted) with `code`: 4xx means try later, 5xx never. */
  refuse(code: number, times = Infinity): void {
    this.refusal = { code, remaining: times };
  }

  accept(): void {
    this.refusal = undefined;
  }

  /** The first mail, received already or later, that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = this.mails.find(predicate);
        if (!mail) return;
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        const seen = this.mails.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`);
        reject(new Error(`No matching mail within ${timeoutMs} ms; received: [${seen.join('; ')}]`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private nextRefusal(): Error | undefined {
    const refusal = this.refusal;
    if (!refusal) return undefined;
    if (--refusal.remaining <= 0) this.refusal = undefined;
    this.refusals += 1;
    const reason = refusal.code < 500 ? 'Try again later' : 'Refused for good';
    return Object.assign(new Error(`${reason} (test sink)`), { responseCode: refusal.code });
  }
}
