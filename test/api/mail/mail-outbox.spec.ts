import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import type { AppConfig } from '../../../server/src/platform/config/config.js';
import { CONFIG } from '../../../server/src/platform/config/config.module.js';
import { TransactionHost } from '../../../server/src/platform/database/transaction-host.js';
import {
  BullMailDispatcher,
  bullPrefix,
  type MailJob,
} from '../../../server/src/platform/mail/bull-mail.dispatcher.js';
import { InProcessMailDispatcher } from '../../../server/src/platform/mail/in-process-mail.dispatcher.js';
import { MailAttachments } from '../../../server/src/platform/mail/mail-attachments.js';
import { MailDelivery } from '../../../server/src/platform/mail/mail-delivery.js';
import type { MailDispatcher } from '../../../server/src/platform/mail/mail-dispatcher.js';
import { MailOutbox } from '../../../server/src/platform/mail/mail-outbox.js';
import { MailOutboxRepository, SENT_KEPT_DAYS } from '../../../server/src/platform/mail/mail-outbox.repository.js';
import { MailQueue, type MailMessage } from '../../../server/src/platform/mail/mail-queue.js';
import { freePort, RedisServer } from '../../support/redis-server.js';
import { SmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp, TEST_REDIS_URL } from '../../support/test-app.js';

const MAIL_FROM = 'Legal Academy Refunds <refunds@academy.example>';
const SENDER = { name: 'Legal Academy Refunds', address: 'refunds@academy.example' };
/** Tests wait a fraction of a second between tries instead of the production 5 s base. */
const FAST_RETRY = { attempts: 4, backoffMs: 200 };
/** Long enough for a second copy, if one were coming, to arrive after the first. */
const QUIET_MS = 1500;

function codeMail(subject: string): MailMessage {
  return {
    kind: 'guest-code',
    to: 'participant@example.org',
    subject,
    text: 'Your sign-in code is 483920. It is valid for 15 minutes.',
    html: '<p>Your sign-in code is <b>483920</b>. It is valid for 15 minutes.</p>',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, for states only Redis, the database or another server can tell. */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(100);
  }
}

interface OutboxRow {
  kind: string;
  recipient: string;
  payload: MailMessage | null;
  sent: boolean;
  failed: boolean;
  attempts: number;
  last_error: string | null;
}

const outboxRows = (db: DataSource): Promise<OutboxRow[]> =>
  db.query(
    `SELECT kind, recipient, payload, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, attempts, last_error
       FROM mail_outbox ORDER BY id`,
  );

describe('MailQueue (the mail outbox)', () => {
  let sink: SmtpSink;
  let t: TestApp | undefined;
  /** Run last-in first-out after each test, then the app closes. */
  let cleanups: Array<() => Promise<unknown>> = [];

  beforeEach(async () => {
    sink = await SmtpSink.start();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
    await t?.close();
    t = undefined;
    await sink.stop();
  });

  const copiesOf = (subject: string) => sink.mails.filter((mail) => mail.subject === subject).length;
  const prefixOf = (app: TestApp) => bullPrefix(app.app.get<AppConfig>(CONFIG).databaseUrl);

  /** The queue as Bull shows it from outside; its keys are removed after the test. */
  function observe(redisUrl: string, prefix: string): Bull.Queue<MailJob> {
    const queue = new Bull<MailJob>('mail', redisUrl, { prefix });
    cleanups.push(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });
    return queue;
  }

  /** A second outbox on the app's database with a dispatcher of the test's making, closed after the test. */
  async function startOutbox(makeDispatcher: (delivery: MailDelivery) => MailDispatcher): Promise<MailOutbox> {
    const app = t!.app;
    const delivery = app.get(MailDelivery);
    const outbox = new MailOutbox(app.get(TransactionHost), app.get(MailOutboxRepository), makeDispatcher(delivery));
    await outbox.onApplicationBootstrap();
    cleanups.push(() => outbox.onModuleDestroy());
    return outbox;
  }

  it.each<[string, Record<string, string>]>([
    ['through a Bull job on Redis', { REDIS_URL: TEST_REDIS_URL }],
    ['in-process without REDIS_URL', {}],
  ])(
    'delivers a mail %s: from MAIL_FROM, to the recipient, with text and HTML, and keeps no body once sent',
    async (_, env) => {
      t = await startTestApp({ ...env, SMTP_URL: sink.url, MAIL_FROM });
      if (env.REDIS_URL) observe(TEST_REDIS_URL, prefixOf(t));

      await t.app.get(MailQueue).send(codeMail('Your sign-in code'));

      const { text, html } = codeMail('');
      expect(await sink.waitFor((mail) => mail.subject === 'Your sign-in code')).toEqual({
        from: SENDER,
        // The sender is a no-reply address: answers go to the academy's contact address (MAIL_REPLY_TO's default).
        replyTo: 'info@academy.example',
        to: ['participant@example.org'],
        subject: 'Your sign-in code',
        text,
        html,
        attachments: [],
      });
      await until(async () => (await outboxRows(t!.db))[0].sent);
      expect(await outboxRows(t.db)).toEqual([
        {
          kind: 'guest-code',
          recipient: 'participant@example.org',
          payload: null,
          sent: true,
          failed: false,
          attempts: 1,
          last_error: null,
        },
      ]);
    },
  );

  it('asks for replies at MAIL_REPLY_TO', async () => {
    t = await startTestApp({ SMTP_URL: sink.url, MAIL_FROM, MAIL_REPLY_TO: 'Seminars <seminars@academy.example>' });

    await t.app.get(MailQueue).send(codeMail('Reply to the seminars office'));

    const mail = await sink.waitFor((received) => received.subject === 'Reply to the seminars office');
    expect(mail).toMatchObject({ from: SENDER, replyTo: 'seminars@academy.example' });
  });

  it('sends a mail written in a transaction only once it commits, and never one whose transaction rolled back', async () => {
    t = await startTestApp({ SMTP_URL: sink.url });
    const queue = t.app.get(MailQueue);
    const transactions = t.app.get(TransactionHost);

    await expect(
      transactions.run(async () => {
        await queue.send(codeMail('Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await transactions.run(async () => {
      await queue.send(codeMail('Committed'));
      await sleep(300);
      // Not before the commit: the change it reports may still fail.
      expect(sink.mails).toEqual([]);
    });

    await sink.waitFor((mail) => mail.subject === 'Committed');
    await sleep(QUIET_MS);
    expect(sink.mails.map((mail) => mail.subject)).toEqual(['Committed']);
    expect((await outboxRows(t.db)).map((row) => row.sent)).toEqual([true]);
  });

  it('hands over at start what was written but never handed over (a crash between commit and queueing)', async () => {
    t = await startTestApp({ SMTP_URL: sink.url });
    await t.db.query(
      `INSERT INTO mail_outbox (kind, recipient, payload, created_at) VALUES ('guest-code', $1, $2, now() - interval '1 minute')`,
      ['participant@example.org', JSON.stringify(codeMail('Left behind by a crash'))],
    );

    await startOutbox((delivery) => new InProcessMailDispatcher(delivery, FAST_RETRY, false));

    await sink.waitFor((mail) => mail.subject === 'Left behind by a crash');
    await sleep(QUIET_MS);
    expect(copiesOf('Left behind by a crash')).toBe(1);
  });

  it.each(['bull', 'in-process'])(
    'retries while SMTP answers 451 and delivers one copy once it accepts (%s)',
    async (runner) => {
      t = await startTestApp({ SMTP_URL: sink.url });
      const prefix = `${prefixOf(t)}:retry`;
      if (runner === 'bull') observe(TEST_REDIS_URL, prefix);
      const outbox = await startOutbox((delivery) =>
        runner === 'bull'
          ? new BullMailDispatcher(delivery, { redisUrl: TEST_REDIS_URL, prefix, retry: FAST_RETRY })
          : new InProcessMailDispatcher(delivery, FAST_RETRY, false),
      );
      sink.refuse(451, 2);

      await outbox.send(codeMail('Delivered on the third try'));

      await sink.waitFor((mail) => mail.subject === 'Delivered on the third try');
      await sleep(QUIET_MS);
      expect(sink.refusals).toBe(2);
      expect(copiesOf('Delivered on the third try')).toBe(1);
      expect((await outboxRows(t.db)).map(({ sent, attempts }) => ({ sent, attempts }))).toEqual([
        { sent: true, attempts: 3 },
      ]);
    },
  );

  it('sends a mail once while Redis is down, and queues in Redis again once it is back', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const redis = await RedisServer.start();
    cleanups.push(() => redis.stop());
    t = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: sink.url });
    const queue = t.app.get(MailQueue);

    await redis.stop();
    await until(async () =>
      warnings.mock.calls.some(([message]) => String(message).startsWith('Redis is unreachable')),
    );
    await queue.send(codeMail('Sent while Redis was down'));
    await sink.waitFor((mail) => mail.subject === 'Sent while Redis was down');

    await redis.restart();
    const admin = new Redis(redis.url);
    cleanups.push(async () => admin.disconnect());
    await until(async () => String(await admin.client('LIST')).includes('name=unit-costs:mail:producer'));
    // Paused for all workers, the queue keeps the next job in Redis where the test can see it.
    const observer = observe(redis.url, prefixOf(t));
    await observer.pause();
    await queue.send(codeMail('Sent after Redis came back'));
    await until(async () => (await observer.getWaitingCount()) === 1);
    await observer.resume();
    await sink.waitFor((mail) => mail.subject === 'Sent after Redis came back');

    await sleep(QUIET_MS);
    expect(copiesOf('Sent while Redis was down')).toBe(1);
    expect(copiesOf('Sent after Redis came back')).toBe(1);
  });

  it('does not send twice a mail that a hung Redis took without confirming in time', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const redis = await RedisServer.start();
    cleanups.push(() => redis.stop());
    t = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: sink.url });

    redis.pause();
    await t.app.get(MailQueue).send(codeMail('Sent while Redis hung'));
    await until(async () => warnings.mock.calls.some(([message]) => String(message).includes('Redis did not take')));
    redis.resume();

    await sink.waitFor((mail) => mail.subject === 'Sent while Redis hung');
    await sleep(QUIET_MS);
    expect(copiesOf('Sent while Redis hung')).toBe(1);
  });

  it('keeps a mail that failed for good as failed in the outbox and in Redis, and logs it by outbox id and template only', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    t = await startTestApp({ SMTP_URL: sink.url });
    const prefix = `${prefixOf(t)}:failing`;
    const observer = observe(TEST_REDIS_URL, prefix);
    const retry = { attempts: 2, backoffMs: 100 };
    const outbox = await startOutbox(
      (delivery) => new BullMailDispatcher(delivery, { redisUrl: TEST_REDIS_URL, prefix, retry }),
    );
    sink.refuse(550);

    await expect(outbox.send(codeMail('Never accepted'))).resolves.toBeUndefined();

    await until(async () => (await outboxRows(t!.db))[0].failed);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ sent: false, failed: true, attempts: 2 });
    expect(row.last_error).toContain('550');
    expect(await observer.getFailedCount()).toBe(1);
    expect(sink.refusals).toBe(2);
    expect(sink.mails).toEqual([]);
    const logged = errors.mock.calls
      .map(([message]) => String(message))
      .filter((line) => line.includes('failed for good'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^outbox mail \d+ \(guest-code\): .*550/);
    for (const personal of ['participant@example.org', 'Never accepted', '483920']) {
      expect(logged[0]).not.toContain(personal);
    }
  });

  it('deletes sent mails past their keeping time and keeps newer ones, unsent and failed ones', async () => {
    t = await startTestApp({ SMTP_URL: sink.url, MAIL_FROM });
    const queue = t.app.get(MailQueue);
    for (const subject of ['old', 'recent']) await queue.send(codeMail(subject));
    await sink.waitFor((mail) => mail.subject === 'recent');
    await until(async () => (await outboxRows(t!.db)).every((row) => row.sent));
    await t.db.query(
      `UPDATE mail_outbox SET sent_at = now() - make_interval(days => $1 + 1) WHERE payload IS NULL AND id = (SELECT min(id) FROM mail_outbox)`,
      [SENT_KEPT_DAYS],
    );
    await t.db.query(
      `INSERT INTO mail_outbox (kind, recipient, payload, created_at, failed_at, last_error)
       VALUES ('guest-code', 'x@example.org', '{}', now() - interval '1 year', now() - interval '1 year', 'refused')`,
    );

    expect(await t.app.get(MailOutboxRepository).pruneSent()).toBe(1);
    const left: { failed: boolean }[] = await t.db.query(
      `SELECT failed_at IS NOT NULL AS failed FROM mail_outbox ORDER BY id`,
    );
    expect(left).toEqual([{ failed: false }, { failed: true }]);
  });

  it('renders attachment references when the mail is sent', async () => {
    t = await startTestApp({ SMTP_URL: sink.url });
    t.app.get(MailAttachments).register('greeting', async (ref) => ({
      filename: `${ref.name}.txt`,
      contentType: 'text/plain',
      content: Buffer.from(`Hello ${ref.name}`),
    }));

    await t.app.get(MailQueue).send({ ...codeMail('With a file'), attachments: [{ kind: 'greeting', name: 'Jane' }] });

    const mail = await sink.waitFor((received) => received.subject === 'With a file');
    expect(mail.attachments).toEqual([{ filename: 'Jane.txt', content: Buffer.from('Hello Jane') }]);
  });

  it('without SMTP_URL delivers to the embedded mail catcher, whose inbox closes with the app', async () => {
    const smtpPort = await freePort();
    let webPort = await freePort();
    while (webPort === smtpPort) webPort = await freePort();
    t = await startTestApp({
      SMTP_URL: '', // unset: the app starts its mail catcher
      MAIL_CATCHER_SMTP_PORT: String(smtpPort),
      MAIL_CATCHER_WEB_PORT: String(webPort),
      MAIL_FROM,
    });
    const inbox = `http://127.0.0.1:${webPort}/api/email`;

    await t.app.get(MailQueue).send(codeMail('Caught locally'));

    type CaughtMail = { subject: string; from: unknown; to: unknown; text: string; html: string };
    let caught: CaughtMail | undefined;
    await until(async () => {
      const mails = (await (await fetch(inbox)).json()) as CaughtMail[];
      caught = mails.find((mail) => mail.subject === 'Caught locally');
      return caught !== undefined;
    });
    const { text, html } = codeMail('');
    expect(caught).toMatchObject({
      from: [SENDER],
      to: [{ address: 'participant@example.org' }],
      text,
      html,
    });

    await t.close();
    t = undefined;
    await expect(fetch(inbox)).rejects.toThrow();
  });
});
