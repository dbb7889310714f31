import type { SqlValues } from '../database/sql-values.js';
import type { MailMessage } from './mail-queue.js';

/** A mail its recipient gets at most `limit` times (of its kind) between `since` and `at`. */
export interface LimitedMail {
  message: MailMessage;
  /** When it is written. */
  at: Date;
  since: Date;
  limit: number;
}

/** The part of a caller's statement that writes a limited mail: see limitedMailPart. */
export interface LimitedMailPart {
  /** Common table expressions to put in the statement's WITH list. */
  ctes: string;
  /** A CTE of one row whose column `granted` says whether the mail was within its limit. */
  quota: string;
  /** A CTE whose column `id` (text) is the outbox row's, a row only when the mail was written. */
  outbox: string;
}

/**
 * Writes a limited mail into the outbox as part of a larger statement (a claim's save), only while
 * its recipient had fewer than `limit` mails of its kind since `since`, as the recipient's
 * mail_quota row tells. The row's INSERT ... ON CONFLICT DO UPDATE locks it and updates its latest
 * version, so parallel writes to one address take their turns and never exceed the limit; its
 * timestamps older than `since` are dropped on the way (MailOutboxRepository.pruneQuotas deletes
 * rows whose last mail is a day old). The caller hands the written row on with MailQueue.written.
 */
export function limitedMailPart(values: SqlValues, mail: LimitedMail): LimitedMailPart {
  const kind = values.add(mail.message.kind);
  const recipient = values.add(mail.message.to);
  const at = values.add(mail.at, 'timestamptz');
  const since = values.add(mail.since);
  const limit = values.add(mail.limit);
  const payload = values.add(JSON.stringify(mail.message));
  const recent = `FROM unnest(quota.sent_at) AS t WHERE t > ${since}`;
  return {
    ctes: `mail_quota_taken AS (
         INSERT INTO mail_quota AS quota (recipient, kind, sent_at, granted) VALUES (${recipient}, ${kind}, ARRAY[${at}], true)
         ON CONFLICT (recipient, kind) DO UPDATE SET
           sent_at = (SELECT CASE WHEN count(*) < ${limit} THEN coalesce(array_agg(t ORDER BY t), '{}') || ${at}
                                  ELSE array_agg(t ORDER BY t) END
                        ${recent}),
           granted = (SELECT count(*) < ${limit} ${recent})
         RETURNING granted),
       mail_written AS (
         INSERT INTO mail_outbox (kind, recipient, payload)
         SELECT ${kind}, ${recipient}, ${payload} FROM mail_quota_taken WHERE granted
         RETURNING id::text AS id)`,
    quota: 'mail_quota_taken',
    outbox: 'mail_written',
  };
}
